import { z } from 'zod';
import { EXAMPLE_AT, entityId, isoDateTime } from './common';

const announcementExample = {
  id: 4,
  companyId: 1,
  title: 'Manutenção programada',
  text: 'O sistema ficará indisponível no domingo das 02h às 04h.',
  priority: 1,
  status: true,
  mediaPath: null,
  mediaName: null,
  mediaUrl: null,
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

/** A platform announcement (super users write them; every user reads the active ones). */
export const Announcement = z
  .object({
    id: entityId,
    companyId: entityId,
    title: z.string(),
    text: z.string(),
    priority: z.number().int().min(1).max(3),
    status: z.boolean(),
    mediaPath: z.string().nullable(),
    mediaName: z.string().nullable(),
    mediaUrl: z.string().nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Announcement', example: announcementExample });
export type Announcement = z.infer<typeof Announcement>;

export const AnnouncementList = z
  .object({ records: z.array(Announcement), hasMore: z.boolean() })
  .meta({ id: 'AnnouncementList', example: { records: [announcementExample], hasMore: false } });
export type AnnouncementList = z.infer<typeof AnnouncementList>;

/** How many active announcements the caller has not seen yet, and which active ones they have (kept per user). */
export const AnnouncementSeen = z
  .object({ unseen: z.number().int().min(0), seenIds: z.array(entityId) })
  .meta({ id: 'AnnouncementSeen', example: { unseen: 1, seenIds: [3] } });
export type AnnouncementSeen = z.infer<typeof AnnouncementSeen>;
