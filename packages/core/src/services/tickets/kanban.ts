import { AppError, type KanbanTickets, type ResultMessage } from '@zapdesk/contracts';
import { and, db, desc, eq, inArray, isNull, ne, or, sql, tags, ticketTags, tickets, withTransaction, type Db, type SQL } from '@zapdesk/db';
import { actorUserId, isAdmin, type Ctx } from '../../context';
import { assertPlanFeature } from '../../lib/guards';
import { lockTicket } from './inbound';
import { publishTicketChange } from './publish';
import { serializeTickets } from './serialize';
import { actorQueueIds, assertTicketVisible } from './visibility';

/** Non-closed tickets for the kanban board; showAll only for admins, others see their queues. */
export async function kanbanTickets({ ctx, input }: { ctx: Ctx; input: { queueIds?: number[]; showAll?: boolean } }): Promise<KanbanTickets> {
  await assertPlanFeature(ctx, 'useKanban');
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

/**
 * The ticket, visible to the actor, locked for the rest of the transaction (on PostgreSQL): moves of one
 * card run one after the other.
 */
async function lockedVisibleTicket(tx: Db, ctx: Ctx, ticketId: number) {
  const t = await lockTicket(tx, ticketId);
  await assertTicketVisible(ctx.actor, t);
  return t!;
}

/** The company's kanban lanes (tags with kanban = 1). */
const laneTags = (d: Db, companyId: number) => d.select({ id: tags.id }).from(tags).where(and(eq(tags.companyId, companyId), eq(tags.kanban, 1)));

/**
 * Adds a tag to a ticket. A kanban lane replaces the ticket's other lanes in the same transaction: a card is
 * in one lane, also when two people move it at once (the board sends DELETE then PUT, and those pairs interleave).
 */
export async function addTicketTag({ ctx, input }: { ctx: Ctx; input: { ticketId: number; tagId: number } }): Promise<ResultMessage> {
  await assertPlanFeature(ctx, 'useKanban');
  await withTransaction(async (tx) => {
    const t = await lockedVisibleTicket(tx, ctx, input.ticketId);
    const [tag] = await tx.select().from(tags).where(and(eq(tags.id, input.tagId), eq(tags.companyId, ctx.actor.companyId)));
    if (!tag) throw new AppError('ERR_NO_TAG_FOUND', 'Tag not found');
    if (tag.kanban === 1) await tx.delete(ticketTags).where(and(eq(ticketTags.ticketId, t.id), ne(ticketTags.tagId, tag.id), inArray(ticketTags.tagId, laneTags(tx, ctx.actor.companyId))));
    await tx.insert(ticketTags).values({ ticketId: t.id, tagId: tag.id }).onConflictDoNothing();
    await publishTicketChange(t, t);
  });
  return { message: 'tag added' };
}

/** Removes the ticket's kanban-lane tags (kanban = 1) and keeps the others (DECISIONS, "Kanban"). */
export async function removeKanbanTags({ ctx, input }: { ctx: Ctx; input: { ticketId: number } }): Promise<ResultMessage> {
  await assertPlanFeature(ctx, 'useKanban');
  await withTransaction(async (tx) => {
    const t = await lockedVisibleTicket(tx, ctx, input.ticketId);
    await tx.delete(ticketTags).where(and(eq(ticketTags.ticketId, t.id), inArray(ticketTags.tagId, laneTags(tx, ctx.actor.companyId))));
    await publishTicketChange(t, t);
  });
  return { message: 'kanban tags removed' };
}
