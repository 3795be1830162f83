import type { Announcement } from '@zapdesk/contracts';
import { announcements, eq, onCommit, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../../lib/guards';
import { deleteMedia, mediaLimits, storeMedia } from '../../lib/media';
import { emitAnnouncementEvent, findAnnouncement, serializeAnnouncement } from './internal';

/** An announcement's image is .png, .jpg or .jpeg (admin-automation.md §5), told by its bytes; 2 MB. */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** Attaches an image, replacing any previous one (stored first, removed again if the write fails). */
export async function uploadAnnouncementMedia({ ctx, input }: { ctx: Ctx; input: { id: number; file: File } }): Promise<Announcement> {
  assertSuper(ctx);
  const existing = await findAnnouncement(input.id);
  const stored = await storeMedia(existing.companyId, input.file, input.file.name, { maxBytes: { image: mediaLimits.image }, allowedTypes: IMAGE_TYPES });
  try {
    return await withTransaction(async (tx) => {
      const current = await findAnnouncement(input.id, tx);
      const [row] = await tx
        .update(announcements)
        .set({ mediaPath: stored.mediaPath, mediaName: stored.mediaName, updatedAt: new Date() })
        .where(eq(announcements.id, current.id))
        .returning();
      if (current.mediaPath) onCommit(() => deleteMedia(current.mediaPath));
      const record = serializeAnnouncement(row);
      emitAnnouncementEvent(row.companyId, { action: 'update', record });
      return record;
    });
  } catch (e) {
    await deleteMedia(stored.mediaPath);
    throw e;
  }
}

export async function deleteAnnouncementMedia({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<Announcement> {
  assertSuper(ctx);
  return withTransaction(async (tx) => {
    const current = await findAnnouncement(input.id, tx);
    const [row] = await tx.update(announcements).set({ mediaPath: null, mediaName: null, updatedAt: new Date() }).where(eq(announcements.id, current.id)).returning();
    if (current.mediaPath) onCommit(() => deleteMedia(current.mediaPath));
    const record = serializeAnnouncement(row);
    emitAnnouncementEvent(row.companyId, { action: 'update', record });
    return record;
  });
}
