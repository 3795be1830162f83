import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, id, timestamps } from './_columns';
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
    ...timestamps(),
  },
  (t) => [uniqueIndex('contact_list_items_number_unique').on(t.contactListId, t.number)],
);
