import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { webFixture } from './web-fixture';

let fx: Awaited<ReturnType<typeof webFixture>>;
let base: string;
beforeAll(async () => {
  fx = await webFixture();
  // A secret beside the builds: nothing may reach it through the web server.
  writeFileSync(join(fx.root, 'secrets.json'), '{"JWT_SECRET":"do-not-serve"}');
  fx.put(join(fx.apps, 'secrets.json'), '{"JWT_SECRET":"do-not-serve"}');
  base = fx.start({ REMOTES_MANIFEST: fx.manifestFile });
});
afterAll(() => fx.close());

const raw = (path: string) => fetch(base + path, { redirect: 'manual' });

describe('web server: nothing outside the builds is served', () => {
  test.each([
    '/remotes/tickets/..%2f..%2f..%2fsecrets.json',
    '/remotes/tickets/%2e%2e/%2e%2e/secrets.json',
    '/remotes/tickets/..%5c..%5csecrets.json',
    '/remotes/tickets/%00remoteEntry.js',
    '/remotes/tickets/%E0%A4%A',
    '/%2e%2e/secrets.json',
    '/..%2fsecrets.json',
    '/static/..%2f..%2fsecrets.json',
  ])('%s', async (path) => {
    const res = await raw(path);
    expect(await res.text()).not.toContain('do-not-serve');
    expect([200, 404]).toContain(res.status);
  });

  test('an unknown remote name, or one with other characters, is 404', async () => {
    for (const path of ['/remotes/secrets/remoteEntry.js', '/remotes/TICKETS/remoteEntry.js', '/remotes/../secrets.json']) {
      expect((await raw(path)).status).toBe(404);
    }
  });

  test('the manifest file itself is only ever served as /remotes.json (its path is not under a build)', async () => {
    writeFileSync(fx.manifestFile, JSON.stringify({ tickets: 'https://only-via-remotes-json.example.com/remoteEntry.js' }));
    for (const path of [`/${encodeURIComponent(fx.manifestFile)}`, `/${fx.manifestFile}`]) {
      const res = await raw(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('only-via-remotes-json');
    }
  });

  test('a remote URL with a script-breaking origin in the manifest cannot widen the CSP beyond origins', async () => {
    writeFileSync(fx.manifestFile, JSON.stringify({ tickets: "https://evil.example.com/x.js'; script-src *" }));
    const csp = (await raw('/tickets')).headers.get('content-security-policy')!;
    expect(csp).not.toContain('script-src *');
    expect(csp).toContain('https://evil.example.com');
    expect(csp.match(/script-src [^;]*/)![0]).not.toContain("'unsafe-inline'");
  });
});
