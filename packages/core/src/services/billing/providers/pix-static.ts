import { AppError } from '@zapdesk/contracts';
import type { BillingConfig } from '../settings';
import { brCode } from './br-code';
import type { PaymentProvider } from './provider';

/** The txid of a static code: letters and digits naming the invoice (at most 25). */
export const staticTxid = (invoiceId: number) => `ZD${String(invoiceId).padStart(8, '0')}`;

/**
 * No account needed: a copia-e-cola code for the platform's PIX key, with the invoice's amount and id. No one
 * tells us it was paid: a super user marks the invoice paid after seeing the transfer.
 */
export const pixStatic = (cfg: BillingConfig): PaymentProvider => ({
  name: 'pix-static',
  async createCharge(invoice) {
    if (!cfg.pixKey) throw new AppError('ERR_PAYMENT_PROVIDER', 'The platform has no PIX key configured');
    const txid = staticTxid(invoice.id);
    return { txid, code: brCode({ pixKey: cfg.pixKey, merchantName: cfg.merchantName, merchantCity: cfg.merchantCity, amount: invoice.value, txid }) };
  },
  async readWebhook() {
    throw new AppError('ERR_INVALID_WEBHOOK', 'Static PIX codes have no payment notifications');
  },
});
