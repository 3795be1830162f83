import { atom } from 'jotai';

export type TicketsTab = 'open' | 'closed' | 'search';
export type OpenSubTab = 'open' | 'pending';

/** The tab (open, closed, search) and the open tab's sub-tab (assigned = open, waiting = pending). */
export const ticketTabsAtom = atom<{ tab: TicketsTab; openTab: OpenSubTab }>({ tab: 'open', openTab: 'open' });
