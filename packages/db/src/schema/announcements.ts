import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { flag, id, timestamps } from './_columns';
import { companyId } from './_tenant';

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
