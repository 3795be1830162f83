import type { QueueOptionUpdateBody, QueueOption } from '@zapdesk/contracts';
import { eq, queueOptions, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin, findOption, findQueueForOptions, renumber, serializeQueueOption, siblingsOf } from './internal';

/** Admin only. Title and message as sent; a new `option` moves it to that place among its siblings (1..n kept). */
export async function updateQueueOption({ ctx, input }: { ctx: Ctx; input: { id: number } & QueueOptionUpdateBody }): Promise<QueueOption> {
  assertAdmin(ctx.actor);
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    const current = await findOption(companyId, input.id, tx);
    await findQueueForOptions(companyId, current.queueId, tx, true);
    const patch: Partial<typeof queueOptions.$inferInsert> = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.message !== undefined) patch.message = input.message;
    if (Object.keys(patch).length) await tx.update(queueOptions).set(patch).where(eq(queueOptions.id, input.id));
    if (input.option !== undefined) {
      const siblings = (await siblingsOf(tx, current.queueId, current.parentId)).filter((s) => s.id !== input.id);
      const position = Math.min(input.option, siblings.length + 1);
      siblings.splice(position - 1, 0, current);
      await renumber(tx, siblings);
    }
    return serializeQueueOption(await findOption(companyId, input.id, tx));
  });
}
