import type { ScheduleCreateBody } from '@zapdesk/contracts';
import { schedules, withTransaction } from '@zapdesk/db';
import { actorUserId, type Ctx } from '../../context';
import { assertOwned, assertPlanFeature } from '../../lib/guards';
import { emitScheduleEvent, parseSendAt, serializeSchedule } from './internal';
import { armScheduleSend } from './jobs';

/** A message to a contact of the company at a given time (any user); the sender is armed for that time. */
export async function createSchedule({ ctx, input }: { ctx: Ctx; input: ScheduleCreateBody }) {
  await assertPlanFeature(ctx, 'useSchedules');
  const companyId = ctx.actor.companyId;
  const sendAt = await parseSendAt(companyId, input.sendAt);
  return withTransaction(async (tx) => {
    await assertOwned(tx, companyId, 'contact', input.contactId);
    await assertOwned(tx, companyId, 'ticket', input.ticketId);
    await assertOwned(tx, companyId, 'whatsapp', input.whatsappId);
    const [row] = await tx
      .insert(schedules)
      .values({ companyId, body: input.body, contactId: input.contactId, sendAt, ticketId: input.ticketId ?? null, whatsappId: input.whatsappId ?? null, userId: actorUserId(ctx.actor), status: 'PENDENTE' })
      .returning();
    await armScheduleSend(tx, row);
    const schedule = await serializeSchedule(row, tx);
    emitScheduleEvent(companyId, { action: 'create', schedule });
    return schedule;
  });
}
