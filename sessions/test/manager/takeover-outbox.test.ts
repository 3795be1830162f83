import { afterAll, describe, expect, test } from 'bun:test';
import { and, asc, db, eq, inArray, messages, outbox, simulatorMessages, whatsappAuth, withTransaction } from '@zapdesk/db';
import { newProviderMessageId, type TicketRow } from '@zapdesk/core';
import { ticketFor } from '../helpers/outbound';
import { nextNumber, setup } from '../helpers/setup';
import { spawnRuntime, type RuntimeProcess } from './helpers';

/**
 * The owner of a connection dies (SIGKILL) with sends queued and claimed. With Redis a second runtime
 * process takes the connection over once the lease lapses; without it the one process is started again.
 * Either way the next owner takes the dead owner's claimed rows at once (not after their 60 s claim),
 * sends them before newer rows of their chats, sends nothing twice, and every message reaches "read"
 * although the dead owner's simulator never reported those acks.
 */
const withRedis = !!process.env.REDIS_URL;
const children: RuntimeProcess[] = [];
afterAll(async () => {
  for (const c of children) {
    c.proc.kill('SIGTERM');
    await c.proc.exited;
  }
});

// The simulated network answers a send after 15 ms and reads at 150/300/450 ms: a kill finds sends in flight and acks to come.
const ENV = { SIM_SEND_LATENCY_MS: '15', SIM_ACK_DELAYS: '150,300,450', OUTBOX_BATCH: '20' };

async function spawn(companyId: number, id: string) {
  const child = await spawnRuntime(companyId, id, ENV);
  children.push(child);
  return child;
}

/** Polls until check passes; the deadline (20 s) is well under the outbox's 60 s claim, which the takeover must not wait for. */
async function waitFor<T>(check: () => Promise<T | false | null | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what} not reached`);
    await Bun.sleep(20);
  }
}

/** n sends per ticket, written round-robin across the tickets (the shape enqueueOutbound writes). */
async function enqueueInterleaved(tickets: TicketRow[], n: number) {
  return withTransaction(async (tx) => {
    const rows = Array.from({ length: n * tickets.length }, (_, i) => {
      const t = tickets[i % tickets.length]!;
      return { companyId: t.companyId, ticketId: t.id, whatsappId: t.whatsappId, providerId: newProviderMessageId(), body: `m${Math.floor(i / tickets.length)}`, fromMe: true, read: true, ack: 0 };
    });
    const inserted = await tx.insert(messages).values(rows).returning({ id: messages.id, providerId: messages.providerId, ticketId: messages.ticketId });
    await tx.insert(outbox).values(inserted.map((m) => ({ companyId: tickets[0]!.companyId, whatsappId: tickets[0]!.whatsappId!, messageId: m.id, action: 'send', payload: { providerId: m.providerId }, nextAttemptAt: new Date() })));
    return inserted.map((m) => ({ ...m, providerId: m.providerId! }));
  });
}

describe('outbox and acks when the owner is killed', () => {
  test(`${withRedis ? 'the other process takes over' : 'the restarted process'}: the dead owner's claimed rows go at once, in per-chat order, none twice; every message reaches read`, async () => {
    const s = await setup({ connection: { status: 'CONNECTED' } });
    await withTransaction((tx) => tx.insert(whatsappAuth).values({ whatsappId: s.conn.id, category: 'simulator', keyId: 'paired', value: '5599000000002' }));
    const numbers = [nextNumber(), nextNumber(), nextNumber()];
    const tickets = [];
    for (const n of numbers) tickets.push(await ticketFor(s, n));
    const queued = await enqueueInterleaved(tickets, 100);
    const ids = queued.map((q) => q.providerId);
    const sent = () => db().select().from(simulatorMessages).where(and(eq(simulatorMessages.whatsappId, s.conn.id), eq(simulatorMessages.direction, 'out'))).orderBy(asc(simulatorMessages.id));

    const first = await spawn(s.company.id, 'owner-a');
    const second = withRedis ? await spawn(s.company.id, 'owner-b') : null;
    const owner = await waitFor(async () => ((await first.ask()).includes(s.conn.id) ? first : second && (await second.ask()).includes(s.conn.id) ? second : null), 'an owner');
    const inHand = async () => (await db().select({ id: outbox.id }).from(outbox).where(and(eq(outbox.whatsappId, s.conn.id), eq(outbox.status, 'processing')))).length;
    // Killed while it holds claimed rows (a loaded host can find it between two batches at any one moment).
    await waitFor(async () => (await sent()).length >= 60 && (await inHand()) > 0, '60 sends and rows in hand');
    owner.proc.kill('SIGKILL');
    await owner.proc.exited;

    expect(await inHand()).toBeGreaterThan(0);
    expect((await sent()).length).toBeLessThan(300);

    if (!second) await spawn(s.company.id, 'owner-restarted');
    await waitFor(async () => (await sent()).length >= 300, 'every message sent');
    await waitFor(async () => {
      const rows = await db().select({ status: outbox.status }).from(outbox).where(inArray(outbox.messageId, queued.map((q) => q.id)));
      return rows.every((r) => r.status === 'done');
    }, 'the outbox done');

    const out = await sent();
    expect(out.map((r) => r.providerId).sort()).toEqual([...ids].sort());
    expect(out.filter((r) => r.sends !== 1)).toEqual([]);
    const messageIdOf = new Map(queued.map((q) => [q.providerId, q.id]));
    for (const number of numbers) {
      const order = out.filter((r) => r.number === number).map((r) => messageIdOf.get(r.providerId)!);
      expect(order).toHaveLength(100);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }

    await waitFor(async () => {
      const acks = await db().select({ ack: messages.ack }).from(messages).where(inArray(messages.id, queued.map((q) => q.id)));
      return acks.every((m) => m.ack === 4);
    }, 'every message read (ack 4)');
  }, 90_000);
});
