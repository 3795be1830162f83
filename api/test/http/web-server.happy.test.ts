import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { appScript, webFixture } from './web-fixture';

let fx: Awaited<ReturnType<typeof webFixture>>;
beforeAll(async () => {
  fx = await webFixture();
});
afterAll(() => fx.close());

describe('web server: /remotes.json follows its manifest file while running', () => {
  test('a changed manifest file is answered by the next request, without a restart', async () => {
    const base = fx.start({ REMOTES_MANIFEST: fx.manifestFile });
    const first = await fetch(`${base}/remotes.json`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.json()).toEqual({ tickets: 'http://127.0.0.1:9/tickets/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js', flows: '/remotes/flows/remoteEntry.js' });
    writeFileSync(fx.manifestFile, JSON.stringify({ tickets: 'https://tickets.example.com/v2/remoteEntry.js', flows: 'https://flows.example.com/remoteEntry.js' }));
    expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual({
      tickets: 'https://tickets.example.com/v2/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
      flows: 'https://flows.example.com/remoteEntry.js',
    });
    // The pages' CSP admits the remote's new origin.
    const csp = (await fetch(`${base}/tickets`)).headers.get('content-security-policy')!;
    expect(csp).toContain('https://tickets.example.com');
    expect(csp).not.toContain('http://127.0.0.1:9');
  });

  test('REMOTE_<NAME>_URL still overrides the file, before and after it changes', async () => {
    writeFileSync(fx.manifestFile, JSON.stringify({ tickets: 'https://a.example.com/remoteEntry.js', admin: 'https://b.example.com/remoteEntry.js' }));
    const base = fx.start({ REMOTES_MANIFEST: fx.manifestFile, REMOTE_TICKETS_URL: 'https://pinned.example.com/remoteEntry.js' });
    expect((await (await fetch(`${base}/remotes.json`)).json()).tickets).toBe('https://pinned.example.com/remoteEntry.js');
    writeFileSync(fx.manifestFile, JSON.stringify({ tickets: 'https://c.example.com/remoteEntry.js', admin: 'https://d.example.com/remoteEntry.js' }));
    expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual({ tickets: 'https://pinned.example.com/remoteEntry.js', admin: 'https://d.example.com/remoteEntry.js', flows: '/remotes/flows/remoteEntry.js' });
  });

  test('an inline JSON manifest is served as given', async () => {
    const base = fx.start({ REMOTES_MANIFEST: '{"admin":"https://admin.example.com/remoteEntry.js"}' });
    expect((await (await fetch(`${base}/remotes.json`)).json()).admin).toBe('https://admin.example.com/remoteEntry.js');
  });
});

describe('web server: compression', () => {
  const path = '/static/js/index.0123abcd.js';
  test('brotli when accepted, with Vary and the original content type', async () => {
    const res = await fetch(fx.start() + path, { headers: { 'accept-encoding': 'gzip, deflate, br' }, decompress: false } as RequestInit);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toContain('javascript');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.byteLength).toBeLessThan(appScript.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(appScript);
  });

  test('gzip when brotli is not accepted (or refused with q=0)', async () => {
    const base = fx.start();
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await fetch(base + path, { headers: { 'accept-encoding': header }, decompress: false } as RequestInit);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(appScript);
    }
  });

  test('the file as built when nothing compressed is accepted', async () => {
    const res = await fetch(fx.start() + path, { headers: { 'accept-encoding': 'identity' }, decompress: false } as RequestInit);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(appScript);
  });

  test('a remote entry is compressed too, and CORS-open', async () => {
    const res = await fetch(`${fx.start()}/remotes/tickets/remoteEntry.js`, { headers: { 'accept-encoding': 'br' }, decompress: false } as RequestInit);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('product build of tickets');
  });
});

