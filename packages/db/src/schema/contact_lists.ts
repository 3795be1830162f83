import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, id, json, timestamps, ts } from './_columns';
import { companyId } from './_tenant';

export const contactLists = pgTable(
  'contact_lists',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [index('contact_lists_company_idx').on(t.companyId)],
);

export const contactListItems = pgTable(
  'contact_list_items',
  {
    id: id(),
    companyId: companyId(),
    contactListId: integer('contactListId')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: text('number').notNull(),
    email: text('email').notNull().default(''),
    isWhatsappValid: flag('isWhatsappValid'),
    /** When the number was checked through a connection; null while the check is pending. */
    validatedAt: ts('validatedAt'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('contact_list_items_number_unique').on(t.contactListId, t.number), index('contact_list_items_list_idx').on(t.contactListId, t.id)],
);

/**
 * A spreadsheet upload into a list: accepted at once, its rows read by due work from the stored file,
 * `processed` rows at a time (a restarted import continues from there); errors are the rows refused.
 */
export const contactListImports = pgTable(
  'contact_list_imports',
  {
    id: id(),
    companyId: companyId(),
    contactListId: integer('contactListId')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    fileName: text('fileName').notNull().default(''),
    filePath: text('filePath').notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    added: integer('added').notNull().default(0),
    merged: integer('merged').notNull().default(0),
    errors: json<Record<string, unknown>[]>('errors').notNull().default([]),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [index('contact_list_imports_list_idx').on(t.contactListId, t.id)],
);
