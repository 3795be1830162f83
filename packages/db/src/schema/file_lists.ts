import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { companyId } from './_tenant';

export const fileLists = pgTable(
  'file_lists',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    message: text('message').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('file_lists_company_idx').on(t.companyId)],
);

export const fileOptions = pgTable(
  'file_options',
  {
    id: id(),
    fileId: integer('fileId')
      .notNull()
      .references(() => fileLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull().default(''),
    mediaType: text('mediaType').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('file_options_file_idx').on(t.fileId)],
);
