import { afterAll, beforeAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import { startOpsServer } from '@zapdesk/core';
import { makeCompany } from '@zapdesk/testing';
import { startServers } from '../../src/server';
import { freePort, timed } from './helpers';

/** GET /health, /ready and /metrics on the API and on a session process's own port. */
let server: Awaited<ReturnType<typeof startServers>>;
let url = '';
beforeAll(async () => {
  server = await startServers({ port: 0, webPort: false });
  url = `http://127.0.0.1:${server.api.port}`;
});
afterAll(async () => {
  await server.stop();
});

test('GET /health answers while the process lives; GET /ready reports database, Redis, migrations and role', async () => {
  const health = await timed(`${url}/health`);
  expect(health.status).toBe(200);
  expect(health.body).toMatchObject({ status: 'ok' });
  const ready = await timed(`${url}/ready`);
  expect(ready.status).toBe(200);
  expect(ready.body).toMatchObject({ status: 'ready', role: 'api+sessions', checks: { database: { ok: true }, migrations: { ok: true } } });
  expect(ready.body.checks.redis).toEqual(process.env.REDIS_URL ? { ok: true } : null);
});

test('GET /metrics from the loopback: latency by route pattern, messages, outbox, due work, connections, sockets, Redis and database errors', async () => {
  const { admin } = await makeCompany();
  expect((await timed(`${url}/tags`, { token: admin.token })).status).toBe(200);
  const res = await fetch(`${url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const text = await res.text();
  expect(text).toMatch(/zapdesk_http_request_duration_seconds_count\{method="GET",route="\/tags",status="200"\} \d+/);
  for (const name of ['zapdesk_messages_total', 'zapdesk_outbox_depth', 'zapdesk_outbox_oldest_age_seconds', 'zapdesk_due_work_lag_seconds', 'zapdesk_connections', 'zapdesk_sockets', 'zapdesk_redis_errors_total', 'zapdesk_database_unavailable_total', 'zapdesk_redis_buffer_dropped', 'process_cpu_seconds_total'])
    expect(text).toContain(`# TYPE ${name} `);
  expect(text).toMatch(/^zapdesk_outbox_depth \d+$/m);
});

test('with METRICS_TOKEN set, /metrics needs it as a bearer token', async () => {
  process.env.METRICS_TOKEN = 'scrape-secret';
  try {
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong-secret' } })).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer scrape-secret' } })).status).toBe(200);
  } finally {
    delete process.env.METRICS_TOKEN;
  }
});

test('the operations server of a session process serves /health, /ready and /metrics on its own port', async () => {
  const ops = startOpsServer({ port: 0, role: 'sessions', health: () => ({ sessions: 0 }) });
  try {
    const base = `http://127.0.0.1:${ops.port}`;
    expect((await timed(`${base}/health`)).body).toEqual({ status: 'ok', role: 'sessions', sessions: 0 });
    const ready = await timed(`${base}/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', role: 'sessions' });
    expect(await (await fetch(`${base}/metrics`)).text()).toContain('# TYPE zapdesk_outbox_depth gauge');
    expect((await timed(`${base}/nothing`)).status).toBe(404);
  } finally {
    ops.stop(true);
  }
});

test.if(!!process.env.REDIS_URL && !!process.env.DATABASE_URL)('sessions/src/main.ts serves them on SESSIONS_HTTP_PORT', async () => {
  const port = freePort();
  const proc = Bun.spawn([process.execPath, 'run', join(import.meta.dir, '..', '..', '..', 'sessions', 'src', 'main.ts')], {
    env: { ...process.env, SESSIONS_HTTP_PORT: String(port), SESSIONS_EMBEDDED: '0' },
    stdout: 'ignore',
    stderr: 'ignore',
  });
  try {
    let ready: Awaited<ReturnType<typeof timed>> | null = null;
    for (let i = 0; i < 100 && ready?.status !== 200; i++) {
      ready = await timed(`http://127.0.0.1:${port}/ready`).catch(() => null);
      if (ready?.status !== 200) await Bun.sleep(100);
    }
    expect(ready?.body).toMatchObject({ status: 'ready', role: 'sessions', checks: { database: { ok: true }, redis: { ok: true }, migrations: { ok: true } } });
  } finally {
    proc.kill('SIGTERM');
    await proc.exited;
  }
});
