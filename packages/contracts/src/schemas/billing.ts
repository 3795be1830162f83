import { z } from 'zod';
import { intId, pageNumber, searchParam } from './common';

export const invoiceStatuses = ['open', 'paid', 'expired', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** `GET /invoices/all`: the company's invoices, newest due date first; searchParam over the detail and status. */
export const InvoiceListQuery = z.object({ searchParam, pageNumber });
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

/** `GET /invoices` (super users): every company's invoices; searchParam over the company's name and the detail. */
export const PlatformInvoiceListQuery = z.object({ searchParam, pageNumber, status: z.enum(invoiceStatuses).optional(), companyId: intId.optional() });
export type PlatformInvoiceListQuery = z.infer<typeof PlatformInvoiceListQuery>;

/** A super user marks an invoice paid (outside any provider) or cancels it, saying why. */
export const InvoiceNoteBody = z.object({ note: z.string().trim().max(500).optional().default('') });
export type InvoiceNoteBody = z.infer<typeof InvoiceNoteBody>;

export const paymentProviders = ['pix-static', 'efi', 'asaas'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** The billing settings of the platform (super users). Credentials are write-only: answers mask them. */
export const BillingSettingsBody = z.object({
  provider: z.enum(paymentProviders).optional(),
  invoiceDaysBefore: z.coerce.number().int().min(0).max(60).optional(),
  pixKey: z.string().trim().max(77).optional(),
  merchantName: z.string().trim().max(25).optional(),
  merchantCity: z.string().trim().max(15).optional(),
  efiBaseUrl: z.url().max(300).optional().or(z.literal('')),
  efiClientId: z.string().trim().max(200).optional(),
  efiClientSecret: z.string().trim().max(200).optional(),
  efiWebhookSecret: z.string().trim().max(200).optional(),
  asaasBaseUrl: z.url().max(300).optional().or(z.literal('')),
  asaasToken: z.string().trim().max(300).optional(),
  asaasWebhookToken: z.string().trim().max(200).optional(),
});
export type BillingSettingsBody = z.infer<typeof BillingSettingsBody>;
