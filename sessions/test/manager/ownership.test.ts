import { afterEach, describe, expect, test } from 'bun:test';
import Redis from 'ioredis';
import { config } from '@zapdesk/core';
import { makeCompany, makeConnection } from '@zapdesk/testing';
import type { SessionRuntime } from '../../src/manager';
import { connectionRow, scopedRuntime, until } from './helpers';

/** Leases need Redis: these run on the PostgreSQL+Redis pass. */
const withRedis = !!process.env.REDIS_URL;
const fast = { leaseMs: 600, renewMs: 100, pollMs: 100 };
const running: SessionRuntime[] = [];
afterEach(async () => {
  for (const rt of running.splice(0)) await rt.stop();
});

async function pair(companyId: number) {
  const rts = [await scopedRuntime([companyId], fast), await scopedRuntime([companyId], fast)];
  running.push(...rts);
  return rts;
}
const leaseKey = (id: number) => `${config().redisPrefix}lease:wa:${id}`;

describe('session ownership on one Redis (two runtimes in this process)', () => {
  test.if(withRedis)('each connection has exactly one owner, and the lease names it', async () => {
    const { company } = await makeCompany();
    const conns = await Promise.all([1, 2, 3].map(() => makeConnection(company.id, { status: 'OPENING' })));
    const [a, b] = await pair(company.id);
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      for (const c of conns) {
        const owners = [a, b].filter((rt) => rt.ownedIds().includes(c.id));
        expect(owners).toHaveLength(1);
        expect(await redis.get(leaseKey(c.id))).toBe(owners[0].instanceId);
        expect((await connectionRow(c.id)).status).toBe('qrcode');
      }
      // A command reaches the owner whichever runtime is asked first.
      for (const rt of [a, b]) expect(await rt.handle({ action: 'start', whatsappId: conns[0].id })).toEqual(rt.owns(conns[0].id) ? { ok: true } : null);
    } finally {
      redis.disconnect();
    }
  });

  test.if(withRedis)('an owner that finds its lease taken stops its session; a stopped owner hands over', async () => {
    const { company } = await makeCompany();
    const conn = await makeConnection(company.id, { status: 'OPENING' });
    const [a, b] = await pair(company.id);
    const owner = a.owns(conn.id) ? a : b;
    const other = owner === a ? b : a;
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      // Someone else holds the lease now (as after a pause longer than the lease): the owner lets go.
      await redis.set(leaseKey(conn.id), 'someone-else', 'PX', 60_000);
      await until(() => !owner.owns(conn.id), 'owner stopped');
      expect(other.owns(conn.id)).toBe(false);
      // The lease lapses: one of the two takes the connection over.
      await redis.del(leaseKey(conn.id));
      const next = await until(() => [a, b].find((rt) => rt.owns(conn.id)), 'takeover');
      expect(await redis.get(leaseKey(conn.id))).toBe(next.instanceId);
      // Stopping releases the lease at once; the other runtime takes over.
      await next.stop();
      const survivor = next === a ? b : a;
      await until(() => survivor.owns(conn.id), 'handover');
      expect(await redis.get(leaseKey(conn.id))).toBe(survivor.instanceId);
    } finally {
      redis.disconnect();
    }
  });
});
