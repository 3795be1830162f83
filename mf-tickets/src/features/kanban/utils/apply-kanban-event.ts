import type { KanbanTicket, TicketEvent } from './kanban-types';

/** What GET /ticket/kanban would return for this user and filter (kept in step with the API's rule). */
export type BoardScope = { isAdmin: boolean; showAll: boolean; userId: number; userQueueIds: readonly number[]; queueFilter: readonly number[] };

export function onBoard(t: Pick<KanbanTicket, 'status' | 'userId' | 'queueId'>, s: BoardScope): boolean {
  if (t.status === 'closed') return false;
  if (!(s.isAdmin && s.showAll) && t.userId !== s.userId && !(t.queueId !== null && s.userQueueIds.includes(t.queueId))) return false;
  if (s.queueFilter.length && t.queueId !== null && !s.queueFilter.includes(t.queueId)) return false;
  return true;
}

/** A live ticket event applied to the board's tickets: updated in place, added first, or dropped when it leaves the board. */
export function applyKanbanEvent(tickets: readonly KanbanTicket[], e: TicketEvent, scope: BoardScope): KanbanTicket[] {
  if (e.action === 'delete') return tickets.filter((t) => t.id !== e.ticketId);
  if (e.action !== 'update' || !e.ticket) return tickets as KanbanTicket[];
  const i = tickets.findIndex((t) => t.id === e.ticket.id);
  if (!onBoard(e.ticket, scope)) return i < 0 ? (tickets as KanbanTicket[]) : tickets.filter((t) => t.id !== e.ticket.id);
  if (i < 0) return [e.ticket, ...tickets];
  const next = tickets.slice();
  next[i] = e.ticket;
  return next;
}
