import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, forgedTokenFor, makeCompany, makeConnection, makeUser } from '@zapdesk/testing';
import { connectionsOf, whatsappRow } from './helpers';

// Every row has three cells: bun passes a `done` callback in place of a missing one.
type Route = [method: string, path: (id: number) => string, body: unknown];
const routes: Route[] = [
  ['GET', () => '/whatsapp', undefined],
  ['GET', (id) => `/whatsapp/${id}`, undefined],
  ['POST', () => '/whatsapp', { name: 'New line' }],
  ['PUT', (id) => `/whatsapp/${id}`, { name: 'Hacked' }],
  ['DELETE', (id) => `/whatsapp/${id}`, undefined],
  ['POST', (id) => `/whatsappsession/${id}`, undefined],
  ['PUT', (id) => `/whatsappsession/${id}`, undefined],
  ['DELETE', (id) => `/whatsappsession/${id}`, undefined],
];
const byId = routes.filter(([, p]) => p(1).endsWith('/1'));
const writes = routes.filter(([m]) => m !== 'GET');

async function tenant() {
  const t = await makeCompany();
  // Not the default, so DELETE is allowed when permitted; DISCONNECTED, so nothing runs it.
  await makeConnection(t.company.id, { isDefault: true, status: 'DISCONNECTED' });
  const conn = await makeConnection(t.company.id, { isDefault: false, status: 'DISCONNECTED' });
  return { ...t, conn };
}

describe('connections: security', () => {
  test.each(routes)('%s without a token answers 403 ERR_SESSION_EXPIRED', async (method, path, body) => {
    const { conn } = await tenant();
    const res = await call(method, path(conn.id), { body });
    expect([res.status, res.body.error]).toEqual([403, 'ERR_SESSION_EXPIRED']);
  });

  test.each(routes)('%s with an expired or forged token answers 403 ERR_SESSION_EXPIRED and changes nothing', async (method, path, body) => {
    const { conn, admin, company } = await tenant();
    const before = await whatsappRow(conn.id);
    for (const token of [await expiredTokenFor(admin), await forgedTokenFor(admin)]) {
      const res = await call(method, path(conn.id), { token, body });
      expect([res.status, res.body.error]).toEqual([403, 'ERR_SESSION_EXPIRED']);
    }
    expect(await whatsappRow(conn.id)).toEqual(before);
    expect(await connectionsOf(company.id)).toBe(2);
  });

  test.each(byId)("%s on another company's connection answers 404 and changes nothing", async (method, path, body) => {
    const victim = await tenant();
    const attacker = await tenant();
    const before = await whatsappRow(victim.conn.id);
    const res = await call(method, path(victim.conn.id), { token: attacker.admin.token, body });
    expect([res.status, res.body.error]).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    expect(await whatsappRow(victim.conn.id)).toEqual(before);
  });

  test.each(writes)('%s by a user or a supervisor answers 403 ERR_NO_PERMISSION and changes nothing', async (method, path, body) => {
    const { conn, user, company } = await tenant();
    const supervisor = await makeUser(company.id, { profile: 'supervisor' });
    const before = await whatsappRow(conn.id);
    for (const token of [user.token, supervisor.token]) {
      const res = await call(method, path(conn.id), { token, body });
      expect([res.status, res.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    }
    expect(await whatsappRow(conn.id)).toEqual(before);
    expect(await connectionsOf(company.id)).toBe(2);
  });

  test("the list never carries another company's connections, and never a token or QR code to non-admins", async () => {
    const victim = await tenant();
    const attacker = await tenant();
    for (const token of [attacker.admin.token, attacker.user.token]) {
      const res = await call('GET', '/whatsapp', { token, query: { companyId: victim.company.id } });
      expect(res.body.every((w: { companyId: number }) => w.companyId === attacker.company.id)).toBe(true);
      expect(res.body).toHaveLength(2);
    }
    const asUser = await call('GET', '/whatsapp', { token: attacker.user.token });
    expect(asUser.body.every((w: Record<string, unknown>) => !('token' in w) && w.qrcode === '')).toBe(true);
    expect(JSON.stringify(asUser.body)).not.toContain('"auth');
  });

  test('a companyId in the body is ignored: the connection belongs to the caller’s company', async () => {
    const victim = await tenant();
    const attacker = await tenant();
    const res = await call('POST', '/whatsapp', { token: attacker.admin.token, body: { name: 'Sneaky', companyId: victim.company.id } });
    expect(res.status).toBe(200);
    expect(res.body.companyId).toBe(attacker.company.id);
    expect(await connectionsOf(victim.company.id)).toBe(2);
  });
});
