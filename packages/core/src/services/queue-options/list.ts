import { AppError, type QueueOptionListItem } from '@zapdesk/contracts';
import { and, count, db, eq, inArray, isNull, queueOptions } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { byOption, findQueueForOptions, serializeQueueOption } from './internal';

/**
 * Options of a queue, ordered by number, each with its childrenCount. parentId -1 lists the top
 * level, an option id lists its children, none lists the whole queue.
 */
export async function listQueueOptions({ ctx, input }: { ctx: Ctx; input: { queueId: number; parentId?: number } }): Promise<QueueOptionListItem[]> {
  const companyId = ctx.actor.companyId;
  await findQueueForOptions(companyId, input.queueId);
  const d = db();
  if (input.parentId !== undefined && input.parentId > 0) {
    const [parent] = await d.select({ id: queueOptions.id }).from(queueOptions).where(and(eq(queueOptions.id, input.parentId), eq(queueOptions.queueId, input.queueId), eq(queueOptions.companyId, companyId)));
    if (!parent) throw new AppError('ERR_NO_QUEUE_OPTION_FOUND', 'Queue option not found');
  }
  const level = input.parentId === undefined ? undefined : input.parentId === -1 ? isNull(queueOptions.parentId) : eq(queueOptions.parentId, input.parentId);
  const rows = (await d.select().from(queueOptions).where(and(eq(queueOptions.companyId, companyId), eq(queueOptions.queueId, input.queueId), level))).sort(byOption);
  if (input.parentId === undefined) rows.sort((a, b) => (a.parentId ?? 0) - (b.parentId ?? 0) || byOption(a, b));
  const counts = new Map<number, number>();
  if (rows.length) {
    const grouped = await d
      .select({ parentId: queueOptions.parentId, n: count() })
      .from(queueOptions)
      .where(inArray(queueOptions.parentId, rows.map((r) => r.id)))
      .groupBy(queueOptions.parentId);
    for (const g of grouped) counts.set(g.parentId!, Number(g.n));
  }
  return rows.map((r) => ({ ...serializeQueueOption(r), childrenCount: counts.get(r.id) ?? 0 }));
}
