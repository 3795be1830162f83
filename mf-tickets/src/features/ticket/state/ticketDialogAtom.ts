import { atom } from 'jotai';
import type { Ticket } from '@zapdesk/contracts';

/** The ticket dialog open on the tickets screen (one at a time), opened from a row or from the open ticket. */
export type TicketDialog = { kind: 'transfer' | 'notes' | 'peek' | 'delete' | 'tags' | 'schedule'; ticket: Ticket } | { kind: 'new' };

export const ticketDialogAtom = atom<TicketDialog | null>(null);
