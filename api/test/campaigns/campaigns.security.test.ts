import { describe, expect, test } from 'bun:test';
import { call, callRoute, makeCompany, makeConnection, makeContactList, makeSuper, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { PNG } from '../schedules/helpers';
import { campaignRow } from './helpers';

const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
async function world() {
  const t = await makeCompany();
  const conn = await makeConnection(t.company.id);
  const list = await makeContactList(t.company.id, { size: 2 });
  const c = await call('POST', '/campaigns', { token: t.user.token, body: { name: 'Da empresa A', message1: 'Oi', whatsappId: conn.id, contactListId: list.id, scheduledAt: inHours(4) } });
  return { ...t, conn, list, id: c.body.id as number };
}
type W = Awaited<ReturnType<typeof world>>;
const image = () => {
  const form = new FormData();
  form.append('file', new File([PNG], 'p.png', { type: 'image/png' }));
  return form;
};
const routes: SecuredRoute<W>[] = [
  { method: 'GET', path: '/campaigns', role: 'user' },
  { method: 'GET', path: '/campaigns/:id', role: 'user', otherCompany: 'ERR_NO_CAMPAIGN_FOUND' },
  { method: 'GET', path: '/campaigns/:id/report', role: 'user', otherCompany: 'ERR_NO_CAMPAIGN_FOUND' },
  { method: 'POST', path: '/campaigns', body: (w) => ({ name: 'Nova', message1: 'Oi', whatsappId: w.conn.id, contactListId: w.list.id }), role: 'user', otherCompany: 'ERR_NO_WAPP_FOUND' },
  { method: 'PUT', path: '/campaigns/:id', body: { name: 'Mudada' }, role: 'user', otherCompany: 'ERR_NO_CAMPAIGN_FOUND' },
  { method: 'DELETE', path: '/campaigns/:id', role: 'user', otherCompany: 'ERR_NO_CAMPAIGN_FOUND' },
  { method: 'POST', path: '/campaigns/:id/media-upload', form: image, role: 'user', otherCompany: 'ERR_NO_CAMPAIGN_FOUND' },
  { method: 'DELETE', path: '/campaigns/:id/media-upload', role: 'user', otherCompany: 'ERR_NO_CAMPAIGN_FOUND' },
  { method: 'POST', path: '/campaigns/:id/cancel', role: 'user', otherCompany: 'ERR_NO_CAMPAIGN_FOUND' },
  { method: 'POST', path: '/campaigns/:id/restart', role: 'user', otherCompany: 'ERR_NO_CAMPAIGN_FOUND' },
];
const table = { world, params: (w: W) => ({ id: w.id }), unchanged: async (w: W) => [await campaignRow(w.id), (await call('GET', '/campaigns', { token: w.admin.token })).body.records.length], routes };

describe('campaigns: security', () => {
  runSecurityTable(table);

  test("another company's list, tag or file list cannot be a campaign's target", async () => {
    const a = await world();
    const b = await makeCompany();
    const conn = await makeConnection(b.company.id);
    const res = await call('POST', '/campaigns', { token: b.user.token, body: { name: 'Roubada', message1: 'Oi', whatsappId: conn.id, contactListId: a.list.id } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_CONTACT_LIST_FOUND');
    expect((await call('GET', '/campaigns', { token: b.user.token })).body.records).toEqual([]);
  });

  test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s with the plan flag useCampaigns off answers 403 ERR_PLAN_FEATURE_DISABLED', async (_label, r) => {
    const w = await world();
    const root = await makeSuper();
    await call('PUT', `/plans/${w.plan.id}`, { token: root.token, body: { useCampaigns: false } });
    const before = [await campaignRow(w.id)];
    const res = await callRoute(table, r, w, w.admin.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', flag: 'useCampaigns' });
    expect([await campaignRow(w.id)]).toEqual(before);
  });
});
