import type { ResultMessage } from '@zapdesk/contracts';
import { and, eq, inArray, queueOptions, sql, tickets, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin, findOption, findQueueForOptions, renumber, siblingsOf } from './internal';

/**
 * Admin only. Removes the option with its whole subtree (FK cascade), clears tickets that were
 * standing in that subtree of the chatbot menu, and renumbers the remaining siblings 1..n.
 */
export async function deleteQueueOption({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  assertAdmin(ctx.actor);
  const companyId = ctx.actor.companyId;
  await withTransaction(async (tx) => {
    const current = await findOption(companyId, input.id, tx);
    await findQueueForOptions(companyId, current.queueId, tx, true);
    const all = await tx.select({ id: queueOptions.id, parentId: queueOptions.parentId }).from(queueOptions).where(eq(queueOptions.queueId, current.queueId));
    const subtree = new Set([input.id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const o of all) if (o.parentId !== null && subtree.has(o.parentId) && !subtree.has(o.id)) (subtree.add(o.id), (grew = true));
    }
    await tx.update(tickets).set({ queueOptionId: null, updatedAt: sql`${tickets.updatedAt}` }).where(and(eq(tickets.companyId, companyId), inArray(tickets.queueOptionId, [...subtree])));
    await tx.delete(queueOptions).where(eq(queueOptions.id, input.id));
    await renumber(tx, await siblingsOf(tx, current.queueId, current.parentId));
  });
  return { message: 'Option deleted' };
}
