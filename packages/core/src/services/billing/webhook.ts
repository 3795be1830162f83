import { AppError, type PaymentProviderName, type PaymentWebhookResult } from '@zapdesk/contracts';
import { and, db, eq, invoices } from '@zapdesk/db';
import { log } from '../../lib/logger';
import { confirmInvoicePayment } from './confirm';
import { paymentProvider, type WebhookRequest } from './providers';
import { readBillingConfig } from './settings';

/**
 * A provider's payment notification: verified by the provider's adapter (a forged one answers 401
 * ERR_INVALID_WEBHOOK and changes nothing); each reported payment confirms the invoice whose charge it names
 * (same provider, same txid) when the amount is the invoice's own. A repeat finds the invoice paid and renews
 * nothing; an unknown charge or another amount is logged and ignored (the provider is not asked to retry).
 */
export async function receivePaymentWebhook({ input }: { input: { provider: PaymentProviderName; request: WebhookRequest } }): Promise<PaymentWebhookResult> {
  const cfg = await readBillingConfig();
  const notices = await paymentProvider(cfg, input.provider).readWebhook(input.request);
  const result = { received: notices.length, confirmed: 0, duplicates: 0, ignored: 0 };
  for (const n of notices) {
    const [invoice] = await db()
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.provider, input.provider), eq(invoices.txid, n.txid)));
    if (!invoice) {
      result.ignored++;
      log.warn('payment notification for an unknown charge', { provider: input.provider, txid: n.txid });
      continue;
    }
    try {
      const { renewed } = await confirmInvoicePayment({ invoiceId: invoice.id, expectedValue: n.amount });
      if (renewed) result.confirmed++;
      else result.duplicates++;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      result.ignored++;
      log.warn('payment notification ignored', { provider: input.provider, invoiceId: invoice.id, error: e.code, message: e.message });
    }
  }
  return result;
}
