import { describe, expect, test } from 'bun:test';
import { call, makeCompany, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { queueRow, queuesOf, randomColor } from './helpers';

type World = Awaited<ReturnType<typeof makeCompany>>;
const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/queue', role: 'user' },
  { method: 'GET', path: '/queue/:id', role: 'user', otherCompany: 'ERR_NO_QUEUE_FOUND' },
  { method: 'POST', path: '/queue', body: { name: 'New', color: '#0F0F0F' }, role: 'admin' },
  { method: 'PUT', path: '/queue/:id', body: { name: 'Hacked' }, role: 'admin', otherCompany: 'ERR_NO_QUEUE_FOUND' },
  { method: 'DELETE', path: '/queue/:id', role: 'admin', otherCompany: 'ERR_NO_QUEUE_FOUND' },
];

describe('queues: security', () => {
  runSecurityTable({
    world: () => makeCompany(),
    params: (w) => ({ id: w.queue.id }),
    unchanged: async (w) => [await queueRow(w.queue.id), await queuesOf(w.company.id)],
    routes,
  });

  test("the list never carries another company's queues", async () => {
    const victim = await makeCompany();
    const attacker = await makeCompany();
    const res = await call('GET', '/queue', { token: attacker.admin.token, query: { companyId: victim.company.id } });
    expect(res.body.map((q: any) => q.id)).toEqual([attacker.queue.id]);
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
