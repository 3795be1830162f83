import type { TagUpdateBody, Tag } from '@zapdesk/contracts';
import { and, eq, isUniqueViolation, tags, withTransaction } from '@zapdesk/db';
import { isSupervisorOrAdmin, type Ctx } from '../../context';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { lockCompanyRow } from '../queues/internal';
import { assertNameFree, findTag, nameTaken, withCounts } from './internal';

/** Any user may rename or recolour a tag; `kanban` is applied only for admins and supervisors (ignored otherwise). */
export async function updateTag({ ctx, input }: { ctx: Ctx; input: { id: number } & TagUpdateBody }): Promise<Tag> {
  const companyId = ctx.actor.companyId;
  try {
    return await withTransaction(async (tx) => {
      const current = await findTag(companyId, input.id, tx);
      if (input.name !== undefined && input.name.toLowerCase() !== current.name.toLowerCase()) {
        await lockCompanyRow(tx, companyId);
        await assertNameFree(tx, companyId, input.name, input.id);
      }
      const patch: Partial<typeof tags.$inferInsert> = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.color !== undefined) patch.color = input.color;
      if (input.kanban !== undefined && isSupervisorOrAdmin(ctx.actor)) patch.kanban = input.kanban;
      let row = current;
      if (Object.keys(patch).length) [row] = await tx.update(tags).set(patch).where(and(eq(tags.id, input.id), eq(tags.companyId, companyId))).returning();
      const [tag] = await withCounts([row], tx);
      emitCompanyEvent([rooms.company(companyId)], companyId, 'tag', { action: 'update', tag });
      return tag;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'tags_company_name_unique')) throw nameTaken();
    throw e;
  }
}
