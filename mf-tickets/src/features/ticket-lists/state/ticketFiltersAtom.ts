import { atom } from 'jotai';

/**
 * The filters every list of the tickets screen shares: the chosen queues (empty = every queue the user
 * may see) and the admins' show-all toggle, which starts on (core.md §2).
 */
export const ticketFiltersAtom = atom<{ queueIds: number[]; showAll: boolean }>({ queueIds: [], showAll: true });
