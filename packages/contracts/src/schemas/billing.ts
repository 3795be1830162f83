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
  /** Efí's client certificate and its private key, in PEM (Efí's .p12 converted); empty removes them. */
  efiCert: z.string().trim().max(20_000).regex(/^$|^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/, 'Use a PEM certificate (-----BEGIN CERTIFICATE-----)').optional(),
  efiKey: z.string().trim().max(20_000).regex(/^$|^-----BEGIN ([A-Z]+ )?PRIVATE KEY-----[\s\S]+-----END ([A-Z]+ )?PRIVATE KEY-----$/, 'Use a PEM private key (-----BEGIN PRIVATE KEY-----)').optional(),
  asaasBaseUrl: z.url().max(300).optional().or(z.literal('')),
  asaasToken: z.string().trim().max(300).optional(),
  asaasWebhookToken: z.string().trim().max(200).optional(),
  /** The external plan-subscription page /financeiro embeds (spec core §2); https only; empty shows none. */
  subscriptionPageUrl: z.url({ protocol: /^https$/, message: 'Use an https:// address' }).max(500).optional().or(z.literal('')),
});
export type BillingSettingsBody = z.infer<typeof BillingSettingsBody>;

export const checkoutCountries = ['BR', 'usa'] as const;
const required = (max: number) => z.string().trim().min(1, 'Obrigatório').max(max);

/** A card expiry `MM/YY` (or `MM/YYYY`) not in the past. */
export const cardExpiry = z
  .string()
  .trim()
  .regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, 'Data de validade inválida')
  .refine((v) => {
    const [m, y] = v.split('/').map(Number);
    const year = y < 100 ? 2000 + y : y;
    const now = new Date();
    return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && m >= now.getUTCMonth() + 1);
  }, 'Cartão vencido');

/** The Luhn check digit test of a card number (digits only). */
export function luhnValid(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card number: 13 to 19 digits (spaces allowed between groups) passing the Luhn check. */
export const cardNumber = z
  .string()
  .trim()
  .regex(/^\d[\d ]{11,22}\d$/, 'Número do cartão inválido')
  .refine((v) => {
    const digits = v.replace(/ /g, '');
    return /^\d{13,19}$/.test(digits) && luhnValid(digits);
  }, 'Número do cartão inválido');

/**
 * `POST /subscription`, the checkout form (spec core §3, §5): step 1 (firstName, address2, city, zipcode,
 * country BR|usa) and the full form (lastName, state, nameOnCard, cardNumber with its Luhn check, a valid
 * expiry, a 3-digit CVV) are required. The card fields are checked here and never stored or logged (the
 * charge is a PIX code). `plan` is a public plan's id: the charge is that plan's value over the invoice's
 * recurrence, computed by the server — a `price` sent is not trusted.
 */
export const SubscriptionBody = z.object({
  firstName: required(100),
  lastName: required(100),
  address2: required(200),
  city: required(100),
  state: required(100),
  zipcode: required(20),
  country: z.enum(checkoutCountries),
  useAddressForPaymentDetails: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  nameOnCard: required(100),
  cardNumber,
  expiryDate: cardExpiry,
  cvv: z.string().trim().regex(/^\d{3}$/, 'CVV inválido'),
  invoiceId: intId,
  plan: intId.optional(),
  price: z.unknown().optional(),
  users: z.coerce.number().int().min(0).max(100000).optional(),
  connections: z.coerce.number().int().min(0).max(100000).optional(),
  email: z.email().max(200).optional(),
});
export type SubscriptionBody = z.infer<typeof SubscriptionBody>;

export const PaymentWebhookParam = z.object({ provider: z.enum(['efi', 'asaas']) });

/** `PUT /subscription/email`: the company's billing e-mail (its admins). */
export const BillingEmailBody = z.object({ email: z.string().trim().toLowerCase().pipe(z.email().max(200)) });
export type BillingEmailBody = z.infer<typeof BillingEmailBody>;

/** `POST /pay-link`: an administrator whose login was refused asks for a payment link (sent to the billing e-mail). */
export const PayLinkRequestBody = z.object({ email: z.string().trim().toLowerCase().pipe(z.email().max(200)) });
export type PayLinkRequestBody = z.infer<typeof PayLinkRequestBody>;
export const PayLinkParam = z.object({ token: z.string().min(10).max(500) });
/** `POST /pay/{token}`: the checkout form of the public pay page (the same fields as `POST /subscription`). */
export const PayLinkCheckoutBody = SubscriptionBody;
