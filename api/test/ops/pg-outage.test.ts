import { afterAll, beforeAll, expect, test } from 'bun:test';
import { and, db, eq, tags } from '@zapdesk/db';
import { makeCompany } from '@zapdesk/testing';
import { spawnApi, tcpProxy, timed, type ApiProcess } from './helpers';

/**
 * An API process whose PostgreSQL connections pass through a proxy this test controls (the shared server
 * is never stopped). Cut: requests fail within the deadline with 503 ERR_DATABASE_UNAVAILABLE and /ready
 * says so, /health stays up; restored: it serves again. Stalled (bytes held, delivered late as TCP would):
 * the client gets its 503 and the write it made never commits.
 */
const pg = !!process.env.DATABASE_URL;
let proxy: Awaited<ReturnType<typeof tcpProxy>>;
let api: ApiProcess;

beforeAll(async () => {
  if (!pg) return;
  const url = new URL(process.env.DATABASE_URL!);
  proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  api = await spawnApi({ DATABASE_URL: url.toString(), DB_CONNECT_TIMEOUT: '1', REQUEST_TIMEOUT_MS: '3000', DB_POOL: '4' });
});
afterAll(async () => {
  await api?.stop();
  await proxy?.close();
});

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms: number) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`not reached within ${ms} ms: ${JSON.stringify(v)}`);
    await Bun.sleep(100);
  }
}

test.if(pg)('PostgreSQL cut: 503 ERR_DATABASE_UNAVAILABLE within the deadline, /ready 503, /health 200; restored: serves again', async () => {
  const { admin } = await makeCompany();
  const create = (name: string) => timed(`${api.url}/tags`, { method: 'POST', token: admin.token, json: { name } });
  expect((await create('before the cut')).status).toBe(200);
  expect((await timed(`${api.url}/ready`)).status).toBe(200);

  proxy.cut();
  for (const r of [await create('during the cut'), await timed(`${api.url}/tags`, { token: admin.token })]) {
    expect(r.status).toBe(503);
    expect(r.body.error).toBe('ERR_DATABASE_UNAVAILABLE');
    expect(r.ms).toBeLessThan(5000);
  }
  const ready = await timed(`${api.url}/ready`);
  expect(ready.status).toBe(503);
  expect(ready.body.checks.database.ok).toBe(false);
  expect(ready.ms).toBeLessThan(5000);
  expect((await timed(`${api.url}/health`)).status).toBe(200);

  await proxy.restore();
  await eventually(() => timed(`${api.url}/ready`), (r) => r.status === 200, 15_000);
  expect((await create('after the cut')).status).toBe(200);
  const names = (await db().select({ name: tags.name }).from(tags).where(eq(tags.companyId, admin.companyId))).map((t) => t.name).sort();
  expect(names).toEqual(['after the cut', 'before the cut']);
  expect(api.output.text).not.toContain('"msg":"unhandled error"');
});

test.if(pg)('PostgreSQL stalled: the client gets 503 at the deadline, and the write never commits when the held bytes arrive', async () => {
  const { admin } = await makeCompany();
  const create = (name: string) => timed(`${api.url}/tags`, { method: 'POST', token: admin.token, json: { name } });
  expect((await create('warm the pool')).status).toBe(200);

  proxy.stall();
  const r = await create('late write');
  expect(r.status).toBe(503);
  expect(['ERR_DATABASE_UNAVAILABLE', 'ERR_REQUEST_TIMEOUT']).toContain(r.body.error);
  expect(r.ms).toBeLessThan(5000);
  await proxy.restore();
  // The held statements reach the server now; give them time to run (and roll back).
  await eventually(() => create('after the stall'), (x) => x.status === 200, 15_000);
  await Bun.sleep(500);
  const rows = await db().select().from(tags).where(and(eq(tags.companyId, admin.companyId), eq(tags.name, 'late write')));
  expect(rows).toEqual([]);
});
