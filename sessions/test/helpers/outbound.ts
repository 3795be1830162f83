import { asc, db, eq, inArray, messages, outbox, tickets, withTransaction } from '@zapdesk/db';
import { enqueueOutbound, newProviderMessageId, type TicketRow } from '@zapdesk/core';
import { createOutboxWorker, type OutboxWorkerOptions } from '../../src/outbox';
import { contactByNumber, deliver, nextNumber, textFrom, type Setup } from './setup';

/** A ticket of a fresh contact on the setup's connection (created by an inbound message). */
export async function ticketFor(s: Setup, number = nextNumber()): Promise<TicketRow> {
  await deliver(s, textFrom({ number }, 'hi'));
  const c = await contactByNumber(s.company.id, number);
  return (await db().select().from(tickets).where(eq(tickets.contactId, c.id)))[0];
}

export async function enqueue(ticket: TicketRow, body: string, over: { mediaType?: string; mediaUrl?: string | null; mediaName?: string | null; quotedMsgId?: number | null } = {}) {
  return withTransaction(async (tx) => (await enqueueOutbound(tx, ticket, { body, ...over })).message);
}

/** n queued sends written in bulk (the shape enqueueOutbound writes), for volume tests. */
export async function enqueueMany(ticket: TicketRow, n: number) {
  return withTransaction(async (tx) => {
    const ids: { id: number; providerId: string }[] = [];
    for (let from = 0; from < n; from += 200) {
      const rows = Array.from({ length: Math.min(200, n - from) }, (_, i) => ({
        companyId: ticket.companyId,
        ticketId: ticket.id,
        whatsappId: ticket.whatsappId,
        providerId: newProviderMessageId(),
        body: `bulk ${from + i}`,
        fromMe: true,
        read: true,
        ack: 0,
      }));
      const inserted = await tx.insert(messages).values(rows).returning({ id: messages.id, providerId: messages.providerId });
      await tx.insert(outbox).values(inserted.map((m) => ({ companyId: ticket.companyId, whatsappId: ticket.whatsappId!, messageId: m.id, action: 'send', payload: { providerId: m.providerId }, nextAttemptAt: new Date() })));
      ids.push(...inserted.map((m) => ({ id: m.id, providerId: m.providerId! })));
    }
    return ids;
  });
}

export const outboxRows = (messageIds: number[]) => db().select().from(outbox).where(inArray(outbox.messageId, messageIds)).orderBy(asc(outbox.id));
export const messageRow = async (id: number) => (await db().select().from(messages).where(eq(messages.id, id)))[0];

/** A worker that owns only this setup's connection. */
export function workerFor(s: Pick<Setup, 'conn' | 'session'>, over: Partial<OutboxWorkerOptions> = {}) {
  return createOutboxWorker({ instanceId: `test-${crypto.randomUUID().slice(0, 8)}`, getSession: (id) => (id === s.conn.id ? s.session : null), pollMs: 50, ...over });
}

export async function drain(worker: { tick(): Promise<number> }) {
  let total = 0;
  for (let n = await worker.tick(); n > 0; n = await worker.tick()) total += n;
  return total;
}
