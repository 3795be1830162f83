import type { Invoice } from '@zapdesk/contracts';
import { and, dialect, eq, inArray, invoices, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../../lib/guards';
import { confirmInvoicePayment } from './confirm';
import { findInvoiceOrThrow, noInvoice, presentInvoice } from './internal';
import { assertInvoiceTransition, fromStatuses } from './transitions';
import { AppError } from '@zapdesk/contracts';

/** A super user marks the invoice paid (a PIX to the static key, a transfer): the licence renews as for a provider's confirmation. */
export async function markInvoicePaid({ ctx, input }: { ctx: Ctx; input: { id: number; note: string } }): Promise<Invoice> {
  assertSuper(ctx);
  await findInvoiceOrThrow(input.id, null);
  const { invoice, renewed } = await confirmInvoicePayment({ invoiceId: input.id, note: input.note });
  if (!renewed) throw new AppError('ERR_INVOICE_INVALID_TRANSITION', 'The invoice is already paid', { status: invoice.status });
  return presentInvoice(invoice);
}

/** A super user cancels an open or expired invoice (it is no longer charged; due work does not issue it again). */
export async function cancelInvoice({ ctx, input }: { ctx: Ctx; input: { id: number; note: string } }): Promise<Invoice> {
  assertSuper(ctx);
  return withTransaction(async (tx) => {
    const lock = tx.select().from(invoices).where(eq(invoices.id, input.id));
    const [current] = dialect === 'pg' ? await lock.for('update') : await lock;
    if (!current) throw noInvoice();
    assertInvoiceTransition(current.status, 'cancelled');
    const [row] = await tx
      .update(invoices)
      .set({ status: 'cancelled', note: input.note, updatedAt: new Date() })
      .where(and(eq(invoices.id, input.id), inArray(invoices.status, fromStatuses('cancelled'))))
      .returning();
    if (!row) throw new AppError('ERR_INVOICE_INVALID_TRANSITION', 'The invoice changed meanwhile');
    return presentInvoice(row);
  });
}
