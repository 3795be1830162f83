import { describe, expect, test } from 'bun:test';
import { contacts, count, db, eq, messages } from '@zapdesk/db';
import { call, makeCompany, makeConnection } from '@zapdesk/testing';
import { apiWorld, send, sessionRuntime } from './helpers';

const sessions = sessionRuntime();

const messagesOf = async (companyId: number) => Number((await db().select({ n: count() }).from(messages).where(eq(messages.companyId, companyId)))[0].n);
const contactsOf = async (companyId: number) => Number((await db().select({ n: count() }).from(contacts).where(eq(contacts.companyId, companyId)))[0].n);

const routes = [
  ['POST', '/api/messages/send', { number: '5511955552001', body: 'hi' }],
  ['POST', '/api/messages/checkNumber', { number: '5511955552001' }],
] as const;

describe('external API: security', () => {
  for (const [method, path, body] of routes) {
    test(`${path}: no token, an unknown token, a malformed one and a user's access token answer 403 ERR_SESSION_EXPIRED`, async () => {
      const w = await apiWorld(sessions);
      for (const token of [undefined, 'x'.repeat(32), 'short', `${w.token}x`, w.admin.token]) {
        const r = await call(method, path, { token, body });
        expect([r.status, r.body]).toEqual([403, { error: 'ERR_SESSION_EXPIRED', message: expect.any(String) }]);
      }
      expect(await messagesOf(w.company.id)).toBe(0);
    });

    test(`${path}: a company whose plan lacks useExternalApi is refused with ERR_PLAN_FEATURE_DISABLED`, async () => {
      const w = await apiWorld(sessions, { plan: { useExternalApi: false } });
      const r = await call(method, path, { token: w.token, body });
      expect([r.status, r.body.error, r.body.flag]).toEqual([403, 'ERR_PLAN_FEATURE_DISABLED', 'useExternalApi']);
      expect(await contactsOf(w.company.id)).toBe(0);
    });
  }

  test("another company's queue or user in the body answers its 404 and writes nothing", async () => {
    const w = await apiWorld(sessions);
    const other = await makeCompany();
    const q = await send(w.token, { number: '5511955552002', body: 'hi', queueId: other.queue.id });
    expect([q.status, q.body.error]).toEqual([404, 'ERR_NO_QUEUE_FOUND']);
    const u = await send(w.token, { number: '5511955552002', body: 'hi', userId: other.user.id });
    expect([u.status, u.body.error]).toEqual([404, 'ERR_NO_USER_FOUND']);
    expect([await contactsOf(w.company.id), await messagesOf(w.company.id)]).toEqual([0, 0]);
  });

  test("a token acts only in its own company: another company's connection token writes there, never here", async () => {
    const w = await apiWorld(sessions);
    const other = await makeCompany();
    const theirs = await makeConnection(other.company.id, { status: 'DISCONNECTED' });
    const r = await send(theirs.token, { number: '5511955552003', body: 'theirs' });
    expect(r.status).toBe(201);
    expect(await messagesOf(w.company.id)).toBe(0);
    expect(await messagesOf(other.company.id)).toBe(1);
    // An Idempotency-Key is kept per company: the same key in this company is a new request.
    const headers = { 'Idempotency-Key': 'shared-key-between-companies' };
    const a = await send(theirs.token, { number: '5511955552003', body: 'k' }, headers);
    const b = await send(w.token, { number: '5511955552003', body: 'k' }, headers);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.message.id).not.toBe(a.body.message.id);
  });

  test('a regenerated token replaces the old one at once', async () => {
    const w = await apiWorld(sessions);
    const put = await call('PUT', `/whatsapp/${w.conn.id}`, { token: w.admin.token, body: { token: '' } });
    expect(put.status).toBe(200);
    expect(put.body.token).not.toBe(w.token);
    expect((await send(w.token, { number: '5511955552004', body: 'old' })).body.error).toBe('ERR_SESSION_EXPIRED');
    expect((await send(put.body.token, { number: '5511955552004', body: 'new' })).status).toBe(201);
  });
});
