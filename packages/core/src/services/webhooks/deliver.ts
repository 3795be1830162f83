import { and, asc, eq, placeholder, rowById, runPrepared, singleStatement, sql, updateById, webhookDeliveries, webhookSubscriptions, withTransaction } from '@zapdesk/db';
import type { DueJob, JobDefinition } from '../../jobs/registry';
import { config } from '../../config';
import { webhookSignature } from '../../integrations/webhook';
import { assertOutboundUrl } from '../../lib/outbound-http';
import { decryptSecret } from '../../lib/secrets';
import { armChain, WEBHOOK_DELIVER } from './capture';

/** Deliveries one run of a chain makes before it yields to other work (it is re-armed at once for the rest). */
const PER_RUN = 50;

/** The signature a receiver checks: HMAC-SHA256 of `timestamp.body` with the webhook's secret, in hex. */


/** The delay before attempt n+1: the base doubled per attempt (capped at an hour), ±20 % jitter. */
export function retryDelayMs(attempts: number, base = config().webhookRetryBaseMs) {
  const d = Math.min(base * 2 ** Math.max(0, attempts - 1), 3600_000);
  return Math.round(d * (0.8 + Math.random() * 0.4));
}

export type DeliverOptions = {
  /** Called after an attempt is recorded and before the request is made (the crash tests end the process there). */
  onAttempt?: (deliveryId: number, attempt: number) => void;
  /** Called after the receiver answered and before the outcome is recorded. */
  onAnswered?: (deliveryId: number, status: number | null) => void;
};
let options: DeliverOptions = {};
export const setDeliverOptions = (o: DeliverOptions) => {
  options = o;
};

/**
 * Delivers a subscription's chain (one order key: a ticket, a contact, a connection) oldest first: a
 * delivery that failed holds the later ones of its chain until it succeeds or its retry window ends
 * (then failed). Each attempt is counted in the database before the request goes out, so a process
 * killed mid-request leaves the attempt counted and the delivery due again after its backoff; receivers
 * get each event at least once and tell repeats by its id.
 */
export async function deliverChain(subscriptionId: number, orderKey: string) {
  const cfg = config();
  let companyId: number | null = null;
  for (let n = 0; n < PER_RUN; n++) {
    const [d] = await runPrepared(
      'webhook-chain-head',
      (q) =>
        q
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.subscriptionId, sql.placeholder('subscriptionId')), eq(webhookDeliveries.orderKey, sql.placeholder('orderKey')), eq(webhookDeliveries.status, 'pending')))
          .orderBy(asc(webhookDeliveries.id))
          .limit(1),
      { subscriptionId, orderKey },
    );
    if (!d) return;
    companyId = d.companyId;
    const now = new Date();
    if (d.nextAttemptAt.getTime() > now.getTime()) {
      await armChain(undefined, d.companyId, subscriptionId, orderKey, d.nextAttemptAt);
      return;
    }
    const sub = await rowById(webhookSubscriptions, subscriptionId);
    if (!sub || !sub.active) {
      await singleStatement((q) =>
        q
          .update(webhookDeliveries)
          .set({ status: 'failed', lastError: 'The webhook was disabled', updatedAt: now })
          .where(and(eq(webhookDeliveries.subscriptionId, subscriptionId), eq(webhookDeliveries.orderKey, orderKey), eq(webhookDeliveries.status, 'pending'))),
      );
      return;
    }
    const attempt = d.attempts + 1;
    const retryAt = new Date(now.getTime() + retryDelayMs(attempt));
    // The attempt is ours only if nobody counted it meanwhile (another runner after a lost lease). On SQLite the write
    // takes the threads' write turn (singleStatement): bare, it met the other thread's transactions in SQLite's busy
    // handler, which sleeps between looks (1.3 ms a claim under the external API's load, a third of this thread).
    const claimed = await singleStatement(() => runPrepared(
      'webhook-claim-attempt',
      (q) =>
        q
          .update(webhookDeliveries)
          .set({ attempts: placeholder<number>('attempt'), nextAttemptAt: placeholder<Date>('retryAt'), updatedAt: placeholder<Date>('now') })
          .where(and(eq(webhookDeliveries.id, sql.placeholder('id')), eq(webhookDeliveries.attempts, sql.placeholder('attempts')), eq(webhookDeliveries.status, 'pending')))
          .returning({ id: webhookDeliveries.id }),
      { attempt, retryAt, now, id: d.id, attempts: d.attempts },
    ));
    if (!claimed.length) continue;
    options.onAttempt?.(d.id, attempt);

    const outcome = await post(sub.url, decryptSecret(sub.secret), d.payload, cfg.webhookTimeoutMs);
    options.onAnswered?.(d.id, outcome.status);
    const done = new Date();
    const expired = done.getTime() - d.createdAt.getTime() >= cfg.webhookRetryWindowMs;
    await withTransaction(async (tx) => {
      const status = outcome.ok ? 'delivered' : expired ? 'failed' : 'pending';
      await updateById(webhookDeliveries, d.id, { status, lastStatusCode: outcome.status, lastError: outcome.error, lastDurationMs: outcome.ms, deliveredAt: outcome.ok ? done : null, updatedAt: done });
      if (status === 'pending') await armChain(tx, d.companyId, subscriptionId, orderKey, retryAt);
    });
    if (!outcome.ok && !expired) return;
  }
  if (companyId !== null) await armChain(undefined, companyId, subscriptionId, orderKey);
}

async function post(url: string, secret: string, payload: unknown, timeoutMs: number): Promise<{ ok: boolean; status: number | null; error: string | null; ms: number }> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    await assertOutboundUrl(url);
  } catch (e) {
    return { ok: false, status: null, error: (e as Error).message, ms: 0 };
  }
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const p = payload as { id: string; type: string };
  try {
    const res = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Zapdesk-Webhooks/1',
        'x-zapdesk-event-id': p.id,
        'x-zapdesk-event': p.type,
        'x-zapdesk-timestamp': String(timestamp),
        'x-zapdesk-signature': webhookSignature(secret, String(timestamp), body),
      },
      body,
    });
    await res.body?.cancel().catch(() => {});
    return res.ok ? { ok: true, status: res.status, error: null, ms: ms() } : { ok: false, status: res.status, error: `HTTP ${res.status}`, ms: ms() };
  } catch (e) {
    const err = e as Error;
    return { ok: false, status: null, error: err.name === 'TimeoutError' ? `No answer within ${timeoutMs} ms` : err.message.slice(0, 500), ms: ms() };
  }
}

export const webhookJobs: JobDefinition[] = [
  {
    kind: WEBHOOK_DELIVER,
    run: async (job: DueJob) => {
      const { subscriptionId, orderKey } = job.payload as { subscriptionId: number; orderKey: string };
      await deliverChain(subscriptionId, orderKey);
    },
  },
];
