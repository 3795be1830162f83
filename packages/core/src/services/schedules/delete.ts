import { and, dialect, eq, onCommit, schedules, withTransaction } from '@zapdesk/db';
import { actorUserId, isAdmin, type Ctx } from '../../context';
import { assertPlanFeature, noPermission } from '../../lib/guards';
import { deleteMedia } from '../../lib/media';
import { emitScheduleEvent, noSchedule } from './internal';
import { cancelScheduleSend } from './jobs';

/** Deletes a schedule (its creator or an admin), sent or not, with its attachment; a pending one is not sent. */
export async function deleteSchedule({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useSchedules');
  const companyId = ctx.actor.companyId;
  await withTransaction(async (tx) => {
    const q = tx.select().from(schedules).where(and(eq(schedules.id, input.id), eq(schedules.companyId, companyId)));
    const [current] = dialect === 'pg' ? await q.for('update') : await q;
    if (!current) throw noSchedule();
    if (current.userId !== actorUserId(ctx.actor) && !isAdmin(ctx.actor)) throw noPermission('Only its creator or an administrator may delete this scheduled message');
    await tx.delete(schedules).where(eq(schedules.id, current.id));
    await cancelScheduleSend(tx, current.id);
    // A sent schedule's file is also the message's attachment in the conversation: it stays.
    if (current.mediaPath && current.status !== 'ENVIADA') onCommit(() => deleteMedia(current.mediaPath));
    emitScheduleEvent(companyId, { action: 'delete', scheduleId: current.id });
  });
  return { message: 'Schedule deleted' };
}
