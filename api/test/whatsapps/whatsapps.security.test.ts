import { describe, expect, test } from 'bun:test';
import { call, makeCompany, makeConnection, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { connectionsOf, whatsappRow } from './helpers';

async function tenant() {
  const t = await makeCompany();
  // Not the default, so DELETE is allowed when permitted; DISCONNECTED, so nothing runs it.
  await makeConnection(t.company.id, { isDefault: true, status: 'DISCONNECTED' });
  const conn = await makeConnection(t.company.id, { isDefault: false, status: 'DISCONNECTED' });
  return { ...t, conn };
}

const routes: SecuredRoute<Awaited<ReturnType<typeof tenant>>>[] = [
  { method: 'GET', path: '/whatsapp', role: 'user' },
  { method: 'GET', path: '/whatsapp/:id', role: 'user', otherCompany: 'ERR_NO_WAPP_FOUND' },
  { method: 'POST', path: '/whatsapp', body: { name: 'New line' }, role: 'admin' },
  { method: 'PUT', path: '/whatsapp/:id', body: { name: 'Hacked' }, role: 'admin', otherCompany: 'ERR_NO_WAPP_FOUND' },
  { method: 'DELETE', path: '/whatsapp/:id', role: 'admin', otherCompany: 'ERR_NO_WAPP_FOUND' },
  { method: 'POST', path: '/whatsappsession/:id', role: 'admin', otherCompany: 'ERR_NO_WAPP_FOUND' },
  { method: 'PUT', path: '/whatsappsession/:id', role: 'admin', otherCompany: 'ERR_NO_WAPP_FOUND' },
  { method: 'DELETE', path: '/whatsappsession/:id', role: 'admin', otherCompany: 'ERR_NO_WAPP_FOUND' },
];

describe('connections: security', () => {
  runSecurityTable({
    world: tenant,
    params: (w) => ({ id: w.conn.id }),
    unchanged: async (w) => [await whatsappRow(w.conn.id), await connectionsOf(w.company.id)],
    routes,
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
