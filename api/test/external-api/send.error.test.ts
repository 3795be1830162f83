import { describe, expect, test } from 'bun:test';
import { contacts, count, db, eq, messages, tickets } from '@zapdesk/db';
import { call } from '@zapdesk/testing';
import { apiWorld, png, send, sendForm, sessionRuntime } from './helpers';

const sessions = sessionRuntime();

/** What a refused send could have written in the company. */
async function written(companyId: number) {
  const [c] = await db().select({ n: count() }).from(contacts).where(eq(contacts.companyId, companyId));
  const [t] = await db().select({ n: count() }).from(tickets).where(eq(tickets.companyId, companyId));
  const [m] = await db().select({ n: count() }).from(messages).where(eq(messages.companyId, companyId));
  return [Number(c.n), Number(t.n), Number(m.n)];
}

describe('external API: bad input', () => {
  test('each bad body answers 400 ERR_VALIDATION with its field, and writes nothing', async () => {
    const w = await apiWorld(sessions);
    const cases: [unknown, string][] = [
      [{ body: 'no number' }, 'number'],
      [{ number: '', body: 'x' }, 'number'],
      [{ number: '12ab', body: 'x' }, 'number'],
      [{ number: '5511955551111222333', body: 'x' }, 'number'],
      [{ number: '5511955551111', body: '   ' }, 'body'],
      [{ number: '5511955551111', body: 'x', queueId: 'abc' }, 'queueId'],
      [{ number: '5511955551111', body: 'x', closeTicket: 'maybe' }, 'closeTicket'],
      [{ number: '5511955551111', body: 'x', sendSignature: true }, 'userId'],
      [{ number: 5511955551111, body: 'x' }, 'number'],
    ];
    for (const [body, field] of cases) {
      const r = await send(w.token, body);
      expect([r.status, r.body.error, Object.keys(r.body.fields ?? {})]).toEqual([400, 'ERR_VALIDATION', [field]]);
    }
    expect(await written(w.company.id)).toEqual([0, 0, 0]);
  });

  test('malformed JSON, a multipart without files, too many files and a bad Idempotency-Key answer 400', async () => {
    const w = await apiWorld(sessions);
    expect((await call('POST', '/api/messages/send', { token: w.token, body: '{"number":', headers: { 'content-type': 'application/json' } })).body.error).toBe('ERR_VALIDATION');
    const none = await sendForm(w.token, { number: '5511955551112', body: 'x' }, []);
    expect([none.status, none.body.fields]).toEqual([400, { medias: 'required' }]);
    const many = await sendForm(w.token, { number: '5511955551112' }, Array.from({ length: 11 }, (_, i) => png(`${i}.png`)));
    expect([many.status, many.body.fields]).toEqual([400, { medias: 'too many' }]);
    const badNumber = await sendForm(w.token, { number: 'x' }, [png()]);
    expect([badNumber.status, Object.keys(badNumber.body.fields)]).toEqual([400, ['number']]);
    const key = await send(w.token, { number: '5511955551112', body: 'x' }, { 'Idempotency-Key': 'has spaces in it' });
    expect([key.status, key.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(await written(w.company.id)).toEqual([0, 0, 0]);
  });

  test('a number that is not on WhatsApp answers ERR_WAPP_INVALID_CONTACT and creates no contact', async () => {
    const w = await apiWorld(sessions);
    const r = await send(w.token, { number: '123456789', body: 'hi' });
    expect([r.status, r.body.error]).toEqual([400, 'ERR_WAPP_INVALID_CONTACT']);
    expect(await written(w.company.id)).toEqual([0, 0, 0]);
  });

  test('the same Idempotency-Key with another request answers 422 ERR_IDEMPOTENCY_KEY_REUSED', async () => {
    const w = await apiWorld(sessions);
    const headers = { 'Idempotency-Key': `reuse-${w.conn.id}` };
    expect((await send(w.token, { number: '5511955551113', body: 'first' }, headers)).status).toBe(201);
    const r = await send(w.token, { number: '5511955551113', body: 'second' }, headers);
    expect([r.status, r.body.error]).toEqual([422, 'ERR_IDEMPOTENCY_KEY_REUSED']);
    expect((await written(w.company.id))[2]).toBe(1);
  });

  test('checkNumber on a disconnected connection answers ERR_WAPP_NOT_INITIALIZED; a bad number 400', async () => {
    const w = await apiWorld(sessions, { connected: false });
    const down = await call('POST', '/api/messages/checkNumber', { token: w.token, body: { number: '5511955551114' } });
    expect([down.status, down.body.error]).toEqual([400, 'ERR_WAPP_NOT_INITIALIZED']);
    const bad = await call('POST', '/api/messages/checkNumber', { token: w.token, body: { number: 'abc' } });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
  });
});
