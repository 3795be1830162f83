import { and, db, desc, eq, messages, sql, tickets, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { emitRealtime } from '../../lib/realtime';
import { assertTicketVisible, ticketAudience } from '../tickets/visibility';
import { serializeMessages } from './serialize';

export const MESSAGES_PAGE_SIZE = 20;

/**
 * A page of a ticket's thread: page 1 is the newest, each page oldest-first. Reading page 1 as the
 * ticket's attendant (or of an unassigned ticket) marks it read and emits `updateUnread`.
 */
export async function listMessages({ ctx, input }: { ctx: Ctx; input: { ticketId: number; pageNumber?: number } }) {
  const [ticket] = await db().select().from(tickets).where(eq(tickets.id, input.ticketId));
  await assertTicketVisible(ctx.actor, ticket);
  const page = input.pageNumber ?? 1;
  const rows = await db()
    .select()
    .from(messages)
    .where(and(eq(messages.ticketId, ticket!.id), eq(messages.companyId, ctx.actor.companyId)))
    .orderBy(desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1)
    .offset((page - 1) * MESSAGES_PAGE_SIZE);
  const hasMore = rows.length > MESSAGES_PAGE_SIZE;
  const pageRows = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  if (page === 1 && ticket!.unreadMessages > 0 && (ticket!.userId === null || ticket!.userId === ctx.actor.userId)) {
    await markTicketRead(ticket!);
  }
  return { messages: await serializeMessages(pageRows), ticket: { id: ticket!.id }, hasMore };
}

export async function markTicketRead(ticket: typeof tickets.$inferSelect) {
  await withTransaction(async (tx) => {
    await tx.update(tickets).set({ unreadMessages: 0 }).where(eq(tickets.id, ticket.id));
    await tx.update(messages).set({ read: true }).where(and(eq(messages.ticketId, ticket.id), eq(messages.read, false), sql`${messages.fromMe} = ${false}`));
    emitRealtime(ticketAudience(ticket), `company-${ticket.companyId}-ticket`, { action: 'updateUnread', ticketId: ticket.id });
  });
}
