import { describe, expect, test } from 'bun:test';
import { db, eq, flowCampaigns, flows, flowVersions } from '@zapdesk/db';
import { call, callRoute, makeCompany, makeSuper, makeUser, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { PNG, flowWorld, mediasForm, sampleDrawing } from './helpers';

async function world() {
  const w = await flowWorld();
  await call('POST', '/flowbuilder/flow', { token: w.user.token, body: { idFlow: w.flowId, ...sampleDrawing(w.queue.id) } });
  const pc = await call('POST', '/flowcampaign', { token: w.user.token, body: { name: 'Promo', flowId: w.flowId, whatsappId: w.connection.id, phrase: 'promo' } });
  return { ...w, phraseId: pc.body.id as number };
}
type W = Awaited<ReturnType<typeof world>>;

const routes: SecuredRoute<W>[] = [
  { method: 'GET', path: '/flowbuilder', role: 'user' },
  { method: 'POST', path: '/flowbuilder', body: { name: 'Novo fluxo' }, role: 'user' },
  { method: 'PUT', path: '/flowbuilder', body: (w) => ({ flowId: w.flowId, name: 'Renomeado' }), role: 'user', otherCompany: 'ERR_NO_FLOW_FOUND' },
  { method: 'DELETE', path: '/flowbuilder/:id', role: 'user', otherCompany: 'ERR_NO_FLOW_FOUND' },
  { method: 'POST', path: '/flowbuilder/duplicate', body: (w) => ({ flowId: w.flowId }), role: 'user', otherCompany: 'ERR_NO_FLOW_FOUND' },
  { method: 'GET', path: '/flowbuilder/flow/:id', role: 'user', otherCompany: 'ERR_NO_FLOW_FOUND' },
  { method: 'POST', path: '/flowbuilder/flow', body: (w) => ({ idFlow: w.flowId, nodes: [{ id: '1', type: 'start', position: { x: 250, y: 100 }, data: {} }], connections: [] }), role: 'user', otherCompany: 'ERR_NO_FLOW_FOUND' },
  { method: 'POST', path: '/flowbuilder/img', form: () => mediasForm([[PNG, 'a.png', 'image/png']]), role: 'user' },
  { method: 'POST', path: '/flowbuilder/audio', form: () => mediasForm([[PNG, 'a.png', 'image/png']]), role: 'user' },
  { method: 'POST', path: '/flowbuilder/content', form: () => mediasForm([[PNG, 'a.png', 'image/png']]), role: 'user' },
  { method: 'GET', path: '/flowbuilder/:id/stats', role: 'user', otherCompany: 'ERR_NO_FLOW_FOUND' },
  { method: 'GET', path: '/flowcampaign', role: 'user' },
  { method: 'GET', path: '/flowcampaign/:phraseId', role: 'user', otherCompany: 'ERR_NO_FLOW_CAMPAIGN_FOUND' },
  { method: 'POST', path: '/flowcampaign', body: (w) => ({ name: 'Outra', flowId: w.flowId, whatsappId: w.connection.id, phrase: 'outra' }), role: 'user' },
  { method: 'PUT', path: '/flowcampaign', body: (w) => ({ id: w.phraseId, name: 'Editada', flowId: w.flowId, whatsappId: w.connection.id, phrase: 'editada', status: true }), role: 'user', otherCompany: 'ERR_NO_FLOW_CAMPAIGN_FOUND' },
  { method: 'DELETE', path: '/flowcampaign/:phraseId', role: 'supervisor', otherCompany: 'ERR_NO_FLOW_CAMPAIGN_FOUND' },
];

const snapshot = async (w: W) => [
  await db().select().from(flows).where(eq(flows.companyId, w.company.id)),
  await db().select().from(flowVersions).where(eq(flowVersions.companyId, w.company.id)),
  await db().select().from(flowCampaigns).where(eq(flowCampaigns.companyId, w.company.id)),
];
const table = { world, params: (w: W) => ({ id: w.flowId, phraseId: w.phraseId }), unchanged: snapshot, routes };

describe('flow builder: security', () => {
  runSecurityTable(table);

  test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s with the plan flag useCampaigns off answers 403 ERR_PLAN_FEATURE_DISABLED', async (_label, r) => {
    const w = await world();
    const root = await makeSuper();
    await call('PUT', `/plans/${w.plan.id}`, { token: root.token, body: { useCampaigns: false } });
    const before = await snapshot(w);
    const res = await callRoute(table, r, w, w.admin.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', flag: 'useCampaigns' });
    expect(await snapshot(w)).toEqual(before);
  });

  test("another company's flows and phrase campaigns never show; their ids in a body are refused", async () => {
    const w = await world();
    const before = await snapshot(w);
    const b = await makeCompany();
    expect((await call('GET', '/flowbuilder', { token: b.user.token })).body.flows).toEqual([]);
    expect((await call('GET', '/flowcampaign', { token: b.user.token })).body.flow).toEqual([]);
    const { makeConnection } = await import('@zapdesk/testing');
    const theirConnection = await makeConnection(b.company.id);
    const mine = await call('POST', '/flowbuilder', { token: b.user.token, body: { name: 'Meu' } });
    const hijack = await call('POST', '/flowcampaign', { token: b.user.token, body: { name: 'X', flowId: w.flowId, whatsappId: theirConnection.id, phrase: 'x' } });
    expect(hijack.body.error).toBe('ERR_NO_FLOW_FOUND');
    const onTheirConnection = await call('PUT', '/flowcampaign', { token: w.user.token, body: { id: w.phraseId, name: 'X', flowId: w.flowId, whatsappId: theirConnection.id, phrase: 'x' } });
    expect(onTheirConnection.body.error).toBe('ERR_NO_WAPP_FOUND');
    const intoTheirs = await call('PUT', '/flowcampaign', { token: w.user.token, body: { id: w.phraseId, name: 'X', flowId: mine.body.id, whatsappId: w.connection.id, phrase: 'x' } });
    expect(intoTheirs.body.error).toBe('ERR_NO_FLOW_FOUND');
    expect(await snapshot(w)).toEqual(before);
  });

  test('an attendant may edit flows but not delete phrase campaigns (contacts-page:deleteContact); a supervisor may', async () => {
    const w = await world();
    const attendant = await call('DELETE', `/flowcampaign/${w.phraseId}`, { token: w.user.token });
    expect(attendant.status).toBe(403);
    expect(attendant.body.error).toBe('ERR_NO_PERMISSION');
    const supervisor = await makeUser(w.company.id, { profile: 'supervisor' });
    expect((await call('DELETE', `/flowcampaign/${w.phraseId}`, { token: supervisor.token })).status).toBe(200);
  });
});
