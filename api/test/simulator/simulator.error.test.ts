import { afterEach, describe, expect, test } from 'bun:test';
import { config, sendSessionCommand, setConfig, storeMedia } from '@zapdesk/core';
import { contacts, count, db, eq, messages, simulatorMessages } from '@zapdesk/db';
import { call, makeCompany, makeConnection } from '@zapdesk/testing';
import { PNG_DATA_URL, sessionRuntime } from './helpers';

const sessions = sessionRuntime();
const original = config();
afterEach(() => setConfig(original));

async function connected(companyId: number, over: Parameters<typeof makeConnection>[1] = {}) {
  const conn = await makeConnection(companyId, { status: 'DISCONNECTED', ...over });
  await sessions.runtime.startSession(conn.id);
  await sendSessionCommand({ action: 'simulatorScan', whatsappId: conn.id });
  return conn;
}
const written = async (whatsappId: number) => Number((await db().select({ n: count() }).from(simulatorMessages).where(eq(simulatorMessages.whatsappId, whatsappId)))[0].n);

describe('simulator: bad input', () => {
  test.each([
    ['no number', { body: 'hi' }],
    ['a number too short', { number: '1234567', body: 'hi' }],
    ['a number with letters', { number: '55119abc12345', body: 'hi' }],
    ['neither body nor medium', { number: '5511900001111', body: '   ' }],
    ['a body too long', { number: '5511900001111', body: 'x'.repeat(4097) }],
    ['a name too long', { number: '5511900001111', body: 'hi', name: 'n'.repeat(101) }],
    ['a URL of another site', { number: '5511900001111', body: 'hi', mediaUrl: 'https://example.com/cat.png' }],
    ['a local file path', { number: '5511900001111', body: 'hi', mediaUrl: '/etc/passwd' }],
    ['a path that climbs out of /public', { number: '5511900001111', body: 'hi', mediaUrl: '/public/1/../../secrets.json' }],
    ['a data: URL of a type not allowed', { number: '5511900001111', body: 'hi', mediaUrl: 'data:text/html;base64,PHNjcmlwdD4=' }],
    ['an empty data: URL', { number: '5511900001111', body: 'hi', mediaUrl: 'data:image/png;base64,' }],
    ['a malformed data: URL', { number: '5511900001111', body: 'hi', mediaUrl: 'data:image/png;base64' }],
  ])('a contact message with %s answers 400 ERR_VALIDATION and writes nothing', async (_label, body) => {
    const { company, admin } = await sessions.tenant();
    const conn = await connected(company.id);
    const res = await call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await written(conn.id)).toBe(0);
    expect(await db().select().from(messages).where(eq(messages.whatsappId, conn.id))).toEqual([]);
  });

  test("a stored file of another company is refused", async () => {
    const { company, admin } = await sessions.tenant();
    const other = await makeCompany();
    const conn = await connected(company.id);
    const png = new Blob([Buffer.from(PNG_DATA_URL.split(',')[1], 'base64')], { type: 'image/png' });
    const theirs = await storeMedia(other.company.id, png, 'theirs.png', { maxBytes: 1 << 20 });
    const res = await call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, body: { number: '5511900001111', body: 'x', mediaUrl: `/public/${theirs.mediaPath}` } });
    expect([res.status, res.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(await written(conn.id)).toBe(0);
  });

  test('GET without a valid number, and bad ids, answer 400', async () => {
    const { company, admin } = await sessions.tenant();
    const conn = await connected(company.id);
    for (const query of [{}, { number: 'abc' }, { number: '12' }]) {
      const r = await call('GET', `/simulator/${conn.id}/messages`, { token: admin.token, query });
      expect([r.status, r.body.error]).toEqual([400, 'ERR_VALIDATION']);
    }
    for (const [method, path] of [['POST', '/simulator/abc/scan'], ['POST', '/simulator/0/messages'], ['GET', '/simulator/-3/messages?number=5511900001111']] as const) {
      const r = await call(method, path, { token: admin.token, body: method === 'POST' ? { number: '5511900001111', body: 'x' } : undefined });
      expect([r.status, r.body.error]).toEqual([400, 'ERR_VALIDATION']);
    }
  });

  test('a session that is not running answers 400 ERR_WAPP_NOT_INITIALIZED; one not waiting for a scan too', async () => {
    const { company, admin } = await sessions.tenant();
    const idle = await makeConnection(company.id, { status: 'DISCONNECTED' });
    for (const [path, body] of [[`/simulator/${idle.id}/scan`, undefined], [`/simulator/${idle.id}/messages`, { number: '5511900001111', body: 'x' }]] as const) {
      const r = await call('POST', path, { token: admin.token, body });
      expect([r.status, r.body.error]).toEqual([400, 'ERR_WAPP_NOT_INITIALIZED']);
    }
    expect(await written(idle.id)).toBe(0);
  });

  test('a connection that does not use the simulator answers 400; an unknown one 404', async () => {
    const { company, admin } = await sessions.tenant();
    const real = await makeConnection(company.id, { provider: 'baileys', status: 'DISCONNECTED' });
    for (const [method, path] of [['POST', `/simulator/${real.id}/scan`], ['GET', `/simulator/${real.id}/messages?number=5511900001111`]] as const) {
      const r = await call(method, path, { token: admin.token });
      expect([r.status, r.body.error]).toEqual([400, 'ERR_VALIDATION']);
    }
    const unknown = await call('POST', '/simulator/999999999/scan', { token: admin.token });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'ERR_NO_WAPP_FOUND']);
  });

  test('with the simulator disabled its routes answer 404', async () => {
    const { company, admin } = await sessions.tenant();
    const conn = await connected(company.id);
    setConfig({ ...original, simulatorEnabled: false });
    for (const [method, path, body] of [['POST', `/simulator/${conn.id}/scan`, undefined], ['POST', `/simulator/${conn.id}/messages`, { number: '5511900001111', body: 'x' }], ['GET', `/simulator/${conn.id}/messages?number=5511900001111`, undefined]] as const) {
      const r = await call(method, path, { token: admin.token, body });
      expect(r.status).toBe(404);
    }
    expect(await written(conn.id)).toBe(0);
  });

  test('POST /contacts/import without a default connection answers 404 ERR_NO_DEF_WAPP_FOUND; with it not connected 400', async () => {
    const { company, admin } = await sessions.tenant();
    const none = await call('POST', '/contacts/import', { token: admin.token });
    expect([none.status, none.body.error]).toEqual([404, 'ERR_NO_DEF_WAPP_FOUND']);
    await makeConnection(company.id, { isDefault: true, status: 'DISCONNECTED' });
    const down = await call('POST', '/contacts/import', { token: admin.token });
    expect([down.status, down.body.error]).toEqual([400, 'ERR_WAPP_NOT_INITIALIZED']);
    expect(Number((await db().select({ n: count() }).from(contacts).where(eq(contacts.companyId, company.id)))[0].n)).toBe(0);
  });
});
