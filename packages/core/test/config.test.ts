import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';

const root = mkdtempSync(join(tmpdir(), 'zapdesk-config-'));
let n = 0;
const freshDir = () => join(root, `d${n++}`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('loadConfig secrets', () => {
  test('NODE_ENV=production without JWT_SECRET refuses to start, naming the variable', () => {
    const dir = freshDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_REFRESH_SECRET: 'r'.repeat(40) })).toThrow(/JWT_SECRET must be set/);
    // Nothing was generated on disk for production.
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
  });

  test('the API process itself exits at start with that message', async () => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? root, NODE_ENV: 'production', DATA_DIR: freshDir(), PORT: '0', WEB_PORT: '0', HOST: '127.0.0.1' };
    const proc = Bun.spawn([process.execPath, join(import.meta.dir, '..', '..', '..', 'api', 'src', 'main.ts')], { env, stdout: 'pipe', stderr: 'pipe' });
    const guard = setTimeout(() => proc.kill(), 15_000); // if it wrongly starts, it would serve forever
    const code = await proc.exited;
    clearTimeout(guard);
    expect(code).not.toBe(0);
    expect(proc.signalCode).toBeNull();
    expect(await new Response(proc.stderr).text()).toContain('JWT_SECRET must be set when NODE_ENV=production');
  });

  test('NODE_ENV=production without JWT_REFRESH_SECRET refuses to start too', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDir(), JWT_SECRET: 's'.repeat(40) })).toThrow(/JWT_REFRESH_SECRET/);
  });

  test('NODE_ENV=production without SECRETS_KEY (the key of companies\' secrets) refuses to start too', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDir(), JWT_SECRET: 's'.repeat(40), JWT_REFRESH_SECRET: 'r'.repeat(40) })).toThrow(/SECRETS_KEY/);
  });

  test('NODE_ENV=production with the secrets works and uses them', () => {
    const dir = freshDir();
    const cfg = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'access-secret-'.repeat(3), JWT_REFRESH_SECRET: 'refresh-secret-'.repeat(3), SECRETS_KEY: 'company-secrets-'.repeat(3) });
    expect(cfg.secretsKey).toBe('company-secrets-'.repeat(3));
    expect(cfg.production).toBe(true);
    expect(cfg.jwtSecret).toBe('access-secret-'.repeat(3));
    expect(cfg.jwtRefreshSecret).toBe('refresh-secret-'.repeat(3));
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
  });

  test('the embedded default generates the secrets once and keeps them across starts (same DATA_DIR)', () => {
    const dir = freshDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtRefreshSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toBe(first.jwtRefreshSecret);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.jwtRefreshSecret).toBe(first.jwtRefreshSecret);
    const file = join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o077).toBe(0); // readable by the owner only

    const other = loadConfig({ DATA_DIR: freshDir() });
    expect(other.jwtSecret).not.toBe(first.jwtSecret);
  });

  test('a secret given in the environment wins over the kept one', () => {
    const dir = freshDir();
    const kept = loadConfig({ DATA_DIR: dir });
    const cfg = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'from-env-'.repeat(4) });
    expect(cfg.jwtSecret).toBe('from-env-'.repeat(4));
    expect(cfg.jwtRefreshSecret).toBe(kept.jwtRefreshSecret);
  });
});

describe('loadConfig timing settings', () => {
  test('due work runs 25 jobs at once unless DUE_WORK_BATCH says otherwise (at least 1); a command waits less than a request may', () => {
    const dir = freshDir();
    expect(loadConfig({ DATA_DIR: dir }).dueWorkBatch).toBe(25);
    expect(loadConfig({ DATA_DIR: dir, DUE_WORK_BATCH: '40' }).dueWorkBatch).toBe(40);
    expect(loadConfig({ DATA_DIR: dir, DUE_WORK_BATCH: '0' }).dueWorkBatch).toBe(1);
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.sessionCommandTimeoutMs).toBeLessThan(c.requestTimeoutMs);
  });
});
