import { describe, expect, test } from 'bun:test';
import { count, db, eq, plans } from '@zapdesk/db';
import { call, expiredTokenFor, forgedTokenFor, makeCompany, makePlan } from '@zapdesk/testing';

type Route = [string, string, unknown?];
const superRoutes = async (): Promise<Route[]> => {
  const p = await makePlan();
  return [
    ['GET', '/plans/all'],
    ['GET', `/plans/${p.id}`],
    ['POST', '/plans', { name: `Sec ${crypto.randomUUID()}`, users: 1, connections: 1, queues: 1, value: 1 }],
    ['PUT', `/plans/${p.id}`, { name: `Sec ${crypto.randomUUID()}` }],
    ['DELETE', `/plans/${p.id}`],
  ];
};
const names = ['GET /plans/all', 'GET /plans/:id', 'POST /plans', 'PUT /plans/:id', 'DELETE /plans/:id'].map((n, i) => [n, i] as const);

describe('plans: security', () => {
  test.each(names)('%s without a token answers 403 ERR_SESSION_EXPIRED', async (_n, i) => {
    const [method, path, body] = (await superRoutes())[i];
    const res = await call(method, path, { body });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each(names)('%s with an expired or forged token answers 403 ERR_SESSION_EXPIRED', async (_n, i) => {
    const [method, path, body] = (await superRoutes())[i];
    const { admin } = await makeCompany();
    for (const token of [await expiredTokenFor(admin), await forgedTokenFor(admin)]) {
      const res = await call(method, path, { token, body });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
    }
  });

  test.each(names)('%s by a company admin or attendant (not super) answers 403 ERR_NO_PERMISSION', async (_n, i) => {
    const [method, path, body] = (await superRoutes())[i];
    const { admin, user } = await makeCompany();
    for (const u of [admin, user]) {
      const res = await call(method, path, { token: u.token, body });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
  });

  test('a refused edit or delete leaves the plan unchanged', async () => {
    const { admin } = await makeCompany();
    const p = await makePlan({ value: 5 });
    await call('PUT', `/plans/${p.id}`, { token: admin.token, body: { value: 0 } });
    await call('DELETE', `/plans/${p.id}`, { token: admin.token });
    const [row] = await db().select().from(plans).where(eq(plans.id, p.id));
    expect(row.value).toBe(5);
  });

  test('a refused create writes nothing', async () => {
    const { admin } = await makeCompany();
    const name = `Sneaky ${crypto.randomUUID()}`;
    await call('POST', '/plans', { token: admin.token, body: { name, users: 1, connections: 1, queues: 1, value: 0 } });
    expect((await db().select({ n: count() }).from(plans).where(eq(plans.name, name)))[0].n).toBe(0);
  });

  test('GET /plans/list is public and never shows private plans or internal fields', async () => {
    const priv = await makePlan({ isPublic: false });
    const res = await call('GET', '/plans/list');
    expect(res.status).toBe(200);
    expect(res.body.some((p: any) => p.id === priv.id)).toBe(false);
    for (const p of res.body) expect(p.isPublic).toBeUndefined();
  });
});
