import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, forgedTokenFor, makeCompany, makeUser } from '@zapdesk/testing';
import { queueRow, queuesOf, randomColor } from './helpers';

// Every row has three cells: bun passes a `done` callback in place of a missing one.
type Route = [method: string, path: (id: number) => string, body: unknown];
const routes: Route[] = [
  ['GET', () => '/queue', undefined],
  ['GET', (id) => `/queue/${id}`, undefined],
  ['POST', () => '/queue', { name: 'New', color: '#0F0F0F' }],
  ['PUT', (id) => `/queue/${id}`, { name: 'Hacked' }],
  ['DELETE', (id) => `/queue/${id}`, undefined],
];
const byId = routes.filter(([, p]) => p(1).includes('/1'));
const writes = routes.filter(([m]) => m !== 'GET');

describe('queues: security', () => {
  test.each(routes)('%s without a token answers 403 ERR_SESSION_EXPIRED', async (method, path, body) => {
    const { queue } = await makeCompany();
    const res = await call(method, path(queue.id), { body });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each(routes)('%s with an expired or forged token answers 403 ERR_SESSION_EXPIRED', async (method, path, body) => {
    const { queue, admin } = await makeCompany();
    for (const token of [await expiredTokenFor(admin), await forgedTokenFor(admin)]) {
      const res = await call(method, path(queue.id), { token, body });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
    }
    expect(await queueRow(queue.id)).toMatchObject({ name: queue.name });
  });

  test.each(byId)("%s on another company's queue answers 404 and changes nothing", async (method, path, body) => {
    const victim = await makeCompany();
    const attacker = await makeCompany();
    const before = await queueRow(victim.queue.id);
    const res = await call(method, path(victim.queue.id), { token: attacker.admin.token, body });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_QUEUE_FOUND');
    expect(await queueRow(victim.queue.id)).toEqual(before);
  });

  test("the list never carries another company's queues", async () => {
    const victim = await makeCompany();
    const attacker = await makeCompany();
    const res = await call('GET', '/queue', { token: attacker.admin.token, query: { companyId: victim.company.id } });
    expect(res.body.map((q: any) => q.id)).toEqual([attacker.queue.id]);
  });

  test.each(writes)('%s by a user or a supervisor answers 403 ERR_NO_PERMISSION and changes nothing', async (method, path, body) => {
    const { queue, user, company } = await makeCompany();
    const supervisor = await makeUser(company.id, { profile: 'supervisor' });
    const before = await queueRow(queue.id);
    for (const token of [user.token, supervisor.token]) {
      const res = await call(method, path(queue.id), { token, body });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    expect(await queueRow(queue.id)).toEqual(before);
    expect(await queuesOf(company.id)).toBe(1);
  });

  test('a companyId in the body is ignored: the queue belongs to the caller’s company', async () => {
    const victim = await makeCompany();
    const attacker = await makeCompany();
    const res = await call('POST', '/queue', { token: attacker.admin.token, body: { name: 'Sneaky', color: randomColor(), companyId: victim.company.id } });
    expect(res.status).toBe(200);
    expect(res.body.companyId).toBe(attacker.company.id);
    expect(await queuesOf(victim.company.id)).toBe(1);
  });
});
