import { afterEach, describe, expect, test } from 'bun:test';
import { db, eq, messages } from '@zapdesk/db';
import { setRealtimeSink } from '@zapdesk/core';
import { autoTexts } from '@zapdesk/core';
import { contactByNumber, deliver, handleProviderEvent, messagesOf, nextNumber, outboxOf, setup, textFrom, ticketsOf, type Setup } from '../helpers/setup';

type Emitted = { rooms: string[]; event: string; payload: any };
function captureRealtime() {
  const seen: Emitted[] = [];
  setRealtimeSink({ emit: (rooms, event, payload) => void seen.push({ rooms, event, payload }) });
  return seen;
}
afterEach(() => setRealtimeSink(null));

const messageByProvider = async (providerId: string) => (await db().select().from(messages).where(eq(messages.providerId, providerId)))[0];

async function firstMessage(s: Setup) {
  const number = nextNumber();
  const msg = textFrom({ number }, 'original');
  await deliver(s, msg);
  return { number, msg };
}

describe('provider events', () => {
  test('ack only moves up and publishes an appMessage update', async () => {
    const s = await setup();
    const { msg } = await firstMessage(s);
    const seen = captureRealtime();
    await handleProviderEvent(s.conn, { type: 'ack', providerId: msg.providerId, ack: 3 }, s.session);
    expect((await messageByProvider(msg.providerId)).ack).toBe(3);
    await handleProviderEvent(s.conn, { type: 'ack', providerId: msg.providerId, ack: 2 }, s.session);
    expect((await messageByProvider(msg.providerId)).ack).toBe(3);
    const updates = seen.filter((e) => e.event === `company-${s.company.id}-appMessage`);
    expect(updates).toHaveLength(1);
    expect(updates[0].payload).toMatchObject({ action: 'update', message: { ack: 3, wid: msg.providerId } });
    expect(updates[0].rooms).toContain(`c:${s.company.id}:admins`);
  });

  test('acks arriving together share one write: each message ends at its highest ack, each change published', async () => {
    const s = await setup();
    const msgs = [await firstMessage(s), await firstMessage(s), await firstMessage(s)].map((x) => x.msg);
    const seen = captureRealtime();
    await Promise.all([
      handleProviderEvent(s.conn, { type: 'ack', providerId: msgs[0].providerId, ack: 2 }, s.session),
      handleProviderEvent(s.conn, { type: 'ack', providerId: msgs[1].providerId, ack: 3 }, s.session),
      handleProviderEvent(s.conn, { type: 'ack', providerId: msgs[1].providerId, ack: 2 }, s.session),
      handleProviderEvent(s.conn, { type: 'ack', providerId: msgs[2].providerId, ack: 4 }, s.session),
      handleProviderEvent(s.conn, { type: 'ack', providerId: 'NOPE', ack: 4 }, s.session),
    ]);
    expect(await Promise.all(msgs.map(async (m) => (await messageByProvider(m.providerId)).ack))).toEqual([2, 3, 4]);
    const updates = seen.filter((e) => e.event.endsWith('-appMessage')).map((e) => [e.payload.message.wid, e.payload.message.ack]);
    for (const [m, ack] of [[msgs[0], 2], [msgs[1], 3], [msgs[2], 4]] as const) expect(updates).toContainEqual([m.providerId, ack]);
  });

  test('an ack for an unknown message or another connection changes nothing', async () => {
    const s = await setup();
    const other = await setup();
    const { msg } = await firstMessage(s);
    await handleProviderEvent(other.conn, { type: 'ack', providerId: msg.providerId, ack: 4 }, other.session);
    await handleProviderEvent(s.conn, { type: 'ack', providerId: 'NOPE', ack: 4 }, s.session);
    expect((await messageByProvider(msg.providerId)).ack).toBe(0);
  });

  test('edit replaces the body and marks it edited; revoke marks it deleted and keeps the body', async () => {
    const s = await setup();
    const { msg } = await firstMessage(s);
    await handleProviderEvent(s.conn, { type: 'edit', providerId: msg.providerId, body: 'corrected' }, s.session);
    expect(await messageByProvider(msg.providerId)).toMatchObject({ body: 'corrected', isEdited: true, isDeleted: false });
    const seen = captureRealtime();
    await handleProviderEvent(s.conn, { type: 'revoke', providerId: msg.providerId }, s.session);
    expect(await messageByProvider(msg.providerId)).toMatchObject({ body: 'corrected', isDeleted: true });
    expect(seen.find((e) => e.event.endsWith('-appMessage'))?.payload).toMatchObject({ action: 'update', message: { isDeleted: true, body: 'corrected' } });
  });

  test("calls with the 'call' setting disabled are rejected, the caller gets the refusal text, and a call log is stored", async () => {
    const s = await setup({ settings: { call: 'disabled' } });
    const number = nextNumber();
    const call = { type: 'call' as const, callId: `C${number}`, from: { number }, isVideo: false, status: 'offer' as const };
    await handleProviderEvent(s.conn, call, s.session);
    await handleProviderEvent(s.conn, call, s.session);
    await handleProviderEvent(s.conn, { ...call, status: 'terminate' }, s.session);
    expect(s.session.rejectedCalls).toEqual([{ callId: call.callId, from: { number } }, { callId: call.callId, from: { number } }]);
    const [t] = await ticketsOf(s.company.id, number);
    const ms = await messagesOf(t.id);
    expect(ms.filter((m) => m.mediaType === 'call_log')).toHaveLength(1);
    expect(ms[0]).toMatchObject({ mediaType: 'call_log', fromMe: false });
    const out = await outboxOf(t.id);
    expect(out.map((o) => o.body)).toEqual([autoTexts.callRejected]);
    expect(t.unreadMessages).toBe(1);
  });

  test('calls allowed: not rejected, only logged', async () => {
    const s = await setup();
    const number = nextNumber();
    await handleProviderEvent(s.conn, { type: 'call', callId: `C${number}`, from: { number }, isVideo: true, status: 'offer' }, s.session);
    expect(s.session.rejectedCalls).toEqual([]);
    const [t] = await ticketsOf(s.company.id, number);
    expect((await messagesOf(t.id)).map((m) => m.mediaType)).toEqual(['call_log']);
    expect(await outboxOf(t.id)).toEqual([]);
  });

  test('contact events update name and picture of a known contact and create nobody', async () => {
    const s = await setup();
    const { number } = await firstMessage(s);
    await handleProviderEvent(s.conn, { type: 'contact', contact: { number, name: 'Saved Name', profilePicUrl: 'https://pps.example/p.jpg' } }, s.session);
    expect(await contactByNumber(s.company.id, number)).toMatchObject({ name: 'Saved Name', profilePicUrl: 'https://pps.example/p.jpg' });
    const stranger = nextNumber();
    await handleProviderEvent(s.conn, { type: 'contact', contact: { number: stranger, name: 'Nobody' } }, s.session);
    expect(await contactByNumber(s.company.id, stranger)).toBeUndefined();
  });
});
