import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { companyId } from './_tenant';

export const tags = pgTable(
  'tags',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#A4CCCC'),
    kanban: integer('kanban').notNull().default(0),
    userId: integer('userId'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('tags_company_name_unique').on(t.companyId, t.name)],
);
