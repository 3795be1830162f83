import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { rmSync, writeFileSync } from 'node:fs';
import { webFixture } from './web-fixture';

let fx: Awaited<ReturnType<typeof webFixture>>;
beforeAll(async () => {
  fx = await webFixture();
});
afterAll(() => fx.close());

const good = { tickets: 'https://good.example.com/remoteEntry.js' };
const expected = { tickets: 'https://good.example.com/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js', flows: '/remotes/flows/remoteEntry.js' };

describe('web server: a manifest file that cannot be read keeps the last good manifest', () => {
  test('half-written JSON, an array, then the file gone: the last good manifest is served; a good file again is taken', async () => {
    writeFileSync(fx.manifestFile, JSON.stringify(good));
    const base = fx.start({ REMOTES_MANIFEST: fx.manifestFile });
    const read = async () => (await fetch(`${base}/remotes.json`)).json();
    expect(await read()).toEqual(expected);
    for (const bad of ['{"tickets": "https://half', '["https://x.example.com"]', 'null']) {
      writeFileSync(fx.manifestFile, bad);
      expect(await read()).toEqual(expected);
    }
    rmSync(fx.manifestFile);
    expect(await read()).toEqual(expected);
    writeFileSync(fx.manifestFile, JSON.stringify({ admin: 'https://admin.example.com/remoteEntry.js' }));
    expect((await read()).admin).toBe('https://admin.example.com/remoteEntry.js');
  });

  test('a manifest file missing at start: the built-in defaults until it appears', async () => {
    rmSync(fx.manifestFile, { force: true });
    const base = fx.start({ REMOTES_MANIFEST: fx.manifestFile });
    expect((await (await fetch(`${base}/remotes.json`)).json()).tickets).toBe('/remotes/tickets/remoteEntry.js');
    writeFileSync(fx.manifestFile, JSON.stringify(good));
    expect((await (await fetch(`${base}/remotes.json`)).json()).tickets).toBe(good.tickets);
  });

  test('entries that are not URLs strings are ignored', async () => {
    writeFileSync(fx.manifestFile, JSON.stringify({ tickets: 42, admin: '', flows: 'https://flows.example.com/remoteEntry.js' }));
    const base = fx.start({ REMOTES_MANIFEST: fx.manifestFile });
    expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual({ tickets: '/remotes/tickets/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js', flows: 'https://flows.example.com/remoteEntry.js' });
  });
});

describe('web server: requests it cannot answer', () => {
  test('a missing asset is 404 (also under a remote, CORS-open), a page route falls back to index.html', async () => {
    const base = fx.start();
    expect((await fetch(`${base}/static/js/gone.deadbeef.js`)).status).toBe(404);
    const remote = await fetch(`${base}/remotes/tickets/static/js/async/gone.deadbeef.js`);
    expect(remote.status).toBe(404);
    expect(remote.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base}/some/page/route`)).status).toBe(200);
  });

  test('methods other than GET and HEAD are refused; HEAD answers headers only', async () => {
    const base = fx.start();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await fetch(`${base}/remotes.json`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
    const head = await fetch(`${base}/static/js/index.0123abcd.js`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(await head.text()).toBe('');
  });

  test('a malformed Accept-Encoding gets the file as built', async () => {
    const base = fx.start();
    for (const header of [';;;', 'q=1', 'br;q=zero', '*;q=0']) {
      const res = await fetch(`${base}/static/js/index.0123abcd.js`, { headers: { 'accept-encoding': header }, decompress: false } as RequestInit);
      expect(res.status).toBe(200);
      const enc = res.headers.get('content-encoding');
      // 'br;q=zero' has no valid weight: brotli counts as accepted; anything else is served raw.
      if (header === 'br;q=zero') expect(enc).toBe('br');
      else expect(enc).toBeNull();
    }
  });

  test('an unbuilt shell answers 503 with a page saying how to build it', async () => {
    const base = fx.start();
    rmSync(`${fx.shell}/index.html`);
    const res = await fetch(`${base}/tickets`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('scripts/build-web.ts');
  });
});
