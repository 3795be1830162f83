import { AppError, defaultWorkingHours, type QueueCreateBody, type Queue } from '@zapdesk/contracts';
import { companies, count, eq, isUniqueViolation, plans, queues, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { assertAdmin, assertColorFree, assertRefsExist, colorTaken, lockCompanyRow, serializeQueue } from './internal';

/** Admin only. Enforces the plan's queue limit; a queue without schedules gets the default weekly hours. */
export async function createQueue({ ctx, input }: { ctx: Ctx; input: QueueCreateBody }): Promise<Queue> {
  assertAdmin(ctx.actor);
  const companyId = ctx.actor.companyId;
  try {
    return await withTransaction(async (tx) => {
      await lockCompanyRow(tx, companyId);
      const [limit] = await tx.select({ queues: plans.queues }).from(companies).innerJoin(plans, eq(plans.id, companies.planId)).where(eq(companies.id, companyId));
      if (limit) {
        const [{ n }] = await tx.select({ n: count() }).from(queues).where(eq(queues.companyId, companyId));
        if (Number(n) >= limit.queues) throw new AppError('ERR_PLAN_LIMIT_REACHED', `Your plan allows at most ${limit.queues} queues`, { limit: 'queues', max: limit.queues });
      }
      await assertColorFree(tx, companyId, input.color);
      await assertRefsExist(tx, companyId, input);
      const [row] = await tx
        .insert(queues)
        .values({
          companyId,
          name: input.name,
          color: input.color,
          greetingMessage: input.greetingMessage ?? '',
          outOfHoursMessage: input.outOfHoursMessage ?? '',
          orderQueue: input.orderQueue ?? null,
          integrationId: input.integrationId ?? null,
          promptId: input.promptId ?? null,
          schedules: input.schedules ?? defaultWorkingHours,
        })
        .returning();
      const queue = serializeQueue(row);
      emitCompanyEvent([rooms.company(companyId)], companyId, 'queue', { action: 'create', queue });
      return queue;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'queues_company_color_unique')) throw colorTaken();
    throw e;
  }
}
