import { AppError, type PaymentProviderName, type SubscriptionBody, type SubscriptionResult } from '@zapdesk/contracts';
import { and, companies, db, eq, inArray, invoices, isNull, ne, or, plans, withTransaction } from '@zapdesk/db';
import QRCode from 'qrcode';
import type { Ctx } from '../../context';
import { assertAdmin } from '../../lib/guards';
import { log } from '../../lib/logger';
import { findInvoiceOrThrow, type InvoiceRow } from './internal';
import { paymentProvider, type Charge } from './providers';
import { readBillingConfig } from './settings';
import { periodValue } from './issue';
import { canMoveInvoice, fromStatuses } from './transitions';

/** The QR of a code as the checkout shows it (256 px, spec core §9). */
export const qrImage = (code: string) => QRCode.toDataURL(code, { width: 256, margin: 1, errorCorrectionLevel: 'M' });

/**
 * `POST /subscription`: the payment code of one of the company's open (or expired) invoices, from the provider
 * the platform setting names. A charge already made there for the invoice is shown again, not made twice; two
 * checkouts at once keep the first charge stored. The card fields of the form are checked by the contract and
 * never read here. With `plan` (a public plan's id) the invoice is repriced to that plan's monthly value over
 * the invoice's recurrence — the server's sum, never a price sent — and records the plan, which the company
 * moves to when the invoice is paid; a charge made for another amount is replaced.
 */
export async function checkoutInvoice({ ctx, input }: { ctx: Ctx; input: SubscriptionBody }): Promise<SubscriptionResult> {
  assertAdmin(ctx);
  const invoice = await findInvoiceOrThrow(input.invoiceId, ctx.actor.companyId);
  if (!canMoveInvoice(invoice.status, 'paid')) throw new AppError('ERR_INVOICE_INVALID_TRANSITION', `The invoice is ${invoice.status}`, { status: invoice.status });
  const priced = input.plan === undefined ? invoice : await choosePlan(invoice, input.plan);
  const cfg = await readBillingConfig();
  const provider = paymentProvider(cfg);
  let stored: InvoiceRow = priced;
  let charge: Charge | null = null;
  if (!(priced.chargeCode && priced.provider === provider.name)) {
    const [company] = await db().select({ name: companies.name, email: companies.email, document: companies.document }).from(companies).where(eq(companies.id, invoice.companyId));
    charge = await provider.createCharge(priced, {
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

const badPlan = (message: string) => new AppError('ERR_VALIDATION', message, { fields: { plan: message } });

/**
 * The plan chosen at checkout: one of the public plans with a price. The invoice takes its value over the
 * invoice's recurrence and its id; when that changes anything, the charge made for the old amount is dropped
 * (a new one is made for the new amount). Only an open or expired invoice is repriced.
 */
async function choosePlan(invoice: InvoiceRow, planId: number): Promise<InvoiceRow> {
  const [plan] = await db().select({ id: plans.id, name: plans.name, value: plans.value }).from(plans).where(and(eq(plans.id, planId), eq(plans.isPublic, true)));
  if (!plan) throw badPlan('Plano não encontrado');
  if (!(plan.value > 0)) throw badPlan('Plano sem valor');
  const value = periodValue(plan.value, invoice.recurrence);
  if (invoice.planId === plan.id && Math.round(invoice.value * 100) === Math.round(value * 100)) return invoice;
  return withTransaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({ planId: plan.id, value, detail: plan.name, provider: null, txid: null, chargeCode: null, updatedAt: new Date() })
      .where(and(eq(invoices.id, invoice.id), inArray(invoices.status, fromStatuses('paid'))))
      .returning();
    if (!row) throw new AppError('ERR_INVOICE_INVALID_TRANSITION', 'The invoice changed meanwhile');
    log.info('invoice plan chosen', { invoiceId: row.id, companyId: row.companyId, planId: plan.id, value });
    return row;
  });
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
