import { z } from 'zod';
import { EXAMPLE_AT, entityId, isoDateTime } from './common';
import { invoiceStatuses, paymentProviders } from '../schemas/billing';

const invoiceExample = {
  id: 12,
  invoiceId: 12,
  companyId: 3,
  detail: 'Plano Profissional',
  value: 199.9,
  recurrence: 'MENSAL',
  dueDate: EXAMPLE_AT,
  status: 'open' as const,
  paidAt: null,
  note: '',
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

/** An invoice (spec core §3: id, invoiceId, value, dueDate, status); `invoiceId` repeats the id for the checkout form. */
export const Invoice = z
  .object({
    id: entityId,
    invoiceId: entityId,
    companyId: entityId,
    detail: z.string(),
    value: z.number().min(0),
    recurrence: z.string(),
    dueDate: isoDateTime,
    status: z.enum(invoiceStatuses),
    paidAt: isoDateTime.nullable(),
    note: z.string(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Invoice', example: invoiceExample });
export type Invoice = z.infer<typeof Invoice>;

/** A page of the company's invoices; `subscriptionPageUrl`: the external plan-subscription page the platform set for /financeiro to embed (https), or null. */
export const InvoiceList = z
  .object({ invoices: z.array(Invoice), hasMore: z.boolean(), subscriptionPageUrl: z.string().nullable() })
  .meta({ id: 'InvoiceList', example: { invoices: [invoiceExample], hasMore: false, subscriptionPageUrl: null } });
export type InvoiceList = z.infer<typeof InvoiceList>;

/** The super users' list: each invoice with its company's id and name. */
export const PlatformInvoice = Invoice.extend({ company: z.object({ id: entityId, name: z.string() }) }).meta({ id: 'PlatformInvoice', example: { ...invoiceExample, company: { id: 3, name: 'Acme Ltda' } } });
export type PlatformInvoice = z.infer<typeof PlatformInvoice>;
export const PlatformInvoiceList = z.object({ invoices: z.array(PlatformInvoice), count: z.number().int().min(0), hasMore: z.boolean() }).meta({ id: 'PlatformInvoiceList', example: { invoices: [{ ...invoiceExample, company: { id: 3, name: 'Acme Ltda' } }], count: 1, hasMore: false } });
export type PlatformInvoiceList = z.infer<typeof PlatformInvoiceList>;

/** The billing settings as super users read them: credentials only say whether they are set. */
export const BillingSettings = z
  .object({
    provider: z.enum(paymentProviders),
    invoiceDaysBefore: z.number().int().min(0),
    pixKey: z.string(),
    merchantName: z.string(),
    merchantCity: z.string(),
    efiBaseUrl: z.string(),
    efiClientId: z.string(),
    efiClientSecret: z.boolean(),
    efiWebhookSecret: z.boolean(),
    efiCert: z.boolean(),
    efiKey: z.boolean(),
    asaasBaseUrl: z.string(),
    asaasToken: z.boolean(),
    asaasWebhookToken: z.boolean(),
    subscriptionPageUrl: z.string(),
  })
  .meta({
    id: 'BillingSettings',
    example: { provider: 'pix-static', invoiceDaysBefore: 10, pixKey: 'financeiro@zapdesk.dev', merchantName: 'ZAPDESK', merchantCity: 'SAO PAULO', efiBaseUrl: 'https://pix.api.efipay.com.br', efiClientId: '', efiClientSecret: false, efiWebhookSecret: false, efiCert: false, efiKey: false, asaasBaseUrl: 'https://api.asaas.com/v3', asaasToken: false, asaasWebhookToken: false, subscriptionPageUrl: '' },
  });
export type BillingSettings = z.infer<typeof BillingSettings>;

/** The payment code of an invoice (spec core §3 "Payment result"): the copia-e-cola text, its QR as a PNG data URL, the amount. */
export const SubscriptionResult = z
  .object({
    qrcode: z.object({ qrcode: z.string().min(1), imagemQrcode: z.string().startsWith('data:image/') }),
    valor: z.object({ original: z.string().regex(/^\d+\.\d{2}$/) }),
    invoiceId: entityId,
  })
  .meta({
    id: 'SubscriptionResult',
    example: { qrcode: { qrcode: '00020126…6304ABCD', imagemQrcode: 'data:image/png;base64,iVBORw0KGgo…' }, valor: { original: '199.90' }, invoiceId: 12 },
  });
export type SubscriptionResult = z.infer<typeof SubscriptionResult>;

/** What a provider's notification did: payments it reported, invoices it paid, repeats and entries ignored (unknown charge, wrong amount). */
export const PaymentWebhookResult = z
  .object({ received: z.number().int().min(0), confirmed: z.number().int().min(0), duplicates: z.number().int().min(0), ignored: z.number().int().min(0) })
  .meta({ id: 'PaymentWebhookResult', example: { received: 1, confirmed: 1, duplicates: 0, ignored: 0 } });
export type PaymentWebhookResult = z.infer<typeof PaymentWebhookResult>;

export const BillingEmail = z.object({ email: z.string() }).meta({ id: 'BillingEmail', example: { email: 'financeiro@acme.com.br' } });
export type BillingEmail = z.infer<typeof BillingEmail>;

/** The public pay page: the company, its due date, and its invoices that can be paid (or were paid since the link was sent). */
export const PayLinkView = z
  .object({ company: z.object({ name: z.string(), dueDate: isoDateTime.nullable() }), invoices: z.array(Invoice), expiresAt: isoDateTime })
  .meta({ id: 'PayLinkView', example: { company: { name: 'Acme Ltda', dueDate: EXAMPLE_AT }, invoices: [invoiceExample], expiresAt: EXAMPLE_AT } });
export type PayLinkView = z.infer<typeof PayLinkView>;
