import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './_columns';
import { companyId } from './_tenant';

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: companyId(),
    detail: text('detail').notNull().default(''),
    status: text('status').notNull().default('open'),
    value: doublePrecision('value').notNull().default(0),
    dueDate: ts('dueDate').notNull(),
    paidAt: ts('paidAt'),
    ...timestamps(),
  },
  (t) => [index('invoices_company_idx').on(t.companyId, t.dueDate)],
);
