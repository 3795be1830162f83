import type { MessagePage } from '@zapdesk/contracts';
import { and, contacts, db, desc, eq, messages, runPrepared, sql, tickets, withTransaction } from '@zapdesk/db';
import { actorUserId, type Ctx } from '../../context';
import { emitCompanyEvent } from '../../lib/realtime';
import { assertTicketVisible, ticketAudience } from '../tickets/visibility';
import { serializeMessages } from './serialize';

export const MESSAGES_PAGE_SIZE = 20;

/**
 * A page of a ticket's thread: page 1 is the newest, each page oldest-first. Reading page 1 as the
 * ticket's attendant (or of an unassigned ticket) marks it read and emits `updateUnread`.
 */
export async function listMessages({ ctx, input }: { ctx: Ctx; input: { ticketId: number; pageNumber?: number } }): Promise<MessagePage> {
  // Both reads are prepared once (the page number is part of the text: see tickets/list.ts on limits).
  const [ticket] = await runPrepared('ticket-by-id', (d) => d.select().from(tickets).where(eq(tickets.id, sql.placeholder('id'))), { id: input.ticketId });
  await assertTicketVisible(ctx.actor, ticket);
  const page = Math.max(1, Math.trunc(input.pageNumber ?? 1));
  const rows = await runPrepared(
    `messages-page\u0000${page}`,
    (d) =>
      d
        .select({ message: messages, contact: { id: contacts.id, name: contacts.name, number: contacts.number, profilePicUrl: contacts.profilePicUrl } })
        .from(messages)
        .leftJoin(contacts, eq(contacts.id, messages.contactId))
        .where(and(eq(messages.ticketId, sql.placeholder('ticketId')), eq(messages.companyId, sql.placeholder('companyId'))))
        .orderBy(desc(messages.id))
        .limit(sql.raw(String(MESSAGES_PAGE_SIZE + 1)) as unknown as number)
        .offset(sql.raw(String((page - 1) * MESSAGES_PAGE_SIZE)) as unknown as number),
    { ticketId: ticket!.id, companyId: ctx.actor.companyId },
  );
  const hasMore = rows.length > MESSAGES_PAGE_SIZE;
  const pageRows = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  const known = pageRows.flatMap((r) => (r.contact ? [r.contact] : []));
  if (page === 1 && ticket!.unreadMessages > 0 && (ticket!.userId === null || ticket!.userId === actorUserId(ctx.actor))) {
    await markTicketRead(ticket!);
  }
  return { messages: await serializeMessages(pageRows.map((r) => r.message), { contacts: known }), ticket: { id: ticket!.id }, hasMore };
}

export async function markTicketRead(ticket: typeof tickets.$inferSelect) {
  await withTransaction(async (tx) => {
    await tx.update(tickets).set({ unreadMessages: 0 }).where(eq(tickets.id, ticket.id));
    await tx.update(messages).set({ read: true }).where(and(eq(messages.ticketId, ticket.id), eq(messages.read, false), sql`${messages.fromMe} = ${false}`));
    emitCompanyEvent(ticketAudience(ticket), ticket.companyId, 'ticket', { action: 'updateUnread', ticketId: ticket.id });
  });
}
