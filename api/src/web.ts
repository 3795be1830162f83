import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { log } from '@zapdesk/core/lib/logger';
import rootPkg from '../../package.json' with { type: 'json' };
import { inlineScriptHashes, webCsp } from './lib/csp';

const repoRoot = join(import.meta.dir, '..', '..');
/** The remotes the shell knows (mf-shell/src/features/remotes/utils/remote-loader.ts). */
export const remoteNames = ['tickets', 'admin', 'flows'] as const;

type Env = Record<string, string | undefined>;
const num = (v: string | undefined, d: number) => (v === undefined || v === '' ? d : Number(v));

/**
 * What the web origin needs, read from the environment on its own: the web server also runs as a process of
 * its own (api/src/web-main.ts), which has no database, no secrets and no API routes.
 */
export function webConfig(env: Env = process.env) {
  const port = num(env.PORT, 8080);
  const webPort = num(env.WEB_PORT, 3000);
  const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(p));
  return {
    webPort,
    host: env.HOST ?? '127.0.0.1',
    apiUrl: (env.API_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webUrl: (env.WEB_URL ?? `http://localhost:${webPort}`).replace(/\/$/, ''),
    supportUrl: /^https?:\/\/\S+$/i.test(env.SUPPORT_URL?.trim() ?? '') ? env.SUPPORT_URL!.trim() : null,
    /** The shell's build (default mf-shell/dist). */
    shellDir: env.WEB_DIST ? fromRoot(env.WEB_DIST) : join(repoRoot, 'mf-shell', 'dist'),
    /** Where the product's own builds are (mf-<name>/dist under it). */
    appsRoot: repoRoot,
    /** Teams' own builds of the remotes, served at /remotes/<name>/ ahead of mf-<name>/dist; nothing here is ever built. */
    remotesDir: env.REMOTES_DIR ? fromRoot(env.REMOTES_DIR) : join(repoRoot, 'remotes'),
  };
}
export type WebConfig = ReturnType<typeof webConfig>;

/**
 * The runtime remote manifest: name → remoteEntry.js URL. Defaults to the remotes served here; REMOTES_MANIFEST
 * (JSON text, or the path of a JSON file) replaces entries, and REMOTE_<NAME>_URL overrides one remote, so a
 * remote is redeployed elsewhere without rebuilding the shell. `fileText` is the manifest file's content when
 * REMOTES_MANIFEST names a file (read by the caller, so a changed file is read again).
 */
export function remotesManifest(env: Env = process.env, fileText?: string): Record<string, string> {
  const manifest: Record<string, string> = Object.fromEntries(remoteNames.map((n) => [n, `/remotes/${n}/remoteEntry.js`]));
  const raw = env.REMOTES_MANIFEST?.trim();
  if (raw) {
    try {
      const parsed = JSON.parse(raw.startsWith('{') ? raw : (fileText ?? readFileSync(raw, 'utf8')));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
      for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string' && v) manifest[k] = v;
    } catch (e) {
      log.warn('REMOTES_MANIFEST ignored: not a JSON object or a readable JSON file', { err: (e as Error).message });
    }
  }
  for (const name of remoteNames) {
    const url = env[`REMOTE_${name.toUpperCase()}_URL`]?.trim();
    if (url) manifest[name] = url;
  }
  return manifest;
}

/**
 * The manifest as it is now: when REMOTES_MANIFEST names a file, the file is read again (at most once every
 * `checkMs`) and a change is served from then on, so a remote moves without a restart. A file that does not
 * parse (say, half-written) or is gone keeps the last good manifest.
 */
