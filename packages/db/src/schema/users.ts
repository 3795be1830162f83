import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, id, timestamps, ts } from './_columns';
import { companyId } from './_tenant';

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('passwordHash').notNull(),
    profile: text('profile').notNull().default('user'),
    super: flag('super'),
    allTicket: text('allTicket').notNull().default('desabled'),
    whatsappId: integer('whatsappId'),
    language: text('language'),
    tokenVersion: integer('tokenVersion').notNull().default(0),
    online: flag('online'),
    lastSeenAt: ts('lastSeenAt'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_company_idx').on(t.companyId, t.name)],
);
