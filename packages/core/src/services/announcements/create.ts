import type { Announcement, AnnouncementBody } from '@zapdesk/contracts';
import { announcements, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../../lib/guards';
import { emitAnnouncementEvent, serializeAnnouncement } from './internal';

/** A super user publishes an announcement (kept under their company, shown to every company). */
export async function createAnnouncement({ ctx, input }: { ctx: Ctx; input: AnnouncementBody }): Promise<Announcement> {
  assertSuper(ctx);
  return withTransaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({ companyId: ctx.actor.companyId, title: input.title, text: input.text, priority: input.priority, status: input.status })
      .returning();
    const record = serializeAnnouncement(row);
    emitAnnouncementEvent(ctx.actor.companyId, { action: 'create', record });
    return record;
  });
}
