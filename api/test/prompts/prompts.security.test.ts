import { describe, expect, test } from 'bun:test';
import { setLogLevel, setLogSink } from '@zapdesk/core';
import { call, callRoute, makeCompany, makeSuper, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { API_KEY, promptBody, promptRow, promptsOf } from './helpers';

async function world() {
  const t = await makeCompany();
  const created = await call('POST', '/prompt', { token: t.admin.token, body: promptBody(t.queue.id, { voiceKey: 'azure-secret-key-000111' }) });
  return { ...t, id: created.body.id as number };
}
type W = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<W>[] = [
  { method: 'GET', path: '/prompt', role: 'user' },
  { method: 'GET', path: '/prompt/:id', role: 'user', otherCompany: 'ERR_NO_PROMPT_FOUND' },
  { method: 'POST', path: '/prompt', body: (w) => promptBody(w.queue.id, { name: 'Outro prompt' }), role: 'admin' },
  { method: 'PUT', path: '/prompt/:id', body: { name: 'Mudado por alguém' }, role: 'admin', otherCompany: 'ERR_NO_PROMPT_FOUND' },
  { method: 'DELETE', path: '/prompt/:id', role: 'admin', otherCompany: 'ERR_NO_PROMPT_FOUND' },
];
const table = { world, params: (w: W) => ({ id: w.id }), unchanged: async (w: W) => [await promptRow(w.id), (await promptsOf(w.company.id)).length], routes };

describe('prompts: security', () => {
  runSecurityTable(table);

  test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s with the plan flag useOpenAi off answers 403 ERR_PLAN_FEATURE_DISABLED', async (_label, r) => {
    const w = await world();
    const root = await makeSuper();
    await call('PUT', `/plans/${w.plan.id}`, { token: root.token, body: { useOpenAi: false } });
    const before = await table.unchanged(w);
    const res = await callRoute(table, r, w, w.admin.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', flag: 'useOpenAi' });
    expect(await table.unchanged(w)).toEqual(before);
  });

  test("another company's prompts never show in the list", async () => {
    await world();
    const b = await makeCompany();
    expect((await call('GET', '/prompt', { token: b.admin.token })).body).toEqual({ prompts: [], count: 0, hasMore: false });
  });

  test('the keys are in no answer, no event and no log line', async () => {
    const lines: string[] = [];
    setLogSink((l) => lines.push(l));
    setLogLevel('debug');
    const answers: unknown[] = [];
    try {
      const w = await world();
      answers.push((await call('GET', '/prompt', { token: w.user.token })).body);
      answers.push((await call('GET', `/prompt/${w.id}`, { token: w.admin.token })).body);
      answers.push((await call('PUT', `/prompt/${w.id}`, { token: w.admin.token, body: { name: 'Renomeado agora' } })).body);
      answers.push((await call('POST', '/prompt', { token: w.admin.token, body: promptBody(w.queue.id, { temperature: 7 }) })).body);
    } finally {
      setLogLevel('error');
      setLogSink((l) => process.stdout.write(l + '\n'));
    }
    const seen = JSON.stringify(answers) + lines.join('\n');
    expect(seen).not.toContain(API_KEY);
    expect(seen).not.toContain('azure-secret-key-000111');
  });
});
