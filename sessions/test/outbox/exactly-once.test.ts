import { describe, expect, test } from 'bun:test';
import { inArray, messages, db } from '@zapdesk/db';
import { createOutboxWorker } from '../../src/outbox';
import { enqueueMany, outboxRows, ticketFor } from '../helpers/outbound';
import { setup } from '../helpers/setup';

const forever = () => new Promise<never>(() => {});

describe('outbox: exactly once across a crash', () => {
  test('1,000 queued messages: a worker dies mid-way (sends delivered but not recorded), another takes over; each message is sent once (the one in doubt is asked about, not resent)', async () => {
    const s = await setup();
    const ticket = await ticketFor(s);
    const queued = await enqueueMany(ticket, 1000);
    const session = s.session;

    // The first worker "dies" right after the provider accepted its 400th message: that send, and the
    // rest of its batch, are never recorded.
    let dead = false;
    session.afterDeliver = () => {
      if (session.delivered.size >= 400) {
        dead = true;
        return forever();
      }
    };
    const first = createOutboxWorker({ instanceId: 'first', getSession: (id) => (id === s.conn.id ? session : null), batch: 25, pollMs: 10, leaseMs: 60_000 });
    await first.start();
    while (!dead) await Bun.sleep(5);
    await first.stop({ drain: false });
    session.afterDeliver = null;
    const callsBefore = session.sendCalls.length;
    expect(session.delivered.size).toBe(400);

    // The successor sees the dead worker's leases as lapsed (its clock is past them).
    const second = createOutboxWorker({ instanceId: 'second', getSession: (id) => (id === s.conn.id ? session : null), batch: 50, now: () => new Date(Date.now() + 5 * 60_000) });
    while ((await second.tick()) > 0);

    const ids = queued.map((q) => q.providerId);
    expect(session.delivered.size).toBe(1000);
    expect(ids.every((id) => session.delivered.has(id))).toBe(true);
    // The send the dead worker delivered but never recorded is resolved by asking the provider, not sent again.
    expect(ids.filter((id) => session.callsFor(id) > 1)).toEqual([]);
    expect(session.sendCalls.length).toBe(1000);
    expect(callsBefore).toBe(400);
    const inDoubt = session.sendCalls[399]!.providerId;
    expect(session.lookups).toContain(inDoubt);

    const rows = await outboxRows(queued.map((q) => q.id));
    expect(rows.every((r) => r.status === 'done')).toBe(true);
    const stored = await db().select({ ack: messages.ack }).from(messages).where(inArray(messages.id, queued.map((q) => q.id)));
    expect(stored.every((m) => m.ack === 1)).toBe(true);
  }, 120_000);
});
