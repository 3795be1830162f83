import { describe, expect, test } from 'bun:test';
import { and, db, eq, settings } from '@zapdesk/db';
import { call, callRoute, makeCompany, routeLabel, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';

type World = Awaited<ReturnType<typeof makeCompany>>;
const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/settings', role: 'user' },
  { method: 'GET', path: '/settings/userRating', role: 'user' },
  { method: 'GET', path: '/settings/asaas', role: 'admin' },
  { method: 'PUT', path: '/settings/userRating', body: { value: 'enabled' }, role: 'admin' },
  { method: 'PUT', path: '/settings/userCreation', body: { value: 'enabled' }, role: 'admin' },
  { method: 'PUT', path: '/settings/asaas', body: { value: 'enabled' }, role: 'admin' },
];
const valueOf = async (companyId: number, key: string) => (await db().select().from(settings).where(and(eq(settings.companyId, companyId), eq(settings.key, key))))[0]?.value;
const table = {
  world: () => makeCompany(),
  unchanged: async (w: World) => Promise.all(['userRating', 'userCreation', 'asaas'].map((key) => valueOf(w.company.id, key))),
  routes,
};

describe('settings: security', () => {
  runSecurityTable(table);

  // Settings are addressed by key within the caller's company: there is no id of another company to
  // reach, so "another company" means reads and writes never cross tenants.
  test.each(routes.filter((r) => r.path === '/settings' || r.path.endsWith('/userRating')).map((r) => [routeLabel(r), r] as const))(
    "%s touches only the caller's company",
    async (_label, r) => {
      const mine = await makeCompany();
      const theirs = await makeCompany();
      await call('PUT', '/settings/userRating', { token: theirs.admin.token, body: { value: 'enabled' } });
      const res = await callRoute(table, r, mine, mine.admin.token);
      expect(res.status).toBe(200);
      const rows = Array.isArray(res.body) ? res.body : [res.body];
      expect(rows.every((s: any) => s.companyId === mine.company.id)).toBe(true);
      expect(await valueOf(theirs.company.id, 'userRating')).toBe('enabled');
      if (r.method === 'GET') expect(rows.find((s: any) => s.key === 'userRating').value).toBe('disabled');
    },
  );

  test('the payment credential (asaas) is hidden from non-admins', async () => {
    const { admin, user } = await makeCompany();
    await call('PUT', '/settings/asaas', { token: admin.token, body: { value: 'secret-api-key' } });
    const list = await call('GET', '/settings', { token: user.token });
    expect(JSON.stringify(list.body)).not.toContain('secret-api-key');
    const one = await call('GET', '/settings/asaas', { token: user.token });
    expect(one.status).toBe(403);
    expect(one.body.error).toBe('ERR_NO_PERMISSION');
  });
});
