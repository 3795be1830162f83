import { AppError, type Invoice, type InvoiceStatus } from '@zapdesk/contracts';
import { and, db, eq, invoices, type Db } from '@zapdesk/db';

export type InvoiceRow = typeof invoices.$inferSelect;

export const presentInvoice = (r: InvoiceRow): Invoice => ({
  id: r.id,
  invoiceId: r.id,
  companyId: r.companyId,
  detail: r.detail,
  value: r.value,
  recurrence: r.recurrence,
  dueDate: r.dueDate.toISOString(),
  status: r.status as InvoiceStatus,
  paidAt: r.paidAt?.toISOString() ?? null,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const noInvoice = () => new AppError('ERR_NO_INVOICE_FOUND', 'Invoice not found');

/** The invoice, within the company when one is given (another company's invoice is not found). */
export async function findInvoiceOrThrow(id: number, companyId: number | null, d: Db = db()) {
  const [row] = await d
    .select()
    .from(invoices)
    .where(companyId === null ? eq(invoices.id, id) : and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
  if (!row) throw noInvoice();
  return row;
}

/** The start of the UTC day of `now`: an invoice or a licence is past due once its date is before it (as login reads it). */
export const startOfUtcDay = (now: Date) => {
  const d = new Date(now);
  d.setUTCHours(0, 0, 0, 0);
  return d;
};
