import { randomBytes } from 'node:crypto';
import { AppError } from '@zapdesk/contracts';
import { safeEqual } from '../../../lib/crypto';
import { config } from '../../../config';
import { guardedFetch, type OutboundTls } from '../../../lib/outbound';
import type { BillingConfig } from '../settings';
import type { PaidNotice, PaymentProvider } from './provider';

/** Efí's txid: 26 to 35 letters and digits; ours names the invoice and adds randomness so it cannot be guessed. */
export const efiTxid = (invoiceId: number) => `zd${invoiceId}x${randomBytes(16).toString('hex')}`.slice(0, 35);

const providerError = (what: string, status?: number) => new AppError('ERR_PAYMENT_PROVIDER', `Efí: ${what}${status ? ` (HTTP ${status})` : ''}`);

/**
 * Efí (Gerencianet) PIX charges: an OAuth client-credentials token, `PUT /v2/cob/{txid}` for an immediate
 * charge of the invoice's amount to the platform's key, the code and image from `GET /v2/loc/{id}/qrcode`.
 * Its webhook posts `{pix: [{txid, valor, …}]}`; the URL we register carries a secret (`?hmac=`), checked here.
 * Efí's API requires mutual TLS: the client certificate it issued (PEM certificate and key in the settings) goes
 * with every call, through Bun's fetch `tls` option.
 */
export const efi = (cfg: BillingConfig): PaymentProvider => {
  const base = cfg.efiBaseUrl.replace(/\/$/, '');
  const ca = config().efiCa;
  const tls: OutboundTls | undefined = cfg.efiCert && cfg.efiKey ? { cert: cfg.efiCert, key: cfg.efiKey, ...(ca ? { ca } : {}) } : ca ? { ca } : undefined;
  async function token() {
    if (!cfg.efiClientId || !cfg.efiClientSecret) throw providerError('client credentials are not configured');
    const res = await guardedFetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${cfg.efiClientId}:${cfg.efiClientSecret}`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
      tls,
    });
    const body = (await res.json().catch(() => null)) as { access_token?: string } | null;
    if (!res.ok || !body?.access_token) throw providerError('the token was refused', res.status);
    return body.access_token;
  }
  return {
    name: 'efi',
    async createCharge(invoice, payer) {
      if (!cfg.pixKey) throw providerError('the platform has no PIX key configured');
      const auth = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
      const txid = efiTxid(invoice.id);
      const cob = await guardedFetch(`${base}/v2/cob/${txid}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ calendario: { expiracao: 3 * 86_400 }, valor: { original: invoice.value.toFixed(2) }, chave: cfg.pixKey, solicitacaoPagador: `Fatura ${invoice.id} - ${payer.companyName}`.slice(0, 140) }),
        tls,
      });
      const created = (await cob.json().catch(() => null)) as { txid?: string; loc?: { id?: number }; pixCopiaECola?: string } | null;
      if (!cob.ok || created?.txid !== txid || !created.loc?.id) throw providerError('the charge was not created', cob.status);
      const qr = await guardedFetch(`${base}/v2/loc/${created.loc.id}/qrcode`, { headers: auth, tls });
      const drawn = (await qr.json().catch(() => null)) as { qrcode?: string; imagemQrcode?: string } | null;
      if (!qr.ok || !drawn?.qrcode) throw providerError('the QR code was not returned', qr.status);
      return { txid, code: drawn.qrcode, image: drawn.imagemQrcode };
    },
    async readWebhook(req) {
      const given = req.query.get('hmac') ?? '';
      if (!cfg.efiWebhookSecret || !safeEqual(given, cfg.efiWebhookSecret)) throw new AppError('ERR_INVALID_WEBHOOK', 'Efí notification without the webhook secret');
      let body: { pix?: { txid?: unknown; valor?: unknown }[] };
      try {
        body = JSON.parse(req.rawBody);
      } catch {
        throw new AppError('ERR_VALIDATION', 'The notification is not JSON');
      }
      const out: PaidNotice[] = [];
      for (const p of Array.isArray(body?.pix) ? body.pix : []) {
        const amount = Number(p?.valor);
        if (typeof p?.txid === 'string' && Number.isFinite(amount)) out.push({ txid: p.txid, amount });
      }
      return out;
    },
  };
};
