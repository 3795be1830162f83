import type { QueueOptionNode } from '@zapdesk/contracts';
import { and, db, eq, queueOptions } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { byOption, findQueueForOptions, serializeQueueOption } from './internal';

export type { QueueOptionNode };

/** A queue's whole option tree, each level ordered by option number (used by the chatbot; no actor needed). */
export async function getOptionTree({ companyId, queueId }: { companyId: number; queueId: number }): Promise<QueueOptionNode[]> {
  const rows = await db().select().from(queueOptions).where(and(eq(queueOptions.companyId, companyId), eq(queueOptions.queueId, queueId)));
  rows.sort(byOption);
  const nodes = new Map(rows.map((r) => [r.id, { ...serializeQueueOption(r), children: [] as QueueOptionNode[] }]));
  const roots: QueueOptionNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function showQueueOptionTree({ ctx, input }: { ctx: Ctx; input: { queueId: number } }): Promise<QueueOptionNode[]> {
  await findQueueForOptions(ctx.actor.companyId, input.queueId);
  return getOptionTree({ companyId: ctx.actor.companyId, queueId: input.queueId });
}