export function liveRemotesManifest(env: Env = process.env, opts: { checkMs?: number } = {}) {
  const checkMs = opts.checkMs ?? 1000;
  const raw = env.REMOTES_MANIFEST?.trim();
  const file = raw && !raw.startsWith('{') ? raw : null;
  let current = remotesManifest(file ? { ...env, REMOTES_MANIFEST: undefined } : env);
  if (!file) return () => current;
  let seen: string | null = null;
  let checkedAt = -Infinity;
  // The file is read again (a small JSON, at most once every checkMs) rather than stat-ed: two writes within the
  // file system's timestamp granularity, of the same size, would otherwise look unchanged.
  const look = () => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      if (seen !== 'missing') log.warn('REMOTES_MANIFEST file not readable: the last good manifest stays', { file, err: (e as Error).message });
      seen = 'missing';
      return;
    }
    if (text === seen) return;
    seen = text;
    try {
      const parsed = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
    } catch (e) {
      log.warn('REMOTES_MANIFEST file not read: the last good manifest stays', { file, err: (e as Error).message });
      return;
    }
    const next = remotesManifest(env, text);
    if (JSON.stringify(next) !== JSON.stringify(current)) log.info('remote manifest changed', { file, manifest: next });
    current = next;
  };
  const get = () => {
    const now = performance.now();
    if (now - checkedAt >= checkMs) {
      checkedAt = now;
      look();
    }
    return current;
  };
  get();
  return get;
}

