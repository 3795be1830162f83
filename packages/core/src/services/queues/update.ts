import type { QueueUpdateBody, Queue } from '@zapdesk/contracts';
import { and, eq, isUniqueViolation, queues, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { assertAdmin, assertColorFree, assertRefsExist, colorTaken, findQueue, lockCompanyRow, serializeQueue } from './internal';
import { invalidateCompanySessions } from '../users/session-cache';

/** Admin only. Applies only the fields sent; null clears greeting texts, order, prompt and integration. */
export async function updateQueue({ ctx, input }: { ctx: Ctx; input: { id: number } & QueueUpdateBody }): Promise<Queue> {
  assertAdmin(ctx.actor);
  const companyId = ctx.actor.companyId;
  const { id, ...body } = input;
  try {
    return await withTransaction(async (tx) => {
      invalidateCompanySessions(companyId);
      await lockCompanyRow(tx, companyId);
      const current = await findQueue(companyId, id, tx);
      if (body.color !== undefined && body.color.toLowerCase() !== current.color.toLowerCase()) await assertColorFree(tx, companyId, body.color, id);
      await assertRefsExist(tx, companyId, body);
      const patch: Partial<typeof queues.$inferInsert> = {};
      if (body.name !== undefined) patch.name = body.name;
      if (body.color !== undefined) patch.color = body.color;
      if (body.greetingMessage !== undefined) patch.greetingMessage = body.greetingMessage ?? '';
      if (body.outOfHoursMessage !== undefined) patch.outOfHoursMessage = body.outOfHoursMessage ?? '';
      if (body.orderQueue !== undefined) patch.orderQueue = body.orderQueue;
      if (body.integrationId !== undefined) patch.integrationId = body.integrationId;
      if (body.promptId !== undefined) patch.promptId = body.promptId;
      if (body.schedules !== undefined) patch.schedules = body.schedules;
      let row = current;
      if (Object.keys(patch).length) {
        [row] = await tx.update(queues).set(patch).where(and(eq(queues.id, id), eq(queues.companyId, companyId))).returning();
      }
      const queue = serializeQueue(row);
      emitCompanyEvent([rooms.company(companyId)], companyId, 'queue', { action: 'update', queue });
      return queue;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'queues_company_color_unique')) throw colorTaken();
    throw e;
  }
}
