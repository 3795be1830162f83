import { describe, expect, test } from 'bun:test';
import { and, contacts, count, db, eq, messages, tickets } from '@zapdesk/db';
import { recordRealtime } from '@zapdesk/testing';
import { deliver, nextNumber, setup, textFrom } from '../helpers/setup';

describe('concurrent inbound messages', () => {
  test('100 first messages from one contact at once: one contact, one ticket, 100 messages, unread 100', async () => {
    const s = await setup({ queues: [{ name: 'Support' }, { name: 'Sales' }], connection: { greetingMessage: 'Menu' } });
    const number = nextNumber();
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => deliver(s, textFrom({ number }, `message ${i}`, { pushName: 'Burst' }))));
    expect(results.every((r) => r.status === 'stored')).toBe(true);
    const cs = await db().select().from(contacts).where(and(eq(contacts.companyId, s.company.id), eq(contacts.number, number)));
    expect(cs).toHaveLength(1);
    const ts = await db().select().from(tickets).where(eq(tickets.contactId, cs[0].id));
    expect(ts).toHaveLength(1);
    expect(ts[0].unreadMessages).toBe(100);
    const [{ n }] = await db()
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.ticketId, ts[0].id), eq(messages.fromMe, false)));
    expect(Number(n)).toBe(100);
    expect(new Set(results.map((r) => (r.status === 'stored' ? r.ticketId : 0)))).toEqual(new Set([ts[0].id]));
  });

  test('the same provider message delivered 20 times at once is stored once', async () => {
    const s = await setup();
    const msg = textFrom({ number: nextNumber() }, 'echo');
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(s, msg)));
    expect(results.filter((r) => r.status === 'stored')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(19);
    const rows = await db().select().from(messages).where(and(eq(messages.whatsappId, s.conn.id), eq(messages.providerId, msg.providerId)));
    expect(rows).toHaveLength(1);
    const [t] = await db().select().from(tickets).where(eq(tickets.id, rows[0].ticketId));
    expect(t.unreadMessages).toBe(1);
  });

  const rec = recordRealtime();
  test('messages of many chats arriving together share a transaction; a repeat among them fails alone and the others are stored and announced once', async () => {
    const s = await setup();
    const old = textFrom({ number: nextNumber() }, 'already here');
    expect((await deliver(s, old)).status).toBe('stored');
    rec.emitted.length = 0;
    const fresh = Array.from({ length: 30 }, (_, i) => textFrom({ number: nextNumber() }, `hello ${i}`));
    const results = await Promise.all([...fresh.slice(0, 15), old, ...fresh.slice(15)].map((m) => deliver(s, m)));
    expect(results[15].status).toBe('duplicate');
    expect(results.filter((r) => r.status === 'stored')).toHaveLength(30);
    const announced = rec.emitted.filter((e) => e.event === `company-${s.company.id}-appMessage` && (e.payload as any).action === 'create').map((e) => (e.payload as any).message.body);
    expect(announced.sort()).toEqual(fresh.map((m) => m.body).sort());
  });
});
