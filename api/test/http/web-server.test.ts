import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWebServer } from '../../src/web';

const themeScript = `(function () { document.documentElement.dataset.probe = '1'; })();`;
let dir: string;
let server: ReturnType<typeof createWebServer>;
let base: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'zapdesk-web-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><script>${themeScript}</script><script defer src="/static/js/index.js"></script></head><body></body></html>`);
  writeFileSync(join(dir, 'login.html'), `<!doctype html><html><head><script>${themeScript}</script></head><body></body></html>`);
  server = createWebServer(0, { shellDir: dir });
  base = server.url.href.replace(/\/$/, '');
});
afterAll(() => {
  server.stop(true);
  rmSync(dir, { recursive: true, force: true });
});

const directives = (csp: string) => Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));

describe('web server: pages cannot be framed and carry a content security policy', () => {
  test.each(['/', '/tickets', '/tickets/42', '/login', '/settings'])('%s', async (path) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const csp = directives(res.headers.get('content-security-policy')!);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // The inline theme script runs: its hash is allowed, and nothing else inline is.
    const hash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;
    expect(csp['script-src']).toContain(hash);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['connect-src'].some((s: string) => s.startsWith('ws'))).toBe(true);
  });
});
