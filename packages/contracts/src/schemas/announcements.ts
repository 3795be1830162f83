import { z } from 'zod';
import { pageNumber, searchParam } from './common';

/** Priority 1 high, 2 medium, 3 low (admin-automation.md §3, default 3). */
export const announcementPriority = z.coerce.number().int().min(1).max(3);

/** Title and text required (§5); priority default 3 and status default true (§9). */
export const AnnouncementBody = z.object({
  title: z.string().trim().min(1, 'title required').max(200),
  text: z.string().trim().min(1, 'text required').max(5000),
  priority: announcementPriority.optional().default(3),
  status: z.boolean().optional().default(true),
});
export type AnnouncementBody = z.infer<typeof AnnouncementBody>;

export const AnnouncementUpdateBody = z.object({
  title: z.string().trim().min(1, 'title required').max(200).optional(),
  text: z.string().trim().min(1, 'text required').max(5000).optional(),
  priority: announcementPriority.optional(),
  status: z.boolean().optional(),
});
export type AnnouncementUpdateBody = z.infer<typeof AnnouncementUpdateBody>;

export const AnnouncementsQuery = z.object({ searchParam, pageNumber });
export type AnnouncementsQuery = z.infer<typeof AnnouncementsQuery>;

export const AnnouncementMediaForm = z.object({ file: z.instanceof(File, { message: 'a file is required' }) });

/**
 * Mark announcements seen in the top bar's popover: the ids the user was shown (active ones; others are passed
 * over), or, without ids, every active announcement.
 */
export const AnnouncementSeenBody = z.object({
  ids: z.array(z.number().int().positive()).max(200, 'at most 200 ids').optional(),
});
export type AnnouncementSeenBody = z.infer<typeof AnnouncementSeenBody>;
