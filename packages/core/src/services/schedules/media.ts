import { and, dialect, eq, onCommit, schedules, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertPlanFeature } from '../../lib/guards';
import { deleteMedia, mediaLimits, storeMedia } from '../../lib/media';
import { assertEditable, emitScheduleEvent, noSchedule, serializeSchedule } from './internal';

/** A schedule's attachment is an image (core.md §5: .png, .jpg, .jpeg), told by its bytes. */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

async function lockedEditable(ctx: Ctx, id: number, tx: Parameters<Parameters<typeof withTransaction>[0]>[0]) {
  const q = tx.select().from(schedules).where(and(eq(schedules.id, id), eq(schedules.companyId, ctx.actor.companyId)));
  const [row] = dialect === 'pg' ? await q.for('update') : await q;
  if (!row) throw noSchedule();
  assertEditable(ctx.actor, row);
  return row;
}

/** Attaches an image to a schedule not sent yet, replacing any previous one (stored first, removed if the write fails). */
export async function uploadScheduleMedia({ ctx, input }: { ctx: Ctx; input: { id: number; file: File } }) {
  await assertPlanFeature(ctx, 'useSchedules');
  await withTransaction((tx) => lockedEditable(ctx, input.id, tx));
  const stored = await storeMedia(ctx.actor.companyId, input.file, input.file.name, { maxBytes: { image: mediaLimits.image }, allowedTypes: IMAGE_TYPES });
  try {
    return await withTransaction(async (tx) => {
      const current = await lockedEditable(ctx, input.id, tx);
      const [row] = await tx.update(schedules).set({ mediaPath: stored.mediaPath, mediaName: stored.mediaName, updatedAt: new Date() }).where(eq(schedules.id, current.id)).returning();
      if (current.mediaPath) onCommit(() => deleteMedia(current.mediaPath));
      const schedule = await serializeSchedule(row, tx);
      emitScheduleEvent(ctx.actor.companyId, { action: 'update', schedule });
      return schedule;
    });
  } catch (e) {
    await deleteMedia(stored.mediaPath);
    throw e;
  }
}

export async function deleteScheduleMedia({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useSchedules');
  return withTransaction(async (tx) => {
    const current = await lockedEditable(ctx, input.id, tx);
    const [row] = await tx.update(schedules).set({ mediaPath: null, mediaName: null, updatedAt: new Date() }).where(eq(schedules.id, current.id)).returning();
    if (current.mediaPath) onCommit(() => deleteMedia(current.mediaPath));
    const schedule = await serializeSchedule(row, tx);
    emitScheduleEvent(ctx.actor.companyId, { action: 'update', schedule });
    return schedule;
  });
}
