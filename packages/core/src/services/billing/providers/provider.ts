import type { PaymentProviderName } from '@zapdesk/contracts';
import type { InvoiceRow } from '../internal';
import type { BillingConfig } from '../settings';

/** Who pays: the company and the billing contact the checkout gave. */
export type Payer = { companyId: number; companyName: string; email: string; name: string; document?: string };

/** A charge at the provider for one invoice: its id there (the PIX txid), the copia-e-cola code and, when the provider draws it, the QR image. */
export type Charge = { txid: string; code: string; image?: string };

/** A payment the provider says was made: the charge it belongs to and the amount paid. */
export type PaidNotice = { txid: string; amount: number };

/** What a webhook request carried (the raw body, for providers that sign it). */
export type WebhookRequest = { headers: Headers; query: URLSearchParams; rawBody: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the charge of the invoice (throws ERR_PAYMENT_PROVIDER when the provider fails). */
  createCharge(invoice: InvoiceRow, payer: Payer): Promise<Charge>;
  /** The payments a verified notification reports (throws ERR_INVALID_WEBHOOK when it cannot be verified). */
  readWebhook(req: WebhookRequest): Promise<PaidNotice[]>;
}

export type ProviderFactory = (cfg: BillingConfig) => PaymentProvider;
