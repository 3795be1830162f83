import type { ResultMessage } from '@zapdesk/contracts';
import { and, eq, onCommit, prompts, queues, tickets, userQueues, whatsapps, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { emitCompanyEvent, realtimeSink, rooms } from '../../lib/realtime';
import { assertAdmin, findQueue } from './internal';
import { invalidateCompanySessions } from '../users/session-cache';
import { botRowsChanged } from '../bots/rows';

/**
 * Admin only. The queue's tickets stay, without a queue; references from connections (transfer queue)
 * and prompts are cleared; user and connection links and the option tree go with the queue (FK cascade).
 */
export async function deleteQueue({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  assertAdmin(ctx.actor);
  const companyId = ctx.actor.companyId;
  await withTransaction(async (tx) => {
    invalidateCompanySessions(companyId);
    await findQueue(companyId, input.id, tx);
    const members = await tx.select({ userId: userQueues.userId }).from(userQueues).where(eq(userQueues.queueId, input.id));
    await tx.update(tickets).set({ queueId: null, queueOptionId: null }).where(and(eq(tickets.companyId, companyId), eq(tickets.queueId, input.id)));
    await tx.update(whatsapps).set({ transferQueueId: null }).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.transferQueueId, input.id)));
    await tx.update(prompts).set({ queueId: null }).where(and(eq(prompts.companyId, companyId), eq(prompts.queueId, input.id)));
    await botRowsChanged(companyId);
    await tx.delete(queues).where(and(eq(queues.id, input.id), eq(queues.companyId, companyId)));
    emitCompanyEvent([rooms.company(companyId)], companyId, 'queue', { action: 'delete', queueId: input.id });
    // Members' sockets leave the deleted queue's room.
    onCommit(() => {
      for (const m of members) realtimeSink().resync?.(companyId, m.userId);
    });
  });
  return { message: 'Queue deleted' };
}
