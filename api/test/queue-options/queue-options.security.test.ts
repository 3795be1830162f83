import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, makeCompany, makeUser } from '@zapdesk/testing';
import { addOption, optionRow, optionsOf } from './helpers';

type Ids = { queueId: number; optionId: number };
// Every row has five cells: bun passes a `done` callback in place of a missing one.
type Route = [method: string, path: (ids: Ids) => string, query: (ids: Ids) => Record<string, number> | undefined, body: (ids: Ids) => unknown, adminOnly: boolean];
const none = () => undefined;
const routes: Route[] = [
  ['GET', () => '/queue-options', (i) => ({ queueId: i.queueId, parentId: -1 }), none, false],
  ['GET', () => '/queue-options/tree', (i) => ({ queueId: i.queueId }), none, false],
  ['GET', (i) => `/queue-options/${i.optionId}`, none, none, false],
  ['POST', () => '/queue-options', none, (i) => ({ queueId: i.queueId, title: 'Injected' }), true],
  ['POST', () => '/queue-options', none, (i) => ({ queueId: i.queueId, parentId: i.optionId, title: 'Injected' }), true],
  ['PUT', (i) => `/queue-options/${i.optionId}`, none, () => ({ title: 'Hacked' }), true],
  ['DELETE', (i) => `/queue-options/${i.optionId}`, none, none, true],
];

async function victim() {
  const base = await makeCompany();
  const o = await addOption(base.admin.token, { queueId: base.queue.id, title: 'Original' });
  return { ...base, ids: { queueId: base.queue.id, optionId: o.id } };
}

describe('queue options: security', () => {
  test.each(routes)('%s %p without a token, or with an expired one, answers 403 ERR_SESSION_EXPIRED', async (method, path, query, body) => {
    const v = await victim();
    for (const token of [undefined, await expiredTokenFor(v.admin)]) {
      const res = await call(method, path(v.ids), { token, query: query(v.ids), body: body(v.ids) });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
    }
  });

  test.each(routes)("%s %p on another company's queue or option answers 404 and changes nothing", async (method, path, query, body) => {
    const v = await victim();
    const attacker = await makeCompany();
    const before = await optionRow(v.ids.optionId);
    const res = await call(method, path(v.ids), { token: attacker.admin.token, query: query(v.ids), body: body(v.ids) });
    expect(res.status).toBe(404);
    expect(['ERR_NO_QUEUE_FOUND', 'ERR_NO_QUEUE_OPTION_FOUND']).toContain(res.body.error);
    expect(await optionRow(v.ids.optionId)).toEqual(before);
    expect(await optionsOf(v.ids.queueId)).toBe(1);
  });

  test.each(routes.filter((r) => r[4]))('%s %p by a user or supervisor answers 403 ERR_NO_PERMISSION', async (method, path, query, body) => {
    const v = await victim();
    const supervisor = await makeUser(v.company.id, { profile: 'supervisor' });
    const before = await optionRow(v.ids.optionId);
    for (const token of [v.user.token, supervisor.token]) {
      const res = await call(method, path(v.ids), { token, query: query(v.ids), body: body(v.ids) });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    expect(await optionRow(v.ids.optionId)).toEqual(before);
    expect(await optionsOf(v.ids.queueId)).toBe(1);
  });
});
