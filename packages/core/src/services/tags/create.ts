import type { TagCreateBody, Tag } from '@zapdesk/contracts';
import { isUniqueViolation, tags, withTransaction } from '@zapdesk/db';
import { actorUserId, isSupervisorOrAdmin, type Ctx } from '../../context';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { lockCompanyRow } from '../queues/internal';
import { assertNameFree, nameTaken, serializeTag } from './internal';

/** Any user may create tags (the ticket screen adds them inline); only admins and supervisors may make one a kanban lane. */
export async function createTag({ ctx, input }: { ctx: Ctx; input: TagCreateBody }): Promise<Tag> {
  const companyId = ctx.actor.companyId;
  try {
    return await withTransaction(async (tx) => {
      await lockCompanyRow(tx, companyId);
      await assertNameFree(tx, companyId, input.name);
      const [row] = await tx
        .insert(tags)
        .values({
          companyId,
          name: input.name,
          ...(input.color ? { color: input.color } : {}),
          kanban: isSupervisorOrAdmin(ctx.actor) ? (input.kanban ?? 0) : 0,
          userId: actorUserId(ctx.actor),
        })
        .returning();
      const tag = serializeTag(row);
      emitCompanyEvent([rooms.company(companyId)], companyId, 'tag', { action: 'create', tag });
      return tag;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'tags_company_name_unique')) throw nameTaken();
    throw e;
  }
}
