import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, id, timestamps } from './_columns';
import { companyId } from './_tenant';

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    number: text('number').notNull(),
    email: text('email').notNull().default(''),
    profilePicUrl: text('profilePicUrl').notNull().default(''),
    lid: text('lid'),
    isGroup: flag('isGroup'),
    disableBot: flag('disableBot'),
    whatsappId: integer('whatsappId'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('contacts_company_number_unique').on(t.companyId, t.number),
    index('contacts_company_lid_idx').on(t.companyId, t.lid),
    index('contacts_company_name_idx').on(t.companyId, t.name),
  ],
);

export const contactCustomFields = pgTable(
  'contact_custom_fields',
  {
    id: id(),
    contactId: integer('contactId')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('contact_custom_fields_contact_idx').on(t.contactId)],
);
