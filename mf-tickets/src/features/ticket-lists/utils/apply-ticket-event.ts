import type { CompanyEvents, Ticket, TicketStatus } from '@zapdesk/contracts';

/**
 * What one list shows, mirroring GET /tickets: a status tab (its own tickets only unless show-all, the
 * queue filter also keeping tickets without a queue), or a search result (`status: null`), which live
 * events only refresh in place.
 */
export type TicketListFilter = { status: TicketStatus | null; onlyUserId?: number | null; queueIds?: readonly number[] };
export type TicketListState = { tickets: Ticket[]; count: number; hasMore: boolean };

export function ticketBelongs(ticket: Ticket, filter: TicketListFilter): boolean {
  if (filter.status === null || ticket.status !== filter.status) return false;
  if (filter.onlyUserId != null && (ticket.userId ?? ticket.user?.id ?? null) !== filter.onlyUserId) return false;
  const queueId = ticket.queueId ?? ticket.queue?.id ?? null;
  if (filter.queueIds?.length && queueId !== null && !filter.queueIds.includes(queueId)) return false;
  return true;
}

/** Newest first, as the API orders a list (updatedAt desc, then id desc). */
const newer = (a: Ticket, b: Ticket) => (a.updatedAt === b.updatedAt ? a.id > b.id : a.updatedAt > b.updatedAt);

function insertSorted(list: Ticket[], ticket: Ticket): Ticket[] {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (newer(list[mid], ticket)) lo = mid + 1;
    else hi = mid;
  }
  return [...list.slice(0, lo), ticket, ...list.slice(lo)];
}

/**
 * Applies a `company-{id}-ticket` event (update / updateUnread / delete) to one list. The count stays the
 * API's `count`: exact while every page is loaded, adjusted by the tickets entering or leaving otherwise.
 * A ticket older than the last loaded one is left for the next page.
 */
export function applyTicketEvent(state: TicketListState, filter: TicketListFilter, event: CompanyEvents['ticket']): TicketListState {
  const exact = (s: TicketListState): TicketListState => (s.hasMore ? s : { ...s, count: s.tickets.length });
  if (event.action === 'updateUnread') {
    const i = state.tickets.findIndex((t) => t.id === event.ticketId);
    if (i < 0 || state.tickets[i].unreadMessages === 0) return state;
    const tickets = state.tickets.slice();
    tickets[i] = { ...tickets[i], unreadMessages: 0 };
    return { ...state, tickets };
  }
  const id = event.action === 'delete' ? event.ticketId : event.ticket.id;
  const present = state.tickets.some((t) => t.id === id);
  const rest = present ? state.tickets.filter((t) => t.id !== id) : state.tickets;
  if (event.action === 'delete') return present ? exact({ ...state, tickets: rest, count: Math.max(0, state.count - 1) }) : state;

  const ticket = event.ticket;
  if (filter.status === null) {
    // A search result: refreshed in place, never grown by events.
    return present ? { ...state, tickets: state.tickets.map((t) => (t.id === id ? ticket : t)) } : state;
  }
  if (!ticketBelongs(ticket, filter)) return present ? exact({ ...state, tickets: rest, count: Math.max(0, state.count - 1) }) : state;
  const last = rest[rest.length - 1];
  if (!present && state.hasMore && last && newer(last, ticket)) return state;
  return exact({ ...state, tickets: insertSorted(rest, ticket), count: present ? state.count : state.count + 1 });
}
