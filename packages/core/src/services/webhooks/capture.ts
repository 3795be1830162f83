import type { CompanyEventKind, WebhookEventType } from '@zapdesk/contracts';
import { and, db, eq, insertRows, txScoped, webhookDeliveries, webhookSubscriptions, withTransaction, type Db } from '@zapdesk/db';
import { schedule } from '../../jobs/schedule';
import { companyCache } from '../../lib/company-cache';
import { log } from '../../lib/logger';

export const WEBHOOK_DELIVER = 'webhook.deliver';

type Pending = { type: WebhookEventType; orderKey: string; data: Record<string, unknown>; dedupe?: string };
type Buffer = { companyId: number; events: Pending[]; createdTickets: Set<number> }[];
const KEY = Symbol('webhook-events');

/**
 * The company's active subscriptions (cached; a change of its webhooks drops the entry). Read before every commit
 * of a change that integrators may hear of, so the reads made inside those transactions are kept too: they never
 * write subscriptions (the webhook routes do, in transactions of their own that invalidate).
 */
export const activeSubscriptions = companyCache(
  async (companyId: number) =>
    db().select({ id: webhookSubscriptions.id, events: webhookSubscriptions.events }).from(webhookSubscriptions).where(and(eq(webhookSubscriptions.companyId, companyId), eq(webhookSubscriptions.active, true))),
  5_000,
  { storeReadsInTransactions: true },
);

const chainKey = (subscriptionId: number, orderKey: string) => `${subscriptionId}:${orderKey}`;
/** Arms the delivery of a subscription's chain (its oldest pending event first), in the caller's transaction (without one, in a transaction of its own). */
export const armChain = (tx: Db | undefined, companyId: number, subscriptionId: number, orderKey: string, runAt = new Date()) =>
  schedule({ kind: WEBHOOK_DELIVER, key: chainKey(subscriptionId, orderKey), runAt, companyId, payload: { subscriptionId, orderKey }, maxAttempts: 1_000 }, tx);

function bufferFor(): Buffer | null {
  return txScoped<Buffer>(KEY, () => [], flush);
}

/** A ticket was inserted in this transaction: its first ticket event is `ticket.created`. */
export function noteTicketCreated(companyId: number, ticketId: number) {
  const b = bufferFor();
  if (!b) return;
  company(b, companyId).createdTickets.add(ticketId);
}

function company(b: Buffer, companyId: number) {
  let c = b.find((x) => x.companyId === companyId);
  if (!c) b.push((c = { companyId, events: [], createdTickets: new Set() }));
  return c;
}

/** What a company event tells integrators, if anything (the realtime payloads, without what only admins may see). */
function toWebhookEvents(kind: CompanyEventKind, payload: any, createdTickets: Set<number>): Pending[] {
  const action = payload?.action;
  if (kind === 'appMessage' && action === 'create') {
    const { message, ticket, contact } = payload;
    return [{ type: 'message.created', orderKey: `ticket:${message.ticketId}`, data: { message, ticket: { id: ticket.id, uuid: ticket.uuid, status: ticket.status, queueId: ticket.queueId, userId: ticket.userId, whatsappId: ticket.whatsappId }, contact: contact ? { id: contact.id, name: contact.name, number: contact.number } : null } }];
  }
  if (kind === 'appMessage' && action === 'update') return [{ type: 'message.updated', orderKey: `ticket:${payload.message.ticketId}`, data: { message: payload.message }, dedupe: `m:${payload.message.id}` }];
  if (kind === 'ticket' && action === 'update') {
    const t = payload.ticket;
    const created = createdTickets.delete(t.id);
    return [{ type: created ? 'ticket.created' : 'ticket.updated', orderKey: `ticket:${t.id}`, data: { ticket: t }, dedupe: created ? undefined : `t:${t.id}` }];
  }
  if (kind === 'contact' && action === 'create') return [{ type: 'contact.created', orderKey: `contact:${payload.contact.id}`, data: { contact: payload.contact } }];
  if (kind === 'whatsapp' && action === 'update') {
    const w = payload.whatsapp;
    return [{ type: 'connection.updated', orderKey: `connection:${w.id}`, data: { connection: { id: w.id, name: w.name, status: w.status, number: w.number, isDefault: w.isDefault } }, dedupe: `w:${w.id}` }];
  }
  if (kind === 'whatsappSession' && action === 'update') {
    const s = payload.session;
    return [{ type: 'connection.updated', orderKey: `connection:${s.id}`, data: { connection: { id: s.id, status: s.status } }, dedupe: `w:${s.id}` }];
  }
  return [];
}

/**
 * Called for every company event: the events integrators subscribe to are written as deliveries in the
 * transaction of the change (so none is lost, and none is told of a change that rolled back); an event
 * outside any transaction is written in its own. A change told twice in one transaction (an update to
 * two audiences) is delivered once, as it stands last.
 */
export function captureForWebhooks(kind: CompanyEventKind, companyId: number, payload: unknown) {
  if (!['appMessage', 'ticket', 'contact', 'whatsapp', 'whatsappSession'].includes(kind)) return;
  const b = bufferFor();
  if (b) {
    const c = company(b, companyId);
    for (const e of toWebhookEvents(kind, payload, c.createdTickets)) {
      const same = e.dedupe ? c.events.findIndex((x) => x.dedupe === e.dedupe) : -1;
      if (same >= 0) c.events.splice(same, 1);
      c.events.push(e);
    }
    return;
  }
  const events = toWebhookEvents(kind, payload, new Set());
  if (!events.length) return;
  // Most companies have no webhook: ask the cache before opening a transaction.
  void activeSubscriptions
    .get(companyId)
    .then((subs) => (subs.some((s) => events.some((e) => s.events.includes(e.type))) ? withTransaction((tx) => write(tx, companyId, events)) : undefined))
    .catch((e) => log.error('webhook events not recorded', { err: e, companyId, kind }));
}

async function flush(tx: Db, b: Buffer) {
  for (const c of b) if (c.events.length) await write(tx, c.companyId, c.events);
}

async function write(tx: Db, companyId: number, events: Pending[]) {
  const subs = await activeSubscriptions.get(companyId);
  if (!subs.length) return;
  const now = new Date();
  const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
  for (const e of events) {
    const eventId = crypto.randomUUID();
    for (const s of subs) {
      if (!s.events.includes(e.type)) continue;
      rows.push({ companyId, subscriptionId: s.id, eventId, eventType: e.type, orderKey: e.orderKey, payload: { id: eventId, type: e.type, createdAt: now.toISOString(), companyId, data: e.data }, nextAttemptAt: now, createdAt: now, updatedAt: now });
    }
  }
  if (!rows.length) return;
  await insertRows(webhookDeliveries, rows, { returning: false });
  const chains = new Map(rows.map((r) => [chainKey(r.subscriptionId, r.orderKey), r]));
  for (const r of chains.values()) await armChain(tx, companyId, r.subscriptionId, r.orderKey, now);
}
