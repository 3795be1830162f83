#!/usr/bin/env bun
// Builds the web apps (mf-shell and the remotes) with Rsbuild under Bun, skipping any app whose sources did
// not change since its last build (fingerprint of paths, sizes and mtimes kept in dist/.fingerprint).
// Usage: bun scripts/build-web.ts [--force] [app…]     (apps: shell tickets admin flows)
//
// - A dist/ this checkout did not build (no stamp of ours: a team's build dropped in) is never overwritten,
//   not even with --force: it is left alone with a log line (README "Where a team's build goes").
// - Hashed files (everything under static/) of the previous build are kept beside the new ones, so a tab still
//   running the previous release loads its lazy chunks; files of older releases go.
// - Every compressible file gets a brotli (.br) and a gzip (.gz) copy, served by api/src/web.ts by Accept-Encoding.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const root = join(import.meta.dir, '..');
export const webApps = ['shell', 'tickets', 'admin', 'flows'] as const;
export type WebApp = (typeof webApps)[number];

/** Sources every app build depends on, besides the app folder itself. */
const sharedInputs = ['packages/client/src', 'packages/ui/src', 'packages/i18n/src', 'packages/contracts/src', 'package.json', 'bun.lock', 'scripts/build-web.ts'];
const appInputs = (app: WebApp) => [`mf-${app}/src`, `mf-${app}/public`, `mf-${app}/rsbuild.config.ts`, `mf-${app}/postcss.config.mjs`, `mf-${app}/package.json`];

function walk(path: string, out: string[]) {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isFile()) return void out.push(`${path}:${st.size}:${Math.trunc(st.mtimeMs)}`);
  for (const name of readdirSync(path).sort()) {
    if (name === 'node_modules' || name === 'dist') continue;
    walk(join(path, name), out);
  }
}

export function fingerprint(app: WebApp, base = root): string {
  const entries: string[] = [];
  for (const p of [...sharedInputs, ...appInputs(app)]) walk(join(base, p), entries);
  return createHash('sha256').update(entries.join('\n')).digest('hex');
}

/** This checkout's mark in its stamps: another clone, machine or team's build has another (or none). */
export const builder = (base = root) => createHash('sha256').update(`${hostname()}:${base}`).digest('hex').slice(0, 16);

/** What dist/.fingerprint records: who built it, from which sources, and the hashed files this build made. */
type Stamp = { builder: string; fingerprint: string; files: string[] };

export const distDir = (app: WebApp, base = root) => join(base, `mf-${app}`, 'dist');
const stampFile = (app: WebApp, base = root) => join(distDir(app, base), '.fingerprint');
/** Written (outside dist/) while this checkout builds an app, removed once its stamp is written. */
const pendingFile = (app: WebApp, base = root) => join(base, `mf-${app}`, '.web-build-pending');

function readStamp(app: WebApp, base = root): Stamp | null {
  const file = stampFile(app, base);
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8').trim();
  // Before stamps carried the builder they were the bare fingerprint, written only by this script.
  if (/^[0-9a-f]{64}$/.test(text)) return { builder: builder(base), fingerprint: text, files: [] };
  try {
    const s = JSON.parse(text) as Stamp;
    return typeof s.builder === 'string' && typeof s.fingerprint === 'string' ? { ...s, files: Array.isArray(s.files) ? s.files : [] } : null;
  } catch {
    return null;
  }
}

/** Whether dist/ holds a build this checkout did not make (a team's build dropped in): such a build is never overwritten. */
export function isForeign(app: WebApp, base = root): boolean {
  const dist = distDir(app, base);
  if (!existsSync(dist) || readdirSync(dist).length === 0) return false;
  // A build of ours that stopped half-way (Rsbuild emptied dist/, then failed) is ours to redo.
  const pending = pendingFile(app, base);
  if (existsSync(pending) && readFileSync(pending, 'utf8') === builder(base)) return false;
  return readStamp(app, base)?.builder !== builder(base);
}

export function isFresh(app: WebApp, base = root): boolean {
  const stamp = readStamp(app, base);
  return !!stamp && stamp.builder === builder(base) && stamp.fingerprint === fingerprint(app, base);
}

