import { AppError } from '@zapdesk/contracts';
import { and, db, eq, inArray, tickets } from '@zapdesk/db';
import { actorUserId, isAdmin, type Actor } from '../../context';
import { rooms } from '../../lib/realtime';
import { cachedSessionUser } from '../users/session-cache';

type TicketScope = { companyId: number; userId: number | null; queueId: number | null; status: string };

/** The actor's queues, from the session user (cached briefly and dropped whenever the user's queues change). */
export async function actorQueueIds(actor: Actor): Promise<number[]> {
  try {
    if (actor.type !== 'user') return [];
    return (await cachedSessionUser(actor.userId)).queues.map((q) => q.id);
  } catch {
    return [];
  }
}

/**
 * Who may see a ticket (DECISIONS, "Realtime visibility"): the company's admins, its assignee, users of
 * its queue, and everybody for a pending ticket without a queue.
 */
export function canSeeTicket(actor: Actor, t: TicketScope, queueIds: readonly number[] | ReadonlySet<number>) {
  if (t.companyId !== actor.companyId) return false;
  if (isAdmin(actor)) return true;
  if (t.userId === actorUserId(actor)) return true;
  if (t.queueId !== null) return 'has' in queueIds ? queueIds.has(t.queueId) : queueIds.includes(t.queueId);
  return t.status === 'pending';
}

/** 404 for another company's ticket (ids cannot be probed); the spec's unauthorized error for a hidden one. */
export async function assertTicketVisible(actor: Actor, t: TicketScope | undefined, queueIds?: number[]): Promise<void> {
  if (!t || t.companyId !== actor.companyId) throw new AppError('ERR_NO_TICKET_FOUND', 'Ticket not found');
  if (!canSeeTicket(actor, t, queueIds ?? (await actorQueueIds(actor)))) throw new AppError('ERR_NO_PERMISSION', 'You may not open this ticket');
}

/** The rooms that may see a ticket in its current state. */
export function ticketAudience(t: TicketScope): string[] {
  const to = [rooms.admins(t.companyId)];
  if (t.userId) to.push(rooms.user(t.companyId, t.userId));
  if (t.queueId) to.push(rooms.queue(t.companyId, t.queueId));
  else if (t.status === 'pending') to.push(rooms.noQueue(t.companyId));
  return to;
}

/**
 * Of `ids`, the tickets of the actor's company the actor may see (the realtime gateway's chat boxes), with
 * the queues the caller already holds for the actor.
 */
export async function visibleTicketIds(actor: Actor, queueIds: ReadonlySet<number>, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db()
    .select({ id: tickets.id, companyId: tickets.companyId, userId: tickets.userId, queueId: tickets.queueId, status: tickets.status })
    .from(tickets)
    .where(and(eq(tickets.companyId, actor.companyId), inArray(tickets.id, [...ids])));
  return new Set(rows.filter((t) => canSeeTicket(actor, t, queueIds)).map((t) => t.id));
}
