import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { flag, id, timestamps } from './_columns';
import { companyId } from './_tenant';

export const quickMessages = pgTable(
  'quick_messages',
  {
    id: id(),
    companyId: companyId(),
    userId: integer('userId'),
    shortcode: text('shortcode').notNull(),
    message: text('message').notNull().default(''),
    geral: flag('geral'),
    status: text('status').notNull().default('active'),
    mediaPath: text('mediaPath'),
    mediaName: text('mediaName'),
    ...timestamps(),
  },
  (t) => [index('quick_messages_company_idx').on(t.companyId, t.shortcode)],
);
