import { describe, expect, test } from 'bun:test';
import { setLogLevel, setLogSink } from '@zapdesk/core';
import { call, callRoute, makeCompany, makeSuper, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { WEBHOOK_SECRET, integrationBody, integrationRow, integrationsOf, serviceAccountJson } from './helpers';

async function world() {
  const t = await makeCompany();
  const created = await call('POST', '/queueIntegration', { token: t.admin.token, body: integrationBody() });
  return { ...t, id: created.body.id as number };
}
type W = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<W>[] = [
  { method: 'GET', path: '/queueIntegration', role: 'user' },
  { method: 'GET', path: '/queueIntegration/:id', role: 'user', otherCompany: 'ERR_NO_INTEGRATION_FOUND' },
  { method: 'POST', path: '/queueIntegration', body: integrationBody({ name: 'Outro webhook' }), role: 'admin' },
  { method: 'PUT', path: '/queueIntegration/:id', body: { name: 'Mudado por alguém' }, role: 'admin', otherCompany: 'ERR_NO_INTEGRATION_FOUND' },
  { method: 'DELETE', path: '/queueIntegration/:id', role: 'admin', otherCompany: 'ERR_NO_INTEGRATION_FOUND' },
];
const table = { world, params: (w: W) => ({ id: w.id }), unchanged: async (w: W) => [await integrationRow(w.id), (await integrationsOf(w.company.id)).length], routes };

describe('queue integrations: security', () => {
  runSecurityTable(table);

  test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s with the plan flag useIntegrations off answers 403 ERR_PLAN_FEATURE_DISABLED', async (_label, r) => {
    const w = await world();
    const root = await makeSuper();
    await call('PUT', `/plans/${w.plan.id}`, { token: root.token, body: { useIntegrations: false } });
    const before = await table.unchanged(w);
    const res = await callRoute(table, r, w, w.admin.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', flag: 'useIntegrations' });
    expect(await table.unchanged(w)).toEqual(before);
  });

  test("another company's integrations never show in the list", async () => {
    await world();
    const b = await makeCompany();
    expect((await call('GET', '/queueIntegration', { token: b.admin.token })).body).toEqual({ queueIntegrations: [], count: 0, hasMore: false });
  });

  test('the signing key and the Dialogflow credentials are in no answer and no log line', async () => {
    const lines: string[] = [];
    setLogSink((l) => lines.push(l));
    setLogLevel('debug');
    const answers: unknown[] = [];
    const key = serviceAccountJson();
    const pemLine = key.match(/PRIVATE KEY-----\\n([^\\]{20})/)![1];
    try {
      const w = await world();
      const df = await call('POST', '/queueIntegration', { token: w.admin.token, body: { type: 'dialogflow', name: 'Agente', projectName: 'agente-teste', jsonContent: key } });
      answers.push(df.body, (await call('GET', '/queueIntegration', { token: w.user.token })).body, (await call('GET', `/queueIntegration/${w.id}`, { token: w.user.token })).body);
      answers.push((await call('PUT', `/queueIntegration/${df.body.id}`, { token: w.admin.token, body: { name: 'x', jsonContent: key } })).body);
    } finally {
      setLogLevel('error');
      setLogSink((l) => process.stdout.write(l + '\n'));
    }
    const seen = JSON.stringify(answers) + lines.join('\n');
    expect(seen).not.toContain(WEBHOOK_SECRET);
    expect(seen).not.toContain(pemLine);
  });
});
