import { AppError, type Announcement, type AnnouncementEvent } from '@zapdesk/contracts';
import { announcements, db, eq, type Db } from '@zapdesk/db';
import { publicMediaUrl } from '../../lib/media';
import { emitCompanyEvent, rooms } from '../../lib/realtime';

export type AnnouncementRow = typeof announcements.$inferSelect;

export const noAnnouncement = () => new AppError('ERR_NO_ANNOUNCEMENT_FOUND', 'Announcement not found');

export const serializeAnnouncement = (r: AnnouncementRow): Announcement => ({
  id: r.id,
  companyId: r.companyId,
  title: r.title,
  text: r.text,
  priority: r.priority,
  status: r.status,
  mediaPath: r.mediaPath,
  mediaName: r.mediaName,
  mediaUrl: r.mediaPath ? publicMediaUrl(r.mediaPath) : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Announcements are platform-wide: super users address them by id whatever company wrote them. */
export async function findAnnouncement(id: number, d: Db = db()) {
  const [row] = await d.select().from(announcements).where(eq(announcements.id, id));
  if (!row) throw noAnnouncement();
  return row;
}

/** `company-announcement`, the platform-wide name existing clients listen to, to every logged-in socket. */
export function emitAnnouncementEvent(companyId: number, payload: AnnouncementEvent) {
  emitCompanyEvent([rooms.everyone()], companyId, 'announcement', payload);
}
