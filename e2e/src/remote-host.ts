// A remote as another team ships it: built on its own from a changed copy of its source (optionally against a
// changed copy of a shared package), and served from another origin on loopback by a static host the test
// controls (which folder it serves, or hanging without answering).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './harness';

/** Links every entry of `from` (a node_modules folder) into `to`, scoped packages one by one, except `skip`. */
function linkModules(from: string, to: string, skip: string[]) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === '.federation') continue;
    if (name.startsWith('@')) {
      for (const inner of readdirSync(join(from, name))) {
        if (skip.includes(`${name}/${inner}`)) continue;
        mkdirSync(join(to, name), { recursive: true });
        symlinkSync(join(from, name, inner), join(to, name, inner));
      }
    } else if (!skip.includes(name)) symlinkSync(join(from, name), join(to, name));
  }
}

/**
 * Builds a copy of mf-<app> in a temporary folder and returns the folder of its build. `edit` changes the
 * copy's sources (paths relative to the copy); `client` builds it against a copy of @zapdesk/client with
 * another version and extra source (e.g. a new export), as a team whose clone has a newer shared package.
 */
export async function buildRemoteCopy(opts: {
  app: 'tickets' | 'admin' | 'flows';
  edit?: Record<string, (source: string) => string>;
  client?: { version: string; append: string };
}): Promise<{ dist: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), `zapdesk-remote-${opts.app}-`));
  const app = join(dir, `mf-${opts.app}`);
  const src = join(repoRoot, `mf-${opts.app}`);
  for (const f of ['src', 'rsbuild.config.ts', 'postcss.config.mjs', 'package.json']) cpSync(join(src, f), join(app, f), { recursive: true });
  // Stylesheets name packages/ui by a relative path (@source "../../packages/ui/src").
  mkdirSync(join(dir, 'packages'));
  symlinkSync(join(repoRoot, 'packages', 'ui'), join(dir, 'packages', 'ui'));
  linkModules(join(src, 'node_modules'), join(app, 'node_modules'), opts.client ? ['@zapdesk/client'] : []);
  if (opts.client) {
    const client = join(dir, 'packages', 'client');
    cpSync(join(repoRoot, 'packages', 'client', 'src'), join(client, 'src'), { recursive: true });
    symlinkSync(join(repoRoot, 'packages', 'client', 'node_modules'), join(client, 'node_modules'));
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'packages', 'client', 'package.json'), 'utf8')) as { version: string };
    writeFileSync(join(client, 'package.json'), JSON.stringify({ ...pkg, version: opts.client.version }, null, 2));
    writeFileSync(join(client, 'src', 'index.ts'), `${readFileSync(join(client, 'src', 'index.ts'), 'utf8')}\n${opts.client.append}\n`);
    symlinkSync(client, join(app, 'node_modules', '@zapdesk', 'client'));
  }
  for (const [file, change] of Object.entries(opts.edit ?? {})) writeFileSync(join(app, file), change(readFileSync(join(app, file), 'utf8')));
  const proc = Bun.spawn([process.execPath, '--bun', join(src, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js'), 'build'], {
    cwd: app,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) throw new Error(`build of the copy of mf-${opts.app} failed (exit ${code}):\n${out}\n${err}`);
  return { dist: join(app, 'dist'), dir };
}

/**
 * A copy of a remote's build as the next release of it: every async chunk gets another content hash (file
 * renamed, remoteEntry.js rewritten to name it), so the files the previous release's entry names are gone.
 */
export function nextRelease(dist: string): string {
  const out = mkdtempSync(join(tmpdir(), 'zapdesk-release-'));
  cpSync(dist, out, { recursive: true });
  let entry = readFileSync(join(out, 'remoteEntry.js'), 'utf8');
  for (const sub of ['static/js/async', 'static/css/async']) {
    const folder = join(out, sub);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      const m = /^(.*)\.([0-9a-f]{8,})\.(js|css)$/.exec(name);
      if (!m) continue;
      const hash = m[2];
      const next = [...hash].reverse().join('') === hash ? hash.replace(/^./, (c) => (c === 'f' ? 'e' : 'f')) : [...hash].reverse().join('');
      renameSync(join(folder, name), join(folder, `${m[1]}.${next}.${m[3]}`));
      entry = entry.replaceAll(`"${hash}"`, `"${next}"`);
    }
  }
  writeFileSync(join(out, 'remoteEntry.js'), entry);
  return out;
}

/** Files of a build whose name starts with `prefix` (e.g. '__federation_expose_TagsPage'), as paths. */
export function filesNamed(dist: string, prefix: string): string[] {
  const found: string[] = [];
  for (const sub of ['static/js/async', 'static/css/async']) {
    const folder = join(dist, sub);
    if (existsSync(folder)) for (const name of readdirSync(folder)) if (name.startsWith(prefix)) found.push(join(folder, name));
  }
  return found;
}

export type StaticHost = {
  url: string;
  /** Serve this folder from now on. */
  serve(dir: string): void;
  /** Accept requests and never answer them, until `serve` is called (held requests are then answered). */
  hang(): void;
  /** Paths requested so far. */
  requests: string[];
  stop(): void;
};

/** A static host on loopback (another origin than the product's), CORS-open like a CDN. */
export function startStaticHost(dir: string): StaticHost {
  let root = dir;
  let hanging = false;
  const held: { path: string; resolve: (r: Response) => void }[] = [];
  const requests: string[] = [];
  const answer = async (path: string) => {
    const file = Bun.file(join(root, decodeURIComponent(path)));
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (path.includes('..') || !(await file.exists())) return new Response('Not Found', { status: 404, headers });
    return new Response(file, { headers: { ...headers, 'content-type': file.type } });
  };
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    idleTimeout: 0,
    fetch(req) {
      const path = new URL(req.url).pathname;
      requests.push(path);
      if (hanging) return new Promise<Response>((resolve) => held.push({ path, resolve }));
      return answer(path);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    serve(next) {
      root = next;
      hanging = false;
      for (const h of held.splice(0)) void answer(h.path).then(h.resolve);
    },
    hang() {
      hanging = true;
    },
    stop() {
      for (const h of held.splice(0)) h.resolve(new Response('', { status: 503 }));
      server.stop(true);
    },
  };
}

export const removeTree = (dir: string) => rmSync(dir, { recursive: true, force: true });
