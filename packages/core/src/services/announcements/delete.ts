import type { ResultMessage } from '@zapdesk/contracts';
import { announcements, eq, onCommit, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../../lib/guards';
import { deleteMedia } from '../../lib/media';
import { emitAnnouncementEvent, findAnnouncement } from './internal';

export async function deleteAnnouncement({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  assertSuper(ctx);
  await withTransaction(async (tx) => {
    const row = await findAnnouncement(input.id, tx);
    await tx.delete(announcements).where(eq(announcements.id, row.id));
    if (row.mediaPath) onCommit(() => deleteMedia(row.mediaPath));
    emitAnnouncementEvent(row.companyId, { action: 'delete', id: row.id, announcementId: row.id });
  });
  return { message: 'Announcement deleted' };
}
