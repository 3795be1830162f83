import type { Announcement, AnnouncementUpdateBody } from '@zapdesk/contracts';
import { announcements, eq, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../../lib/guards';
import { emitAnnouncementEvent, findAnnouncement, serializeAnnouncement } from './internal';

/** Applies only the editable fields sent (title, text, priority, status). */
export async function updateAnnouncement({ ctx, input }: { ctx: Ctx; input: { id: number; data: AnnouncementUpdateBody } }): Promise<Announcement> {
  assertSuper(ctx);
  return withTransaction(async (tx) => {
    await findAnnouncement(input.id, tx);
    const { title, text, priority, status } = input.data;
    const changes = Object.fromEntries(Object.entries({ title, text, priority, status }).filter(([, v]) => v !== undefined));
    const [row] = await tx
      .update(announcements)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(announcements.id, input.id))
      .returning();
    const record = serializeAnnouncement(row);
    emitAnnouncementEvent(row.companyId, { action: 'update', record });
    return record;
  });
}
