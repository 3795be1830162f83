import { integer } from 'drizzle-orm/pg-core';
import { companies } from './companies';

export const companyId = () =>
  integer('companyId')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
