import { describe, expect, test } from 'bun:test';
import { campaignSettings, db, eq } from '@zapdesk/db';
import { call, callRoute, makeCompany, makeSuper, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';

const world = makeCompany;
type W = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<W>[] = [
  { method: 'GET', path: '/campaign-settings', role: 'user' },
  { method: 'POST', path: '/campaign-settings', body: { settings: { messageInterval: 5 } }, role: 'user' },
];
const table = { world, unchanged: async (w: W) => db().select().from(campaignSettings).where(eq(campaignSettings.companyId, w.company.id)), routes };

describe('campaign settings: security', () => {
  runSecurityTable(table);

  test("one company's settings never reach another's", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    await call('POST', '/campaign-settings', { token: a.user.token, body: { settings: { messageInterval: 0, variables: [{ key: 'segredo', value: 'A' }] } } });
    const seen = (await call('GET', '/campaign-settings', { token: b.user.token })).body;
    expect(seen.find((r: any) => r.key === 'variables').value).toBe('[]');
  });

  test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s with the plan flag useCampaigns off answers 403 ERR_PLAN_FEATURE_DISABLED', async (_label, r) => {
    const w = await world();
    const root = await makeSuper();
    await call('PUT', `/plans/${w.plan.id}`, { token: root.token, body: { useCampaigns: false } });
    const before = await table.unchanged(w);
    const res = await callRoute(table, r, w, w.admin.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', flag: 'useCampaigns' });
    expect(await table.unchanged(w)).toEqual(before);
  });
});
