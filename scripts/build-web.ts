#!/usr/bin/env bun
// Builds the web apps (mf-shell and the remotes) with Rsbuild under Bun, skipping any app whose sources did
// not change since its last build (fingerprint of paths, sizes and mtimes kept in dist/.fingerprint).
// Usage: bun scripts/build-web.ts [--force] [app…]     (apps: shell tickets admin flows)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dir, '..');
export const webApps = ['shell', 'tickets', 'admin', 'flows'] as const;
export type WebApp = (typeof webApps)[number];

/** Sources every app build depends on, besides the app folder itself. */
const sharedInputs = ['packages/client/src', 'packages/ui/src', 'packages/i18n/src', 'packages/contracts/src', 'package.json', 'bun.lock'];
const appInputs = (app: WebApp) => [`mf-${app}/src`, `mf-${app}/rsbuild.config.ts`, `mf-${app}/postcss.config.mjs`, `mf-${app}/package.json`];

function walk(path: string, out: string[]) {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isFile()) return void out.push(`${path}:${st.size}:${Math.trunc(st.mtimeMs)}`);
  for (const name of readdirSync(path).sort()) {
    if (name === 'node_modules' || name === 'dist') continue;
    walk(join(path, name), out);
  }
}

export function fingerprint(app: WebApp): string {
  const entries: string[] = [];
  for (const p of [...sharedInputs, ...appInputs(app)]) walk(join(root, p), entries);
  return createHash('sha256').update(entries.join('\n')).digest('hex');
}

const stampFile = (app: WebApp) => join(root, `mf-${app}`, 'dist', '.fingerprint');
export const distDir = (app: WebApp) => join(root, `mf-${app}`, 'dist');

export function isFresh(app: WebApp): boolean {
  const file = stampFile(app);
  return existsSync(file) && readFileSync(file, 'utf8') === fingerprint(app);
}

async function buildOne(app: WebApp) {
  const started = performance.now();
  const proc = Bun.spawn([process.execPath, '--bun', 'x', 'rsbuild', 'build'], {
    cwd: join(root, `mf-${app}`),
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) throw new Error(`build of mf-${app} failed (exit ${code}):\n${out}\n${err}`);
  writeFileSync(stampFile(app), fingerprint(app));
  return Math.round(performance.now() - started);
}

/** Builds the apps that are missing or stale; returns the ones it built. */
export async function ensureWebBuilt(opts: { force?: boolean; apps?: readonly WebApp[]; log?: (line: string) => void } = {}): Promise<WebApp[]> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const todo = (opts.apps ?? webApps).filter((a) => opts.force || !isFresh(a));
  // One at a time: two cores, and each Rsbuild run already uses both.
  for (const app of todo) log(`built mf-${app} in ${await buildOne(app)} ms`);
  return todo;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const apps = args.filter((a) => !a.startsWith('--')) as WebApp[];
  for (const a of apps) if (!webApps.includes(a)) throw new Error(`unknown app ${a} (expected ${webApps.join(', ')})`);
  const built = await ensureWebBuilt({ force: args.includes('--force'), apps: apps.length ? apps : undefined });
  if (!built.length) console.log('web apps are up to date');
}
