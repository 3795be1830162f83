// scripts/build-web.ts on a copy of mf-flows (the smallest app) in a temporary checkout: a team's build in dist/
// is never overwritten, and a rebuild keeps the previous release's hashed files (an open tab of it still loads
// its lazy chunks) while older releases' files go. Real Rsbuild builds: slow-ish, shared within the file.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWebServer } from '../api/src/web';
import { builder, distDir, ensureWebBuilt, isForeign } from './build-web';

const repo = join(import.meta.dir, '..');
let base: string;
let server: ReturnType<typeof createWebServer>;
let web: string;
const logs: string[] = [];
const log = (l: string) => void logs.push(l);
const app = () => join(base, 'mf-flows');
const page = () => join(app(), 'src/features/flows-list/components/FlowsListPage.tsx');

/** The checkout's mf-flows sources, and its node_modules by link (same packages, nothing installed). */
function copyFlows(to: string) {
  mkdirSync(to, { recursive: true });
  for (const f of ['src', 'rsbuild.config.ts', 'postcss.config.mjs', 'package.json']) cpSync(join(repo, 'mf-flows', f), join(to, f), { recursive: true });
  symlinkSync(join(repo, 'mf-flows', 'node_modules'), join(to, 'node_modules'));
  const css = join(to, 'src/styles.css');
  writeFileSync(css, readFileSync(css, 'utf8').replace('"../../packages/ui/src"', JSON.stringify(join(repo, 'packages/ui/src'))));
}

/** Marks the screen with a release number: each mark changes the exposed chunk's content, so its hashed name. */
function release(n: number) {
  writeFileSync(page(), readFileSync(page(), 'utf8').replace(/data-testid="flows-page"( data-release="\d+")?/, `data-testid="flows-page" data-release="${n}"`));
}

const exposeChunk = () => {
  const dir = join(distDir('flows', base), 'static/js/async');
  return readdirSync(dir).filter((f) => /^__federation_expose_FlowsPage\.[0-9a-f]+\.js$/.test(f));
};
const get = (name: string) => fetch(`${web}/remotes/flows/static/js/async/${name}`);

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'zapdesk-build-'));
  copyFlows(app());
  server = createWebServer(0, { env: {}, cfg: { appsRoot: base, remotesDir: join(base, 'remotes'), shellDir: join(base, 'no-shell') } });
  web = server.url.href.replace(/\/$/, '');
});
afterAll(() => {
  server?.stop(true);
  rmSync(base, { recursive: true, force: true });
});

describe('build-web: the previous release stays loadable', () => {
  test('a rebuild keeps the previous release chunks (200, immutable) and drops the ones before it', async () => {
    release(1);
    expect(await ensureWebBuilt({ root: base, apps: ['flows'], log })).toEqual(['flows']);
    const [first] = exposeChunk();
    expect(first).toBeTruthy();
    // Compressed copies are written at build time.
    expect(existsSync(join(distDir('flows', base), 'remoteEntry.js.br'))).toBe(true);
    expect(existsSync(join(distDir('flows', base), 'remoteEntry.js.gz'))).toBe(true);

    release(2);
    expect(await ensureWebBuilt({ root: base, apps: ['flows'], log })).toEqual(['flows']);
    const second = exposeChunk().find((f) => f !== first)!;
    expect(second).toBeTruthy();
    expect(exposeChunk().sort()).toEqual([first, second].sort());
    // The previous release's chunk still answers, cached for good, with its compressed copy kept too.
    for (const name of [first, second]) {
      const res = await get(name);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(await (await get(first)).text()).toContain('"1"');
    expect(await (await get(second)).text()).toContain('"2"');
    expect((await fetch(`${web}/remotes/flows/static/js/async/${first}`, { headers: { 'accept-encoding': 'br' }, decompress: false } as RequestInit)).headers.get('content-encoding')).toBe('br');

    release(3);
    expect(await ensureWebBuilt({ root: base, apps: ['flows'], log })).toEqual(['flows']);
    const third = exposeChunk().find((f) => f !== first && f !== second)!;
    expect(exposeChunk().sort()).toEqual([second, third].sort());
    expect((await get(first)).status).toBe(404);
    expect((await get(second)).status).toBe(200);
  }, 300_000);

  test('an up-to-date build is not rebuilt', async () => {
    expect(await ensureWebBuilt({ root: base, apps: ['flows'], log })).toEqual([]);
  });
});

describe("build-web: a build it did not make is never overwritten", () => {
  test('a team build dropped into dist/ (no stamp) is left alone, even with --force, with a log line', async () => {
    const dist = distDir('flows', base);
    rmSync(dist, { recursive: true, force: true });
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'remoteEntry.js'), '/* the flows team build */');
    logs.length = 0;
    expect(isForeign('flows', base)).toBe(true);
    expect(await ensureWebBuilt({ root: base, apps: ['flows'], force: true, log })).toEqual([]);
    expect(readFileSync(join(dist, 'remoteEntry.js'), 'utf8')).toBe('/* the flows team build */');
    expect(logs.join('\n')).toContain('mf-flows/dist was not built by this checkout');
    expect(await (await fetch(`${web}/remotes/flows/remoteEntry.js`)).text()).toBe('/* the flows team build */');
  });

  test("a build stamped by another checkout (a team's clone) is foreign too", async () => {
    const dist = distDir('flows', base);
    writeFileSync(join(dist, '.fingerprint'), JSON.stringify({ builder: 'another-clone', fingerprint: 'x'.repeat(64), files: [] }));
    expect(isForeign('flows', base)).toBe(true);
    expect(await ensureWebBuilt({ root: base, apps: ['flows'], force: true, log })).toEqual([]);
    expect(readFileSync(join(dist, 'remoteEntry.js'), 'utf8')).toBe('/* the flows team build */');
  });

  test('a build of ours that stopped half-way (pending mark, no stamp yet) is ours to redo', () => {
    const dist = distDir('flows', base);
    rmSync(join(dist, '.fingerprint'));
    writeFileSync(join(app(), '.web-build-pending'), builder(base));
    expect(isForeign('flows', base)).toBe(false);
    writeFileSync(join(app(), '.web-build-pending'), 'another-clone');
    expect(isForeign('flows', base)).toBe(true);
    rmSync(join(app(), '.web-build-pending'));
  });

  test('an empty or missing dist/ is simply built', () => {
    rmSync(distDir('flows', base), { recursive: true, force: true });
    expect(isForeign('flows', base)).toBe(false);
  });
});
