import { describe, expect, test } from 'bun:test';
import { chmodSync, mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@zapdesk/core';

const mainTs = join(import.meta.dir, '..', '..', 'src', 'main.ts');
const mode = (path: string) => statSync(path).mode & 0o777;

describe('the embedded default on a fresh machine', () => {
  test('listens on loopback unless HOST is set', () => {
    expect(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'zapdesk-host-')) }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'zapdesk-host-')), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  test('keeps its data files to its own user: 0600 files, a 0700 directory, also when an older install left them readable', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'zapdesk-modes-')), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ jwtSecret: 'a'.repeat(64), jwtRefreshSecret: 'b'.repeat(64) }), { mode: 0o644 });
    chmodSync(join(dataDir, 'secrets.json'), 0o644);
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dataDir, DATA_DIR: dataDir, PORT: '0', WEB_PORT: '0', SEED_DEMO: '0', LOG_LEVEL: 'info' };
    const proc = Bun.spawn([process.execPath, mainTs], { env, stdout: 'pipe', stderr: 'pipe' });
    let out = '';
    try {
      const reader = proc.stdout.getReader();
      const deadline = Date.now() + 60_000;
      while (!out.includes('Zapdesk is running') && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        out += new TextDecoder().decode(value);
      }
      expect(out).toContain('Zapdesk is running');
      expect(out).toMatch(/"api":"http:\/\/127\.0\.0\.1:\d+\/"/);
      expect(mode(dataDir)).toBe(0o700);
      for (const name of ['zapdesk.db', 'zapdesk.db-wal', 'secrets.json', 'admin-password.txt']) expect([name, mode(join(dataDir, name))]).toEqual([name, 0o600]);
    } finally {
      proc.kill();
      await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
