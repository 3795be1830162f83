import type { ScheduleUpdateBody } from '@zapdesk/contracts';
import { and, dialect, eq, schedules, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertOwned, assertPlanFeature } from '../../lib/guards';
import { assertEditable, emitScheduleEvent, noSchedule, parseSendAt, serializeSchedule } from './internal';
import { armScheduleSend } from './jobs';

/**
 * Edits a schedule that was not sent yet (its creator or an admin): text, contact, time. A schedule that
 * ended in ERRO goes back to PENDENTE with its new time; a sent one answers 400 ERR_SCHEDULE_SENT.
 */
export async function updateSchedule({ ctx, input }: { ctx: Ctx; input: { id: number } & ScheduleUpdateBody }) {
  await assertPlanFeature(ctx, 'useSchedules');
  const companyId = ctx.actor.companyId;
  const sendAt = input.sendAt !== undefined ? await parseSendAt(companyId, input.sendAt) : undefined;
  return withTransaction(async (tx) => {
    // Locked: the sender may be claiming this very schedule (it re-reads the status under the same lock).
    const q = tx.select().from(schedules).where(and(eq(schedules.id, input.id), eq(schedules.companyId, companyId)));
    const [current] = dialect === 'pg' ? await q.for('update') : await q;
    if (!current) throw noSchedule();
    assertEditable(ctx.actor, current);
    await assertOwned(tx, companyId, 'contact', input.contactId);
    await assertOwned(tx, companyId, 'ticket', input.ticketId);
    await assertOwned(tx, companyId, 'whatsapp', input.whatsappId);
    const patch: Partial<typeof schedules.$inferInsert> = { updatedAt: new Date(), status: 'PENDENTE', error: null, attempts: 0 };
    if (input.body !== undefined) patch.body = input.body;
    if (input.contactId !== undefined) patch.contactId = input.contactId;
    if (sendAt) patch.sendAt = sendAt;
    if (input.ticketId !== undefined) patch.ticketId = input.ticketId;
    if (input.whatsappId !== undefined) patch.whatsappId = input.whatsappId;
    const [row] = await tx.update(schedules).set(patch).where(eq(schedules.id, current.id)).returning();
    await armScheduleSend(tx, row);
    const schedule = await serializeSchedule(row, tx);
    emitScheduleEvent(companyId, { action: 'update', schedule });
    return schedule;
  });
}
