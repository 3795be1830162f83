import { and, eq, invoices, lt, withTransaction } from '@zapdesk/db';
import { startOfUtcDay, type InvoiceRow } from './internal';

/** Due work: open invoices whose due date has passed (before today, UTC, as login reads a due date) become expired. */
export async function expireOverdueInvoices(now = new Date()): Promise<InvoiceRow[]> {
  return withTransaction((tx) =>
    tx
      .update(invoices)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(invoices.status, 'open'), lt(invoices.dueDate, startOfUtcDay(now))))
      .returning(),
  );
}
