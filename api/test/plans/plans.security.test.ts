import { describe, expect, test } from 'bun:test';
import { count, db, eq, plans } from '@zapdesk/db';
import { call, makeCompany, makePlan, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';

async function world() {
  return { ...(await makeCompany()), target: await makePlan({ value: 5 }), newName: `Sneaky ${crypto.randomUUID()}` };
}
type World = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/plans/list', role: 'public', answers: 200 },
  { method: 'GET', path: '/plans/all', role: 'super' },
  { method: 'GET', path: '/plans/:id', role: 'super' },
  { method: 'POST', path: '/plans', body: (w) => ({ name: w.newName, users: 1, connections: 1, queues: 1, value: 0 }), role: 'super' },
  { method: 'PUT', path: '/plans/:id', body: { value: 0 }, role: 'super' },
  { method: 'DELETE', path: '/plans/:id', role: 'super' },
];

describe('plans: security', () => {
  runSecurityTable({
    world,
    params: (w) => ({ id: w.target.id }),
    unchanged: async (w) => [await db().select().from(plans).where(eq(plans.id, w.target.id)), (await db().select({ n: count() }).from(plans).where(eq(plans.name, w.newName)))[0].n],
    routes,
  });

  test('GET /plans/list never shows private plans or internal fields', async () => {
    const priv = await makePlan({ isPublic: false });
    const res = await call('GET', '/plans/list');
    expect(res.status).toBe(200);
    expect(res.body.some((p: any) => p.id === priv.id)).toBe(false);
    for (const p of res.body) expect(p.isPublic).toBeUndefined();
  });
});
