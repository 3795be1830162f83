import { afterAll, beforeAll, expect, test } from 'bun:test';
import { makeCompany, TEST_PASSWORD } from '@zapdesk/testing';
import { connectReady, type Socket } from '@zapdesk/testing/socket';
import { ownRedis, spawnApi, timed, type ApiProcess } from './helpers';

/**
 * Two API processes on a Redis of this test's own (never the shared one), which the test kills and
 * starts again while a client of the second process listens and the first takes writes: writes and
 * logins answer without waiting for Redis, and every event raised meanwhile reaches the client once
 * Redis is back (the realtime stream keeps them; the writers queue them while it is away).
 */
const redis = ownRedis();
let a: ApiProcess;
let b: ApiProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  await redis.start();
  const env = { REDIS_URL: redis.url, REDIS_PREFIX: `zo${process.pid}:` };
  [a, b] = await Promise.all([spawnApi(env), spawnApi(env)]);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await redis.stop();
});

async function eventually(cond: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`not reached within ${ms} ms: ${what}`);
    await Bun.sleep(20);
  }
}

test('across a Redis restart: writes and login answer at once, and the other process delivers every event raised meanwhile', async () => {
  const { company, admin } = await makeCompany();
  const socket = await connectReady(b.url, admin.token);
  sockets.push(socket);
  const heard: string[] = [];
  socket.on(`company-${company.id}-tag`, (p: { action: string; tag?: { name: string } }) => {
    if (p.action === 'create' && p.tag) heard.push(p.tag.name);
  });
  const createTag = (name: string) => timed(`${a.url}/tags`, { method: 'POST', token: admin.token, json: { name } });

  expect((await createTag('before outage')).status).toBe(200);
  await eventually(() => heard.includes('before outage'), 10_000, 'event before the outage');

  await redis.stop();
  const during: string[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await createTag(`during outage ${i}`);
    expect(r.status).toBe(200);
    // A guard against waiting on Redis (it used to hold each write 7-10 s), not a benchmark.
    expect(r.ms).toBeLessThan(3000);
    during.push(`during outage ${i}`);
  }
  const login = await timed(`${a.url}/auth/login`, { method: 'POST', json: { email: admin.email, password: TEST_PASSWORD } });
  expect(login.status).toBe(200);
  expect(login.ms).toBeLessThan(3000);
  // The login superseded the older session: read with its token.
  const list = await timed(`${a.url}/tags`, { token: login.body.token });
  expect(list.status).toBe(200);
  await Bun.sleep(1500);
  await redis.start();

  await eventually(() => during.every((n) => heard.includes(n)), 20_000, `events raised during the outage (heard: ${heard.join(', ')})`);
  expect((await timed(`${a.url}/tags`, { method: 'POST', token: login.body.token, json: { name: 'after outage' } })).status).toBe(200);
  await eventually(() => heard.includes('after outage'), 10_000, 'event after the outage');
  // Each event once, in the order raised.
  expect(heard).toEqual(['before outage', ...during, 'after outage']);

  for (const p of [a, b]) {
    expect(p.output.text).not.toContain('Unhandled error event');
    expect(p.output.text).not.toContain('afterCommit callback failed');
    // Everything the processes wrote is one JSON object per line.
    for (const line of p.output.text.split('\n').filter(Boolean)) expect(() => JSON.parse(line)).not.toThrow();
  }
  expect(a.output.text).toContain('"msg":"redis unavailable"');
});

test('when the buffer of a writer overflows during an outage, the drops are logged and clients are told to refetch', async () => {
  const small = await spawnApi({ REDIS_URL: redis.url, REDIS_PREFIX: `zo${process.pid}:`, REALTIME_BUFFER_MAX: '2' });
  try {
    const { company, admin } = await makeCompany();
    const socket = await connectReady(b.url, admin.token);
    sockets.push(socket);
    const heard: string[] = [];
    let hints = 0;
    socket.on(`company-${company.id}-tag`, (p: { action: string; tag?: { name: string } }) => p.tag && heard.push(p.tag.name));
    socket.on('resync', () => hints++);
    await redis.stop();
    for (let i = 0; i < 5; i++) expect((await timed(`${small.url}/tags`, { method: 'POST', token: admin.token, json: { name: `overflow ${i}` } })).status).toBe(200);
    await redis.start();
    await eventually(() => hints === 1, 20_000, 'the resync hint');
    // The newest two survived the overflow, and came before the hint.
    expect(heard).toEqual(['overflow 3', 'overflow 4']);
    await eventually(() => small.output.text.includes('"msg":"redis buffer overflowed while redis was away"'), 5000, 'the overflow logged');
  } finally {
    await small.stop();
  }
});
