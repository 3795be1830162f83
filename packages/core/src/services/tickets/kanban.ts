import { AppError } from '@zapdesk/contracts';
import { and, db, desc, eq, inArray, isNull, ne, or, sql, tags, ticketTags, tickets, withTransaction, type SQL } from '@zapdesk/db';
import { actorUserId, isAdmin, type Ctx } from '../../context';
import { publishTicketChange } from './publish';
import { serializeTickets } from './serialize';
import { actorQueueIds, assertTicketVisible } from './visibility';

/** Non-closed tickets for the kanban board; showAll only for admins, others see their queues. */
export async function kanbanTickets({ ctx, input }: { ctx: Ctx; input: { queueIds?: number[]; showAll?: boolean } }) {
  const { actor } = ctx;
  const conds: SQL[] = [eq(tickets.companyId, actor.companyId), ne(tickets.status, 'closed')];
  if (!(isAdmin(actor) && input.showAll)) {
    const mine = await actorQueueIds(actor);
    conds.push(or(eq(tickets.userId, actorUserId(actor) ?? -1), mine.length ? inArray(tickets.queueId, mine) : sql`1 = 0`)!);
  }
  if (input.queueIds?.length) conds.push(or(inArray(tickets.queueId, input.queueIds), isNull(tickets.queueId))!);
  const rows = await db().select().from(tickets).where(and(...conds)).orderBy(desc(tickets.updatedAt)).limit(500);
  return { tickets: await serializeTickets(rows) };
}

async function visibleTicket(ctx: Ctx, ticketId: number) {
  const [t] = await db().select().from(tickets).where(eq(tickets.id, ticketId));
  await assertTicketVisible(ctx.actor, t);
  return t!;
}

/** Adds a tag (a kanban lane) to a ticket. */
export async function addTicketTag({ ctx, input }: { ctx: Ctx; input: { ticketId: number; tagId: number } }) {
  const t = await visibleTicket(ctx, input.ticketId);
  const [tag] = await db().select().from(tags).where(and(eq(tags.id, input.tagId), eq(tags.companyId, ctx.actor.companyId)));
  if (!tag) throw new AppError('ERR_NO_TAG_FOUND', 'Tag not found');
  await withTransaction(async (tx) => {
    await tx.insert(ticketTags).values({ ticketId: t.id, tagId: tag.id }).onConflictDoNothing();
    await publishTicketChange(t, t);
  });
  return { message: 'tag added' };
}

/** Removes the ticket's kanban-lane tags (kanban = 1) and keeps the others (DECISIONS, "Kanban"). */
export async function removeKanbanTags({ ctx, input }: { ctx: Ctx; input: { ticketId: number } }) {
  const t = await visibleTicket(ctx, input.ticketId);
  await withTransaction(async (tx) => {
    const lane = tx.select({ id: tags.id }).from(tags).where(and(eq(tags.companyId, ctx.actor.companyId), eq(tags.kanban, 1)));
    await tx.delete(ticketTags).where(and(eq(ticketTags.ticketId, t.id), inArray(ticketTags.tagId, lane)));
    await publishTicketChange(t, t);
  });
  return { message: 'kanban tags removed' };
}
