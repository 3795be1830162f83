import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, flag, id, timestamps } from './_columns';
import { companyId } from './_tenant';
import { users } from './users';

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    companyId: companyId(),
    priority: integer('priority').notNull().default(3),
    title: text('title').notNull(),
    text: text('text').notNull(),
    mediaPath: text('mediaPath'),
    mediaName: text('mediaName'),
    status: flag('status', true),
    ...timestamps(),
  },
  (t) => [index('announcements_status_idx').on(t.status, t.priority)],
);

/** Which announcements a user has seen in the top bar's popover: the unseen count follows the user across devices. */
export const announcementSeen = pgTable(
  'announcement_seen',
  {
    id: id(),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcementId: integer('announcementId')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('announcement_seen_unique').on(t.userId, t.announcementId), index('announcement_seen_announcement_idx').on(t.announcementId)],
);