describe('web server: caching', () => {
  test('hashed assets are immutable; pages, remotes.json, config.json and remote entries are revalidated', async () => {
    const base = fx.start();
    const cc = async (p: string) => (await fetch(base + p)).headers.get('cache-control');
    expect(await cc('/static/js/index.0123abcd.js')).toBe('public, max-age=31536000, immutable');
    expect(await cc('/remotes/admin/static/js/async/chunk.11112222.js')).toBe('public, max-age=31536000, immutable');
    for (const p of ['/', '/tickets', '/login', '/index.html', '/remotes.json', '/config.json', '/remotes/admin/remoteEntry.js']) expect(await cc(p)).toBe('no-cache');
  });

  test('a revalidated entry point that did not change answers 304 without a body', async () => {
    const base = fx.start();
    for (const p of ['/tickets', '/remotes/flows/remoteEntry.js']) {
      const first = await fetch(base + p, { headers: { 'accept-encoding': 'br' } });
      const etag = first.headers.get('etag')!;
      expect(etag).toBeTruthy();
      const again = await fetch(base + p, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });
});

describe("web server: a team's build", () => {
  test('remotes/<name>/ with a remoteEntry.js is served ahead of the product build, which the others keep', async () => {
    const base = fx.start();
    fx.put(join(fx.teams, 'tickets', 'remoteEntry.js'), '/* the tickets team build */');
    fx.put(join(fx.teams, 'tickets', 'static/js/async/team.aaaabbbb.js'), '/* team chunk */');
    expect(await (await fetch(`${base}/remotes/tickets/remoteEntry.js`)).text()).toBe('/* the tickets team build */');
    expect((await fetch(`${base}/remotes/tickets/static/js/async/team.aaaabbbb.js`)).status).toBe(200);
    expect(await (await fetch(`${base}/remotes/admin/remoteEntry.js`)).text()).toContain('product build of admin');
  });

  test('config.json names the API from API_URL, so the web app runs against an API elsewhere', async () => {
    const base = fx.start({ API_URL: 'https://api.example.com/' });
    expect(await (await fetch(`${base}/config.json`)).json()).toMatchObject({ apiUrl: 'https://api.example.com', version: JSON.parse(readFileSync(join(import.meta.dir, '../../../package.json'), 'utf8')).version });
  });
});

describe('web server: the boot data written into a page', () => {
  const boot = async (res: Response) => {
    const html = await res.text();
    const json = /<script type="application\/json" id="zapdesk-boot">([\s\S]*?)<\/script><\/head>/.exec(html)?.[1];
    expect(json).toBeTruthy();
    return JSON.parse(json!) as { config: { apiUrl: string }; remotes: Record<string, string>; assets: Record<string, Record<string, string[]>> };
  };

  test('a page route carries the runtime config, the manifest and the files of each local remote module (from its mf-manifest.json)', async () => {
    const base = fx.start({ REMOTE_FLOWS_URL: 'https://flows.example.com/remoteEntry.js' });
    fx.put(join(fx.apps, 'mf-admin', 'dist', 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './UsersPage', assets: { js: { sync: ['static/js/async/a.1.js', 'static/js/async/__federation_expose_UsersPage.2.js'], async: ['static/js/async/later.3.js'] }, css: { sync: ['static/css/async/a.4.css'], async: [] } } }] }));
    fx.put(join(fx.apps, 'mf-flows', 'dist', 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './FlowsPage', assets: { js: { sync: ['static/js/async/f.5.js'] } } }] }));
    for (const path of ['/tickets', '/']) {
      const data = await boot(await fetch(base + path));
      expect(data.config.apiUrl).toBe('http://127.0.0.1:8080');
      expect(data.remotes).toMatchObject({ admin: '/remotes/admin/remoteEntry.js', flows: 'https://flows.example.com/remoteEntry.js' });
      // Only what the module needs at once; a remote on another host is not read from here; no manifest, no entry.
      expect(data.assets).toEqual({ admin: { './UsersPage': ['static/js/async/a.1.js', 'static/js/async/__federation_expose_UsersPage.2.js', 'static/css/async/a.4.css'] } });
    }
  });

  test('the page follows a changed manifest and a remote rebuilt, compressed when accepted, and answers 304 while unchanged', async () => {
    const base = fx.start({ REMOTES_MANIFEST: fx.manifestFile });
    writeFileSync(fx.manifestFile, JSON.stringify({ flows: 'https://f.example.com/remoteEntry.js' }));
    expect((await boot(await fetch(`${base}/tickets`))).remotes.flows).toBe('https://f.example.com/remoteEntry.js');
    writeFileSync(fx.manifestFile, JSON.stringify({ flows: '/remotes/flows/remoteEntry.js' }));
    fx.put(join(fx.apps, 'mf-flows', 'dist', 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './FlowsPage', assets: { js: { sync: ['static/js/async/f.6.js', '../escape.js'] } } }] }));
    const first = await fetch(`${base}/tickets`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");
    const data = await boot(first);
    expect(data.remotes.flows).toBe('/remotes/flows/remoteEntry.js');
    // A file named outside the remote's folder is left out.
    expect(data.assets.flows).toEqual({ './FlowsPage': ['static/js/async/f.6.js'] });
    const again = await fetch(`${base}/tickets`, { headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    writeFileSync(fx.manifestFile, JSON.stringify({ flows: 'https://f2.example.com/remoteEntry.js' }));
    const changed = await fetch(`${base}/tickets`, { headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag')! } });
    expect(changed.status).toBe(200);
  });
});
