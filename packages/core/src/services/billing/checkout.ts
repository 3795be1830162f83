import { AppError, type PaymentProviderName, type SubscriptionBody, type SubscriptionResult } from '@zapdesk/contracts';
import { and, companies, db, eq, invoices, isNull, ne, or, withTransaction } from '@zapdesk/db';
import QRCode from 'qrcode';
import type { Ctx } from '../../context';
import { assertAdmin } from '../../lib/guards';
import { log } from '../../lib/logger';
import { findInvoiceOrThrow, type InvoiceRow } from './internal';
import { paymentProvider, type Charge } from './providers';
import { readBillingConfig } from './settings';
import { canMoveInvoice } from './transitions';

/** The QR of a code as the checkout shows it (256 px, spec core §9). */
export const qrImage = (code: string) => QRCode.toDataURL(code, { width: 256, margin: 1, errorCorrectionLevel: 'M' });

/**
 * `POST /subscription`: the payment code of one of the company's open (or expired) invoices, from the provider
 * the platform setting names. A charge already made there for the invoice is shown again, not made twice; two
 * checkouts at once keep the first charge stored. The card fields of the form are never read here.
 */
export async function checkoutInvoice({ ctx, input }: { ctx: Ctx; input: SubscriptionBody }): Promise<SubscriptionResult> {
  assertAdmin(ctx);
  const invoice = await findInvoiceOrThrow(input.invoiceId, ctx.actor.companyId);
  if (!canMoveInvoice(invoice.status, 'paid')) throw new AppError('ERR_INVOICE_INVALID_TRANSITION', `The invoice is ${invoice.status}`, { status: invoice.status });
  const cfg = await readBillingConfig();
  const provider = paymentProvider(cfg);
  let stored: InvoiceRow = invoice;
  let charge: Charge | null = null;
  if (!(invoice.chargeCode && invoice.provider === provider.name)) {
    const [company] = await db().select({ name: companies.name, email: companies.email, document: companies.document }).from(companies).where(eq(companies.id, invoice.companyId));
    charge = await provider.createCharge(invoice, {
      companyId: invoice.companyId,
      companyName: company?.name ?? '',
      email: input.email ?? company?.email ?? '',
      name: [input.firstName, input.lastName].filter(Boolean).join(' '),
      document: company?.document || undefined,
    });
    stored = await storeCharge(invoice.id, provider.name, charge);
    log.info('invoice charge created', { invoiceId: invoice.id, companyId: invoice.companyId, provider: provider.name });
  }
  const code = stored.chargeCode!;
  const image = charge && charge.code === code && charge.image ? charge.image : await qrImage(code);
  return { qrcode: { qrcode: code, imagemQrcode: image }, valor: { original: stored.value.toFixed(2) }, invoiceId: stored.id };
}

/** Keeps the charge on the invoice unless another checkout stored one of this provider first (then that one stands). */
async function storeCharge(invoiceId: number, provider: PaymentProviderName, charge: Charge): Promise<InvoiceRow> {
  return withTransaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({ provider, txid: charge.txid, chargeCode: charge.code, updatedAt: new Date() })
      .where(and(eq(invoices.id, invoiceId), or(isNull(invoices.chargeCode), isNull(invoices.provider), ne(invoices.provider, provider))))
      .returning();
    return row ?? (await findInvoiceOrThrow(invoiceId, null, tx));
  });
}
