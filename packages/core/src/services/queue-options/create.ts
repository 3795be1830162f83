import { AppError, type QueueOptionCreateBody, type QueueOption } from '@zapdesk/contracts';
import { and, eq, queueOptions, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin, findQueueForOptions, renumber, serializeQueueOption, siblingsOf } from './internal';

/**
 * Admin only. Adds an option under the queue (parentId null or -1) or under an option of the same
 * queue. Without `option` it goes last; with one it is inserted there and later siblings move down.
 */
export async function createQueueOption({ ctx, input }: { ctx: Ctx; input: QueueOptionCreateBody }): Promise<QueueOption> {
  assertAdmin(ctx.actor);
  const companyId = ctx.actor.companyId;
  const parentId = input.parentId === undefined || input.parentId === null || input.parentId === -1 ? null : input.parentId;
  return withTransaction(async (tx) => {
    await findQueueForOptions(companyId, input.queueId, tx, true);
    if (parentId !== null) {
      const [parent] = await tx.select({ id: queueOptions.id }).from(queueOptions).where(and(eq(queueOptions.id, parentId), eq(queueOptions.queueId, input.queueId), eq(queueOptions.companyId, companyId)));
      if (!parent) throw new AppError('ERR_NO_QUEUE_OPTION_FOUND', 'Parent option not found in this queue');
    }
    const siblings = await siblingsOf(tx, input.queueId, parentId);
    const position = Math.min(input.option ?? siblings.length + 1, siblings.length + 1);
    const [row] = await tx
      .insert(queueOptions)
      .values({ companyId, queueId: input.queueId, parentId, title: input.title, message: input.message ?? '', option: String(position) })
      .returning();
    const ordered = [...siblings];
    ordered.splice(position - 1, 0, row);
    await renumber(tx, ordered);
    return serializeQueueOption(row);
  });
}
