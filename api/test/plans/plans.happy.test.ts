import { describe, expect, test } from 'bun:test';
import { call, makePlan, makeSuper } from '@zapdesk/testing';

const flags = ['useCampaigns', 'useKanban', 'useOpenAi', 'useIntegrations', 'useSchedules', 'useInternalChat', 'useExternalApi'];
const uniqueName = (p: string) => `${p} ${crypto.randomUUID().slice(0, 8)}`;

describe('plans: happy path', () => {
  test('a super user creates a plan; feature flags and isPublic default to true', async () => {
    const su = await makeSuper();
    const name = uniqueName('Gold');
    const res = await call('POST', '/plans', { token: su.token, body: { name, users: 5, connections: 2, queues: 4, value: 49.9 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name, users: 5, connections: 2, queues: 4, value: 49.9, isPublic: true });
    expect(typeof res.body.id).toBe('number');
    for (const f of flags) expect(res.body[f]).toBe(true);
    const shown = await call('GET', `/plans/${res.body.id}`, { token: su.token });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual(res.body);
  });

  test('numbers may arrive as numeric text and flags as "true"/"false"', async () => {
    const su = await makeSuper();
    const res = await call('POST', '/plans', { token: su.token, body: { name: uniqueName('Text'), users: '3', connections: '1', queues: '2', value: '19.90', useKanban: 'false', useOpenAi: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ users: 3, connections: 1, queues: 2, value: 19.9, useKanban: false, useOpenAi: false, useCampaigns: true });
  });

  test('PUT changes only the fields sent', async () => {
    const su = await makeSuper();
    const plan = await makePlan({ users: 7, value: 10 });
    const res = await call('PUT', `/plans/${plan.id}`, { token: su.token, body: { value: 15, useExternalApi: false, isPublic: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: plan.id, name: plan.name, users: 7, value: 15, useExternalApi: false, isPublic: false, useKanban: true });
    const renamed = await call('PUT', `/plans/${plan.id}`, { token: su.token, body: { name: plan.name.toUpperCase() } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe(plan.name.toUpperCase());
  });

  test('GET /plans/all lists public and private plans', async () => {
    const su = await makeSuper();
    const pub = await makePlan();
    const priv = await makePlan({ isPublic: false });
    const res = await call('GET', '/plans/all', { token: su.token });
    expect(res.status).toBe(200);
    const ids = res.body.map((p: any) => p.id);
    expect(ids).toContain(pub.id);
    expect(ids).toContain(priv.id);
  });

  test('GET /plans/list needs no token and shows public plans only, with limits, value and the seven flags', async () => {
    const pub = await makePlan({ useKanban: false });
    const priv = await makePlan({ isPublic: false });
    const res = await call('GET', '/plans/list');
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => p.id)).not.toContain(priv.id);
    const shown = res.body.find((p: any) => p.id === pub.id);
    expect(Object.keys(shown).sort()).toEqual(['connections', 'id', 'name', 'queues', 'users', 'value', ...flags].sort());
    expect(shown.useKanban).toBe(false);
  });

  test('an unused plan is deleted', async () => {
    const su = await makeSuper();
    const plan = await makePlan();
    const res = await call('DELETE', `/plans/${plan.id}`, { token: su.token });
    expect(res.status).toBe(200);
    expect((await call('GET', `/plans/${plan.id}`, { token: su.token })).status).toBe(404);
  });

  test('the path matches with a trailing slash', async () => {
    const { status } = await call('GET', '/plans/list/');
    expect(status).toBe(200);
  });
});
