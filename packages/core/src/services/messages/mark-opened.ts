import type { TicketOpened } from '@zapdesk/contracts';
import { db, eq, tickets } from '@zapdesk/db';
import { actorUserId, requireUser, type Ctx } from '../../context';
import { markUserOnline } from '../users/mark-online';
import { assertTicketVisible } from '../tickets/visibility';
import { markTicketRead } from './list';

async function visibleTicket(ctx: Ctx, ticketId: number) {
  const [ticket] = await db().select().from(tickets).where(eq(tickets.id, ticketId));
  await assertTicketVisible(ctx.actor, ticket);
  return ticket!;
}

/**
 * `POST /messages/{ticketId}/mark-as-opened` (newer clients of this API family): the user opened the
 * ticket, so it is read, under the rule of reading page 1 of its thread — its attendant, or anybody
 * for an unassigned ticket; an admin peeking at a colleague's ticket leaves it unread.
 */
export async function markTicketOpened({ ctx, input }: { ctx: Ctx; input: { ticketId: number } }): Promise<TicketOpened> {
  const ticket = await visibleTicket(ctx, input.ticketId);
  const reader = ticket.userId === null || ticket.userId === actorUserId(ctx.actor);
  if (reader && ticket.unreadMessages > 0) await markTicketRead(ticket);
  return { ticketId: ticket.id, unreadMessages: reader ? 0 : ticket.unreadMessages };
}

/** Heartbeats closer together than this do not write (clients send one every few seconds while a ticket is open). */
const HEARTBEAT_WRITE_MS = 60_000;
const lastHeartbeat = new Map<number, number>();

/**
 * `POST /messages/{ticketId}/heartbeat`: the attendant is looking at the ticket. Kept as presence: the
 * user is online, last seen now (at most one write a minute per user and process).
 */
export async function ticketHeartbeat({ ctx, input }: { ctx: Ctx; input: { ticketId: number; now?: Date } }) {
  const { userId } = requireUser(ctx.actor);
  await visibleTicket(ctx, input.ticketId);
  const now = input.now?.getTime() ?? Date.now();
  if (now - (lastHeartbeat.get(userId) ?? 0) < HEARTBEAT_WRITE_MS) return;
  lastHeartbeat.set(userId, now);
  if (lastHeartbeat.size > 50_000) lastHeartbeat.delete(lastHeartbeat.keys().next().value!);
  await markUserOnline({ ctx, input: { now: new Date(now) } });
}
