import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { resyncRealtime, rooms } from '@zapdesk/core';
import { and, eq, userQueues, withTransaction } from '@zapdesk/db';
import { makeCompany, makeQueue } from '@zapdesk/testing';
import { connectReady, nextEvent, refusal, type Socket } from '@zapdesk/testing/socket';
import { login, probe, startGateway } from './helpers';

/**
 * Two API processes share PostgreSQL and Redis: events raised in this process (the test's own
 * server) reach clients connected to a second process through the realtime stream. Without
 * REDIS_URL every process delivers only to its own sockets, so these run on the PostgreSQL+Redis pass.
 */
const withRedis = !!process.env.REDIS_URL;

let here: Awaited<ReturnType<typeof startGateway>>;
let second: ReturnType<typeof Bun.spawn> | null = null;
let secondUrl = '';
const opened: Socket[] = [];

async function firstLine(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  let text = '';
  const decoder = new TextDecoder();
  while (!text.includes('\n')) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`second API process ended before printing its port: ${text}`);
    text += decoder.decode(value);
  }
  reader.releaseLock();
  return text.slice(0, text.indexOf('\n'));
}

beforeAll(async () => {
  if (!withRedis) return;
  here = await startGateway();
  second = Bun.spawn([process.execPath, 'run', join(import.meta.dir, 'fixtures', 'second-api.ts')], {
    cwd: join(import.meta.dir, '..', '..'),
    env: { ...process.env },
    stdin: 'pipe',
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const { port } = JSON.parse(await firstLine(second.stdout as ReadableStream<Uint8Array>));
  secondUrl = `http://127.0.0.1:${port}`;
});
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});
afterAll(async () => {
  if (!withRedis) return;
  if (second) {
    second.kill('SIGTERM');
    await second.exited;
  }
  await here.stop();
});

const onSecond = async (token: string) => {
  const s = await connectReady(secondUrl, token);
  opened.push(s);
  return s;
};

describe('realtime across API processes (Redis stream)', () => {
  test.if(withRedis)('an event emitted here reaches the clients of the other process that may see it, and only them', async () => {
    const A = await makeCompany();
    const B = await makeCompany();
    const sockets = { adminA: await onSecond(A.admin.token), userA: await onSecond(A.user.token), adminB: await onSecond(B.admin.token) };
    expect(await probe([rooms.admins(A.company.id)], sockets)).toEqual(['adminA']);
    expect(await probe([rooms.queue(A.company.id, A.queue.id)], sockets)).toEqual(['userA']);
    expect(await probe([rooms.company(B.company.id)], sockets)).toEqual(['adminB']);
    expect(await probe([rooms.company(A.company.id)], sockets, { rollback: true })).toEqual([]);
  });

  test.if(withRedis)('clients of both processes hear the same event once each', async () => {
    const A = await makeCompany();
    const sockets = { there: await onSecond(A.admin.token), here: await here.connect(A.admin.token) };
    expect(await probe([rooms.admins(A.company.id), rooms.company(A.company.id)], sockets)).toEqual(['here', 'there']);
  });

  test.if(withRedis)('the other process refuses a superseded token; a login here reaches the first device connected there', async () => {
    const { user, company } = await makeCompany();
    const firstDevice = await onSecond(await login(user.email));
    const told = nextEvent(firstDevice, `company-${company.id}-auth`);
    await login(user.email);
    expect(await told).toEqual({ action: 'update', user: { id: user.id } });
    expect(await refusal(secondUrl, user.token)).toBe('ERR_SESSION_EXPIRED');
  });

  test.if(withRedis)('counted joins on the other process receive events emitted here', async () => {
    const { user, company } = await makeCompany();
    const s = await onSecond(user.token);
    expect(await s.emitWithAck('joinTickets', 'pending')).toBe(true);
    expect(await s.emitWithAck('joinTickets', 'pending')).toBe(true);
    expect(await s.emitWithAck('leaveTickets', 'pending')).toBe(true);
    expect(await probe([rooms.status(company.id, 'pending')], { s })).toEqual(['s']);
  });

  test.if(withRedis)('a resync raised here moves the user’s socket on the other process', async () => {
    const { user, company, queue } = await makeCompany();
    const sales = await makeQueue(company.id);
    const s = await onSecond(user.token);
    await withTransaction(async (tx) => {
      await tx.delete(userQueues).where(and(eq(userQueues.userId, user.id), eq(userQueues.queueId, queue.id)));
      await tx.insert(userQueues).values({ userId: user.id, queueId: sales.id });
      resyncRealtime(company.id, user.id);
    });
    // the other process resyncs when the bus message arrives: wait until it has
    let heard: string[] = [];
    for (let i = 0; i < 200 && !heard.length; i++) heard = await probe([rooms.queue(company.id, sales.id)], { s });
    expect(heard).toEqual(['s']);
    expect(await probe([rooms.queue(company.id, queue.id)], { s })).toEqual([]);
  });
});
