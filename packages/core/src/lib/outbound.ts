import { AppError } from '@zapdesk/contracts';
import { checkOutboundUrl, OutboundError } from '../integrations/outbound';

/** Payment providers' URLs through the product's one SSRF guard (integrations/outbound.ts), refused as ERR_PAYMENT_PROVIDER. */
export async function assertOutboundAllowed(raw: string, code: 'ERR_PAYMENT_PROVIDER' = 'ERR_PAYMENT_PROVIDER') {
  try {
    await checkOutboundUrl(raw);
  } catch (e) {
    if (e instanceof AppError || e instanceof OutboundError) throw new AppError(code, e.message);
    throw e;
  }
}

/** The TLS options Bun's fetch takes: a client certificate and key (PEM) for mutual TLS, and a CA to trust besides the system's. */
export type OutboundTls = { cert?: string; key?: string; ca?: string };

/** fetch through the guard, with a deadline; redirects are not followed (a redirect could lead past the guard). `tls` goes to Bun's fetch as is. */
export async function guardedFetch(url: string, init: RequestInit & { timeoutMs?: number; tls?: OutboundTls } = {}) {
  await assertOutboundAllowed(url);
  const { timeoutMs = 10_000, tls, ...rest } = init;
  try {
    return await fetch(url, { ...rest, ...(tls ? { tls } : {}), redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new AppError('ERR_PAYMENT_PROVIDER', `The payment provider could not be reached: ${e instanceof Error ? e.message : String(e)}`);
  }
}
