import type { CompanyEvents, Ticket } from '@zapdesk/contracts';

/** What GET /ticket/kanban would return for this user and filter (kept in step with the API's rule). */
export type BoardScope = { isAdmin: boolean; showAll: boolean; userId: number; userQueueIds: readonly number[]; queueFilter: readonly number[] };

export function onBoard(t: Pick<Ticket, 'status' | 'userId' | 'queueId'>, s: BoardScope): boolean {
  if (t.status === 'closed') return false;
  if (!(s.isAdmin && s.showAll) && t.userId !== s.userId && !(t.queueId !== null && s.userQueueIds.includes(t.queueId))) return false;
  if (s.queueFilter.length && t.queueId !== null && !s.queueFilter.includes(t.queueId)) return false;
  return true;
}

/** A live ticket event applied to the board's tickets: updated in place, added first, or dropped when it leaves the board. */
export function applyKanbanEvent(tickets: readonly Ticket[], e: CompanyEvents['ticket'], scope: BoardScope): Ticket[] {
  if (e.action === 'delete') return tickets.filter((t) => t.id !== e.ticketId);
  if (e.action !== 'update') return tickets as Ticket[];
  const i = tickets.findIndex((t) => t.id === e.ticket.id);
  if (!onBoard(e.ticket, scope)) return i < 0 ? (tickets as Ticket[]) : tickets.filter((t) => t.id !== e.ticket.id);
  if (i < 0) return [e.ticket, ...tickets];
  const next = tickets.slice();
  next[i] = e.ticket;
  return next;
}
