import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { companyId } from './_tenant';

export const settings = pgTable(
  'settings',
  {
    id: id(),
    companyId: companyId(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('settings_company_key_unique').on(t.companyId, t.key)],
);
