import { createHmac, randomUUID } from 'node:crypto';
import { outboundFetch, OutboundError, type OutboundOptions } from './outbound';

/** What an n8n workflow or a webhook answers: texts to send the contact, or the hand-over to people. */
export type WebhookAnswer = { replies: string[]; handover: boolean };
export type WebhookOptions = OutboundOptions & { attempts?: number; backoffMs?: number };

export class WebhookError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'WebhookError';
  }
}

/**
 * `sha256=<hex>` of HMAC-SHA256 over `${timestamp}.${body}`: what a receiver recomputes with the shared key. One
 * scheme for every request we sign (n8n and webhook integrations, outgoing webhooks), in `x-zapdesk-signature`.
 */
export const webhookSignature = (secret: string, timestamp: string, body: string) => `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** Reads `{reply}`, `{replies: []}` and `{handover: true}`; anything else (or no body) is no reply. */
export function parseWebhookAnswer(text: string): WebhookAnswer {
  let v: unknown;
  try {
    v = text ? JSON.parse(text) : {};
  } catch {
    return { replies: [], handover: false };
  }
  if (!v || typeof v !== 'object') return { replies: [], handover: false };
  const o = v as { reply?: unknown; replies?: unknown; handover?: unknown };
  const replies = [...(typeof o.reply === 'string' ? [o.reply] : []), ...(Array.isArray(o.replies) ? o.replies.filter((r): r is string => typeof r === 'string') : [])].filter((r) => r.trim());
  return { replies, handover: o.handover === true };
}

/**
 * POSTs the event as JSON, signed (X-Zapdesk-Signature over X-Zapdesk-Timestamp and the body) with a stable
 * X-Zapdesk-Event-Id the receiver de-duplicates on; retries on 5xx, 429 and timeouts with doubling waits.
 */
export async function callWebhook(url: string, secret: string, payload: unknown, opts: WebhookOptions & { eventId?: string } = {}): Promise<WebhookAnswer> {
  const { attempts = 3, backoffMs = 500, eventId = randomUUID(), ...outbound } = opts;
  const body = JSON.stringify(payload);
  let last: Error = new WebhookError('not called', null);
  for (let i = 0; i < attempts; i++) {
    if (i > 0) await Bun.sleep(backoffMs * 2 ** (i - 1));
    const timestamp = String(Math.floor(Date.now() / 1000));
    let res;
    try {
      res = await outboundFetch(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'Zapdesk-Webhook/1', 'x-zapdesk-event-id': eventId, 'x-zapdesk-timestamp': timestamp, 'x-zapdesk-signature': webhookSignature(secret, timestamp, body) },
          body,
        },
        outbound,
      );
    } catch (e) {
      if (e instanceof OutboundError && e.kind !== 'too-large') {
        last = e;
        continue;
      }
      throw e;
    }
    if (res.status >= 200 && res.status < 300) return parseWebhookAnswer(res.body);
    last = new WebhookError(`answered ${res.status}`, res.status);
    if (res.status < 500 && res.status !== 429) throw last;
  }
  throw last;
}
