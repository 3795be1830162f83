import { AppError, type TagSyncBody, type TicketTagsResult } from '@zapdesk/contracts';
import { and, asc, eq, inArray, tags, ticketTags, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { emitCompanyEvent } from '../../lib/realtime';
import { lockTicket } from '../tickets/inbound';
import { serializeTicket } from '../tickets/serialize';
import { assertTicketVisible, ticketAudience } from '../tickets/visibility';

/**
 * Replaces a ticket's tags with the given ones. The ticket must be the company's and visible to the
 * actor; every tag must be the company's (nothing is written otherwise).
 */
export async function syncTicketTags({ ctx, input }: { ctx: Ctx; input: TagSyncBody }): Promise<TicketTagsResult> {
  const companyId = ctx.actor.companyId;
  const tagIds = [...new Set(input.tags.map((t) => t.id))];
  return withTransaction(async (tx) => {
    // The ticket row is locked: concurrent syncs of one ticket run one after the other (the last one's set
    // wins), instead of merging their sets or colliding on the same (ticket, tag) row.
    const locked = await lockTicket(tx, input.ticketId);
    await assertTicketVisible(ctx.actor, locked);
    const ticket = locked!;
    const found = tagIds.length ? await tx.select().from(tags).where(and(eq(tags.companyId, companyId), inArray(tags.id, tagIds))).orderBy(asc(tags.name)) : [];
    if (found.length !== tagIds.length) throw new AppError('ERR_NO_TAG_FOUND', 'Tag not found');
    await tx.delete(ticketTags).where(eq(ticketTags.ticketId, ticket.id));
    if (tagIds.length) await tx.insert(ticketTags).values(tagIds.map((tagId) => ({ ticketId: ticket.id, tagId })));
    emitCompanyEvent(ticketAudience(ticket), companyId, 'ticket', { action: 'update', ticket: await serializeTicket(ticket) });
    return { ticketId: ticket.id, tags: found.map((t) => ({ id: t.id, name: t.name, color: t.color, kanban: t.kanban })) };
  });
}