/** A file under `dir` for a URL path, or null (no dot segments or escapes; directories are not files). */
function fileUnder(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = normalize(join(dir, decoded));
  if (path !== dir && !path.startsWith(dir + sep)) return null;
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Content-hashed build output (anything under a build's static/) may be cached for good; entry points (html, remoteEntry.js, manifests) are revalidated. */
export const cacheFor = (urlPath: string) => (/(^|\/)static\//.test(urlPath) ? IMMUTABLE : NO_CACHE);

/** The encodings a request accepts, by the order we prefer them (a `;q=0` refuses one). */
export function acceptedEncodings(header: string | null): ('br' | 'gzip')[] {
  if (!header) return [];
  const ok = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    ok.add(name.trim());
  }
  return (['br', 'gzip'] as const).filter((e) => ok.has(e) || (ok.has('*') && e === 'gzip'));
}

/** Files the build compresses (scripts/build-web.ts writes `<file>.br` and `<file>.gz` beside them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * A built file: its precompressed copy when the client accepts one and the build made it, with Vary; a
 * validator (ETag, Last-Modified), so a revalidated entry point answers 304 without a body.
 */
function serveFile(req: Request, path: string, cacheControl: string, extra: Record<string, string> = {}) {
  const file = Bun.file(path);
  const headers: Record<string, string> = { 'content-type': file.type, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff', ...extra };
  let body = path;
  let encoding = '';
  if (COMPRESSIBLE.test(path)) {
    headers.vary = 'Accept-Encoding';
    for (const enc of acceptedEncodings(req.headers.get('accept-encoding'))) {
      const candidate = `${path}.${enc === 'br' ? 'br' : 'gz'}`;
      if (existsSync(candidate)) {
        body = candidate;
        encoding = enc;
        break;
      }
    }
  }
  const st = statSync(body);
  const etag = `"${st.size.toString(36)}-${Math.trunc(st.mtimeMs).toString(36)}${encoding && `-${encoding}`}"`;
  headers.etag = etag;
  headers['last-modified'] = new Date(st.mtimeMs).toUTCString();
  if (encoding) headers['content-encoding'] = encoding;
  const inm = req.headers.get('if-none-match');
  if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    delete headers['content-type'];
    return new Response(null, { status: 304, headers });
  }
  return new Response(req.method === 'HEAD' ? null : Bun.file(body), { headers: { ...headers, 'content-length': String(st.size) } });
}

const notBuiltPage = (apiUrl: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Zapdesk</title></head><body style="font-family:system-ui;margin:4rem">
<h1>Zapdesk</h1><p>The web app is not built yet: run <code>bun scripts/build-web.ts</code> (<code>npm start</code> does it).
The API is running at <a href="${apiUrl}/docs">${apiUrl}/docs</a>.</p></body></html>`;

/** Where /remotes/<name>/ is served from: a team's own build in REMOTES_DIR/<name>/ when there is one, else mf-<name>/dist. */
export function remoteDir(cfg: Pick<WebConfig, 'remotesDir' | 'appsRoot'>, name: string) {
  const team = join(cfg.remotesDir, name);
  return existsSync(join(team, 'remoteEntry.js')) ? team : join(cfg.appsRoot, `mf-${name}`, 'dist');
}

/** Remote exposes → the files their module needs at once (scripts and styles, relative to the remote entry), from the build's mf-manifest.json. */
export type RemoteAssets = Record<string, string[]>;

/** What a page of the shell is given in its HTML (mf-shell/src/app/early.ts reads it before any request). */
export type BootData = { config: Record<string, unknown>; remotes: Record<string, string>; assets: Record<string, RemoteAssets> };

const manifestCache = new Map<string, { version: string; assets: RemoteAssets | null }>();

/** The exposes' files of a remote build in `dir` (its mf-manifest.json), or null without a readable one. */
export function remoteAssets(dir: string): RemoteAssets | null {
  const file = join(dir, 'mf-manifest.json');
  let version: string;
  try {
    const st = statSync(file);
    version = `${st.mtimeMs}:${st.size}`;
  } catch {
    return null;
  }
  const hit = manifestCache.get(file);
  if (hit && hit.version === version) return hit.assets;
  let assets: RemoteAssets | null = null;
  try {
    type Expose = { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } };
    const exposes = (JSON.parse(readFileSync(file, 'utf8')) as { exposes?: Expose[] }).exposes ?? [];
    const relative = (f: unknown): f is string => typeof f === 'string' && /^[\w./-]+$/.test(f) && !f.includes('..');
    assets = Object.fromEntries(exposes.filter((e) => typeof e.path === 'string').map((e) => [e.path!, [...(e.assets?.js?.sync ?? []), ...(e.assets?.css?.sync ?? [])].filter(relative)]));
  } catch {
    assets = null;
  }
  manifestCache.set(file, { version, assets });
  return assets;
}

/**
 * index.html with the page's boot data written in before </head>, as a JSON block (not a script: the CSP has
 * nothing to allow): the runtime config and the remote manifest (so the entry script asks for neither), and
 * for each remote served here, its exposes' files, which the entry script preloads for the screen being opened
 * while the shell's own code downloads (a remote on another host gets none: its build is not read from here).
 */
export function withBootData(html: string, boot: BootData): string {
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return `${html.slice(0, at)}<script type="application/json" id="zapdesk-boot">${json}</script>${html.slice(at)}`;
}

/**
 * The web origin (DECISIONS "Serving"): the built shell with an SPA fallback to index.html for page
 * routes (and login.html, the stand-alone login page, for /login), each remote's build under /remotes/<name>/
 * (CORS-open, so a shell on another origin can load it), /remotes.json (runtime remote manifest, re-read when
 * its file changes) and /config.json (the API URL the frontends call). Runs inside the API process (embedded
 * default) or alone (api/src/web-main.ts), so a frontend release never restarts the API.
 */
export function createWebServer(port: number, opts: { shellDir?: string; env?: Env; cfg?: Partial<WebConfig>; manifestCheckMs?: number } = {}) {
  const env = opts.env ?? process.env;
  const cfg = { ...webConfig(env), ...opts.cfg, ...(opts.shellDir && { shellDir: opts.shellDir }) };
  const manifest = liveRemotesManifest(env, { checkMs: opts.manifestCheckMs });
  const runtimeConfig = { apiUrl: cfg.apiUrl, version: rootPkg.version, supportUrl: cfg.supportUrl };
  // Pages carry the CSP (frame-ancestors 'none' among it): computed per HTML file, again when the file or the manifest changes.
  const pageHeaders = new Map<string, { key: string; headers: Record<string, string> }>();
  const securityHeaders = (htmlPath: string | null) => {
    const remotes = manifest();
    const mtimeMs = htmlPath ? statSync(htmlPath).mtimeMs : 0;
    const key = `${mtimeMs}:${JSON.stringify(remotes)}`;
    const hit = htmlPath ? pageHeaders.get(htmlPath) : undefined;
    if (hit && hit.key === key) return hit.headers;
    const hashes = htmlPath ? inlineScriptHashes(readFileSync(htmlPath, 'utf8')) : [];
    const headers = {
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'content-security-policy': webCsp({ webUrl: cfg.webUrl, apiUrl: cfg.apiUrl, remoteUrls: Object.values(remotes), inlineHashes: hashes }),
    };
    if (htmlPath) pageHeaders.set(htmlPath, { key, headers });
    return headers;
  };
  const html = { 'content-type': 'text/html; charset=utf-8' };
  /** Remotes whose entry is the one served here (/remotes/<name>/remoteEntry.js on this origin): their builds are read for the boot data. */
  const localRemote = (name: string, url: string) => {
    try {
      const u = new URL(url, cfg.webUrl);
      return u.origin === new URL(cfg.webUrl).origin && u.pathname === `/remotes/${name}/remoteEntry.js`;
    } catch {
      return false;
    }
  };
  let page: { key: string; body: Record<'' | 'br' | 'gzip', Uint8Array<ArrayBuffer>>; etag: string } | null = null;
  /** The shell's index.html with its boot data (rendered again when the file, the manifest or a remote's build changes), compressed once per version. */
  const bootPage = (indexPath: string) => {
    const remotes = manifest();
    const assets: Record<string, RemoteAssets> = {};
    for (const [name, url] of Object.entries(remotes)) {
      if (!(remoteNames as readonly string[]).includes(name) || !localRemote(name, url)) continue;
      const found = remoteAssets(remoteDir(cfg, name));
      if (found) assets[name] = found;
    }
    const boot: BootData = { config: runtimeConfig, remotes, assets };
    const key = `${statSync(indexPath).mtimeMs}:${JSON.stringify(boot)}`;
    if (page?.key !== key) {
      const text = new TextEncoder().encode(withBootData(readFileSync(indexPath, 'utf8'), boot));
      const br = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      page = { key, body: { '': text, br: new Uint8Array(br), gzip: new Uint8Array(gzipSync(text)) }, etag: createHash('sha256').update(text).digest('base64url').slice(0, 22) };
    }
    return page;
  };
  const servePage = (req: Request, indexPath: string) => {
    const { body, etag } = bootPage(indexPath);
    const encoding = acceptedEncodings(req.headers.get('accept-encoding'))[0] ?? '';
    const tag = `"${etag}${encoding && `-${encoding}`}"`;
    const headers: Record<string, string> = { ...html, 'cache-control': NO_CACHE, 'x-content-type-options': 'nosniff', vary: 'Accept-Encoding', etag: tag, ...securityHeaders(indexPath) };
    if (encoding) headers['content-encoding'] = encoding;
    const inm = req.headers.get('if-none-match');
    if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === tag)) {
      delete headers['content-type'];
      return new Response(null, { status: 304, headers });
    }
    const bytes = body[encoding];
    return new Response(req.method === 'HEAD' ? null : bytes, { headers: { ...headers, 'content-length': String(bytes.byteLength) } });
  };
  return Bun.serve({
    port,
    hostname: cfg.host,
    fetch(req) {
      const url = new URL(req.url);
      const path = url.pathname;
      if (req.method !== 'GET' && req.method !== 'HEAD') return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
      if (path === '/remotes.json') return Response.json(manifest(), { headers: { 'cache-control': NO_CACHE } });
      if (path === '/config.json') return Response.json(runtimeConfig, { headers: { 'cache-control': NO_CACHE } });

      const remote = /^\/remotes\/([a-z]+)(\/.*)$/.exec(path);
      if (remote) {
        const [, name, rest] = remote;
        const file = (remoteNames as readonly string[]).includes(name) ? fileUnder(remoteDir(cfg, name), rest) : null;
        if (!file) return new Response('Not Found', { status: 404, headers: { 'access-control-allow-origin': '*' } });
        return serveFile(req, file, cacheFor(rest), { 'access-control-allow-origin': '*' });
      }

      const dir = cfg.shellDir;
      const index = join(dir, 'index.html');
      if (!existsSync(index)) return new Response(notBuiltPage(cfg.apiUrl), { status: 503, headers: { ...html, ...securityHeaders(null) } });
      // A cold load of /login gets the stand-alone login page (no router, no federation runtime: a small first
      // download); inside the running shell /login is a client-side route and never reaches here.
      if (path === '/login' || path === '/login/') {
        const login = join(dir, 'login.html');
        if (existsSync(login)) return serveFile(req, login, NO_CACHE, { ...html, ...securityHeaders(login) });
      }
      const file = path === '/' ? null : fileUnder(dir, path);
      if (file === index) return servePage(req, index);
      if (file) return serveFile(req, file, cacheFor(path), file.endsWith('.html') ? { ...html, ...securityHeaders(file) } : {});
      // A missing asset is a 404; any other path is a page route of the SPA.
      if (/\.[a-z0-9]+$/i.test(path)) return new Response('Not Found', { status: 404 });
      return servePage(req, index);
    },
  });
}
