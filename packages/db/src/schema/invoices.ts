import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './_columns';
import { companyId } from './_tenant';
import { plans } from './plans';

/**
 * A company's bill for one period: `dueDate` is the company's due date the period ends on, so
 * (companyId, dueDate) is unique and due work issuing twice finds the row already there.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: companyId(),
    detail: text('detail').notNull().default(''),
    /** open, paid, expired, cancelled (see services/billing/transitions.ts). */
    status: text('status').notNull().default('open'),
    value: doublePrecision('value').notNull().default(0),
    recurrence: text('recurrence').notNull().default('MENSAL'),
    /** The plan chosen at checkout (its value priced the invoice); the company moves to it when the invoice is paid. */
    planId: integer('planId').references(() => plans.id, { onDelete: 'set null' }),
    dueDate: ts('dueDate').notNull(),
    paidAt: ts('paidAt'),
    /** What the super user wrote when marking it paid or cancelling it. */
    note: text('note').notNull().default(''),
    /** The payment provider that holds its charge, and the charge's id there (the PIX txid). */
    provider: text('provider'),
    txid: text('txid'),
    /** The PIX copia-e-cola code of its charge, kept so the same code is shown again. */
    chargeCode: text('chargeCode'),
    ...timestamps(),
  },
  (t) => [
    index('invoices_company_idx').on(t.companyId, t.dueDate),
    uniqueIndex('invoices_company_period_unique').on(t.companyId, t.dueDate),
    uniqueIndex('invoices_txid_unique').on(t.txid),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
  ],
);

/** Platform-wide settings the super users keep (billing provider, PIX key, days ahead an invoice is issued). */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: id(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('platform_settings_key_unique').on(t.key)],
);
