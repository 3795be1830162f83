import { AppError } from '@zapdesk/contracts';
import { safeEqual } from '../../../lib/crypto';
import { guardedFetch } from '../../../lib/outbound';
import type { BillingConfig } from '../settings';
import type { PaidNotice, PaymentProvider } from './provider';

const providerError = (what: string, status?: number) => new AppError('ERR_PAYMENT_PROVIDER', `Asaas: ${what}${status ? ` (HTTP ${status})` : ''}`);
const PAID_EVENTS = new Set(['PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED']);

/**
 * Asaas: the payer as a customer (`POST /customers`), a PIX payment of the invoice's amount (`POST /payments`,
 * externalReference = the invoice id), its code and image (`GET /payments/{id}/pixQrCode`). Its webhook posts
 * `{event, payment: {id, value}}` with the token we configured there in the `asaas-access-token` header.
 */
export const asaas = (cfg: BillingConfig): PaymentProvider => {
  const base = cfg.asaasBaseUrl.replace(/\/$/, '');
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    if (!cfg.asaasToken) throw providerError('the access token is not configured');
    const res = await guardedFetch(`${base}${path}`, { ...init, headers: { access_token: cfg.asaasToken, 'content-type': 'application/json', 'user-agent': 'zapdesk' } });
    const body = (await res.json().catch(() => null)) as T | null;
    if (!res.ok || !body) throw providerError(`${init.method ?? 'GET'} ${path.split('/')[1]} failed`, res.status);
    return body;
  };
  return {
    name: 'asaas',
    async createCharge(invoice, payer) {
      const customer = await call<{ id?: string }>('/customers', { method: 'POST', body: JSON.stringify({ name: payer.name || payer.companyName, email: payer.email, cpfCnpj: payer.document || undefined, externalReference: String(payer.companyId) }) });
      if (!customer.id) throw providerError('the customer was not created');
      const payment = await call<{ id?: string }>('/payments', {
        method: 'POST',
        body: JSON.stringify({ customer: customer.id, billingType: 'PIX', value: invoice.value, dueDate: invoice.dueDate.toISOString().slice(0, 10), externalReference: String(invoice.id), description: `Fatura ${invoice.id}` }),
      });
      if (!payment.id) throw providerError('the payment was not created');
      const qr = await call<{ payload?: string; encodedImage?: string }>(`/payments/${encodeURIComponent(payment.id)}/pixQrCode`);
      if (!qr.payload) throw providerError('the PIX code was not returned');
      return { txid: payment.id, code: qr.payload, image: qr.encodedImage ? `data:image/png;base64,${qr.encodedImage}` : undefined };
    },
    async readWebhook(req) {
      const given = req.headers.get('asaas-access-token') ?? '';
      if (!cfg.asaasWebhookToken || !safeEqual(given, cfg.asaasWebhookToken)) throw new AppError('ERR_INVALID_WEBHOOK', 'Asaas notification without the webhook token');
      let body: { event?: unknown; payment?: { id?: unknown; value?: unknown } };
      try {
        body = JSON.parse(req.rawBody);
      } catch {
        throw new AppError('ERR_VALIDATION', 'The notification is not JSON');
      }
      const amount = Number(body?.payment?.value);
      if (typeof body?.event !== 'string' || !PAID_EVENTS.has(body.event) || typeof body.payment?.id !== 'string' || !Number.isFinite(amount)) return [];
      const out: PaidNotice[] = [{ txid: body.payment.id, amount }];
      return out;
    },
  };
};