/** Files under `dir` (relative paths), compressed copies excluded. */
function filesUnder(dir: string, base = dir, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, base, out);
    else if (!/\.(br|gz)$/.test(name)) out.push(relative(base, path));
  }
  return out;
}

/** Content-hashed output: everything under a build's static/ (Rsbuild names those files by their content). */
const isHashed = (rel: string) => rel.split(/[\\/]/)[0] === 'static';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` that has none yet (and is worth it). */
export async function compressDir(dir: string) {
  for (const rel of filesUnder(dir)) {
    const path = join(dir, rel);
    if (!COMPRESSIBLE.test(rel) || (existsSync(`${path}.br`) && existsSync(`${path}.gz`))) continue;
    const data = readFileSync(path);
    if (data.byteLength < 1024) continue;
    const [b, g] = await Promise.all([
      br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength } }),
      gz(data, { level: 9 }),
    ]);
    if (b.byteLength < data.byteLength) writeFileSync(`${path}.br`, b);
    if (g.byteLength < data.byteLength) writeFileSync(`${path}.gz`, g);
  }
}

async function buildOne(app: WebApp, base = root) {
  const started = performance.now();
  const dist = distDir(app, base);
  // The previous release's own hashed files (and their compressed copies), to put back after Rsbuild empties dist/.
  const previous = readStamp(app, base)?.files.filter((f) => existsSync(join(dist, f))) ?? [];
  const keep = mkdtempSync(join(tmpdir(), `zapdesk-prev-${app}-`));
  try {
    for (const rel of previous) {
      for (const suffix of ['', '.br', '.gz']) {
        if (!existsSync(join(dist, rel + suffix))) continue;
        mkdirSync(dirname(join(keep, rel)), { recursive: true });
        cpSync(join(dist, rel + suffix), join(keep, rel + suffix));
      }
    }
    writeFileSync(pendingFile(app, base), builder(base));
    const proc = Bun.spawn([process.execPath, '--bun', 'x', 'rsbuild', 'build'], {
      cwd: join(base, `mf-${app}`),
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
    if (code !== 0) throw new Error(`build of mf-${app} failed (exit ${code}):\n${out}\n${err}`);
    const made = filesUnder(dist).filter(isHashed);
    await compressDir(dist);
    // Put the previous release's files back where this build did not make the same name (same name, same content).
    for (const rel of filesUnder(keep)) {
      if (existsSync(join(dist, rel))) continue;
      for (const suffix of ['', '.br', '.gz']) {
        if (!existsSync(join(keep, rel + suffix))) continue;
        mkdirSync(dirname(join(dist, rel)), { recursive: true });
        cpSync(join(keep, rel + suffix), join(dist, rel + suffix));
      }
    }
    const stamp: Stamp = { builder: builder(base), fingerprint: fingerprint(app, base), files: made };
    writeFileSync(stampFile(app, base), JSON.stringify(stamp));
    rmSync(pendingFile(app, base), { force: true });
  } finally {
    rmSync(keep, { recursive: true, force: true });
  }
  return Math.round(performance.now() - started);
}

/** Builds the apps that are missing or stale (never a foreign build); returns the ones it built. */
export async function ensureWebBuilt(opts: { force?: boolean; apps?: readonly WebApp[]; log?: (line: string) => void; root?: string } = {}): Promise<WebApp[]> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const base = opts.root ?? root;
  const todo: WebApp[] = [];
  for (const app of opts.apps ?? webApps) {
    if (isForeign(app, base)) {
      log(`mf-${app}/dist was not built by this checkout (no stamp of ours in dist/.fingerprint): left alone, not rebuilt`);
      continue;
    }
    if (opts.force || !isFresh(app, base)) todo.push(app);
  }
  // One at a time: two cores, and each Rsbuild run already uses both.
  for (const app of todo) log(`built mf-${app} in ${await buildOne(app, base)} ms`);
  return todo;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const apps = args.filter((a) => !a.startsWith('--')) as WebApp[];
  for (const a of apps) if (!webApps.includes(a)) throw new Error(`unknown app ${a} (expected ${webApps.join(', ')})`);
  const built = await ensureWebBuilt({ force: args.includes('--force'), apps: apps.length ? apps : undefined });
  if (!built.length) console.log('web apps are up to date');
}
