import { afterAll, afterEach } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

// Runs before any test file imports the product, so the dialect and data dir are chosen here.
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'error';
const dataDir = mkdtempSync(join(tmpdir(), 'zapdesk-test-'));
process.env.DATA_DIR = dataDir;
process.env.REDIS_PREFIX = `zt${process.pid}:`;
process.env.RATE_LIMIT_LOGIN ??= '1000';

let dropDb: (() => Promise<void>) | null = null;
const base = process.env.DATABASE_URL;
if (base && /^postgres(ql)?:\/\//.test(base)) {
  const name = `zapdesk_t_${process.pid}_${Date.now().toString(36)}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.TEST_BASE_DATABASE_URL = base;
  dropDb = async () => {
    const a = postgres(base, { max: 1, onnotice: () => {} });
    await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await a.end();
  };
}

const { bootstrap, shutdown } = await import('../../src/bootstrap');
await bootstrap();
// As api/src/main.ts and sessions/src/main.ts do: every area's due work, registered explicitly.
(await import('@zapdesk/core')).registerJobs();
// @zapdesk/testing's `call` goes through the real app; the API lends it here (packages never import the API).
const { createApp } = await import('../../src/app');
(await import('@zapdesk/testing')).setTestApp(createApp());
// The wire contract holds in every test: answers of call() and every company event are checked against it.
const { apiContract } = await import('./contract');
(await import('@zapdesk/testing')).setResponseCheck((...a) => apiContract().checkResponse(...a));
(await import('@zapdesk/core')).setCompanyEventCheck((kind, payload) => apiContract().checkEvent(kind, payload));
afterEach(() => {
  const violations = apiContract().eventViolations.splice(0);
  if (violations.length) throw new Error(violations.join('\n'));
});

afterAll(async () => {
  await shutdown();
  await dropDb?.();
  rmSync(dataDir, { recursive: true, force: true });
});
