import { afterAll, describe, expect, test } from 'bun:test';
import Redis from 'ioredis';
import { config } from '@zapdesk/core';
import { whatsappAuth, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeConnection } from '@zapdesk/testing';
import { connectReady, record, type Socket } from '@zapdesk/testing/socket';
import { startServers } from '../../../api/src/server';
import { connectionRow, spawnRuntime, until, type RuntimeProcess } from './helpers';

/**
 * Two session runtimes in two processes share PostgreSQL and Redis (the distributed mode): one owns
 * the connection; killed without releasing anything, the other takes it over once the lease lapses.
 * Commands from this process (an API without sessions) reach the owner over the bus, and the owner's
 * realtime events reach this process's sockets over `realtime.forward`. PostgreSQL+Redis pass only.
 */
const withRedis = !!process.env.REDIS_URL;

const children: RuntimeProcess[] = [];
let servers: Awaited<ReturnType<typeof startServers>> | null = null;
let socket: Socket | null = null;

afterAll(async () => {
  socket?.close();
  for (const c of children) {
    c.proc.kill('SIGTERM');
    await c.proc.exited;
  }
  await servers?.stop();
});

async function spawnChild(companyId: number, id: string) {
  const child = await spawnRuntime(companyId, id);
  children.push(child);
  return child;
}

describe('session ownership across processes', () => {
  test.if(withRedis)('one owner; killed, the other takes over; commands and realtime cross processes', async () => {
    servers = await startServers({ port: 0, webPort: false });
    const { company, admin } = await makeCompany();
    const conn = await makeConnection(company.id, { status: 'CONNECTED' });
    await withTransaction((tx) => tx.insert(whatsappAuth).values({ whatsappId: conn.id, category: 'simulator', keyId: 'paired', value: '5599000000001' }));
    socket = await connectReady(`http://127.0.0.1:${servers.api.port}`, admin.token);
    const heard = record(socket);
    const redis = new Redis(process.env.REDIS_URL!);
    const lease = () => redis.get(`${config().redisPrefix}lease:wa:${conn.id}`);
    try {
      const [a, b] = await Promise.all([spawnChild(company.id, 'proc-a'), spawnChild(company.id, 'proc-b')]);
      const holder = await until(lease, 'a lease');
      const owner = holder === a.id ? a : b;
      const other = owner === a ? b : a;
      await until(async () => (await owner.ask()).includes(conn.id), 'owner runs the session');
      expect(await other.ask()).not.toContain(conn.id);

      // The owner resumed the paired connection; its session events reached this process's admin socket.
      await until(() => heard.of(`company-${company.id}-whatsappSession`).some((e) => e.session.id === conn.id && e.session.status === 'CONNECTED'), 'forwarded event');
      expect((await connectionRow(conn.id)).status).toBe('CONNECTED');

      // A contact writes through this process's API: the command travels to the owner over the bus.
      const first = await call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, body: { number: '5511944443333', body: 'before' } });
      expect(first.status).toBe(200);
      expect(first.body.providerId).toMatch(/^3EB0/);

      // The owner dies without releasing its lease; once the lease lapses the other process resumes the session.
      owner.proc.kill('SIGKILL');
      await owner.proc.exited;
      await until(async () => (await lease()) === other.id, 'takeover');
      await until(async () => (await other.ask()).includes(conn.id), 'survivor runs the session');
      await until(async () => (await connectionRow(conn.id)).status === 'CONNECTED', 'resumed CONNECTED');
      const second = await call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, body: { number: '5511944443333', body: 'after' } });
      expect(second.status).toBe(200);
      const seen = await call('GET', `/simulator/${conn.id}/messages`, { token: admin.token, query: { number: '5511944443333' } });
      expect(seen.body.map((m: { body: string; direction: string }) => [m.direction, m.body])).toEqual([
        ['in', 'before'],
        ['in', 'after'],
      ]);
    } finally {
      redis.disconnect();
    }
  }, 30_000);

  test.if(withRedis)('an owner that dies shows its connection as being taken over before its lease lapses, then the next owner connects it', async () => {
    const { company } = await makeCompany();
    const conn = await makeConnection(company.id, { status: 'CONNECTED' });
    await withTransaction((tx) => tx.insert(whatsappAuth).values({ whatsappId: conn.id, category: 'simulator', keyId: 'paired', value: '5599000000002' }));
    const redis = new Redis(process.env.REDIS_URL!);
    const lease = () => redis.get(`${config().redisPrefix}lease:wa:${conn.id}`);
    const env = { TEST_LEASE_MS: '6000', TEST_ALIVE_MS: '600' };
    try {
      const [a, b] = await Promise.all([spawnRuntime(company.id, 'orph-a', env), spawnRuntime(company.id, 'orph-b', env)]);
      children.push(a, b);
      const holder = await until(lease, 'a lease');
      const owner = holder === a.id ? a : b;
      const other = owner === a ? b : a;
      await until(async () => (await owner.ask()).includes(conn.id), 'owner runs the session');
      await until(async () => (await connectionRow(conn.id)).status === 'CONNECTED', 'CONNECTED');

      owner.proc.kill('SIGKILL');
      await owner.proc.exited;
      // Nobody runs it now: the survivor shows it as being taken over while the dead owner's lease still stands.
      await until(async () => (await connectionRow(conn.id)).status === 'OPENING', 'shown as being taken over');
      expect(await lease()).toBe(owner.id);
      // Once the lease lapses the survivor takes it and connects it.
      await until(async () => (await lease()) === other.id, 'takeover', 15_000);
      await until(async () => (await connectionRow(conn.id)).status === 'CONNECTED', 'CONNECTED again', 15_000);
    } finally {
      redis.disconnect();
    }
  }, 40_000);
});
