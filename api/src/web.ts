import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { config, log } from '@zapdesk/core';
import { version } from './app';
import { inlineScriptHashes, webCsp } from './lib/csp';

const repoRoot = join(import.meta.dir, '..', '..');
/** The remotes the shell knows (mf-shell/src/features/remotes/utils/remote-loader.ts). */
export const remoteNames = ['tickets', 'admin', 'flows'] as const;

const shellDist = () => join(repoRoot, 'mf-shell', 'dist');
const remoteDist = (name: string) => join(repoRoot, `mf-${name}`, 'dist');

/**
 * The runtime remote manifest: name → remoteEntry.js URL. Defaults to the remotes served here; REMOTES_MANIFEST
 * (JSON text, or the path of a JSON file) replaces entries, and REMOTE_<NAME>_URL overrides one remote, so a
 * remote is redeployed elsewhere without rebuilding the shell.
 */
export function remotesManifest(env: Record<string, string | undefined> = process.env): Record<string, string> {
  const manifest: Record<string, string> = Object.fromEntries(remoteNames.map((n) => [n, `/remotes/${n}/remoteEntry.js`]));
  const raw = env.REMOTES_MANIFEST?.trim();
  if (raw) {
    try {
      const parsed = JSON.parse(raw.startsWith('{') ? raw : readFileSync(raw, 'utf8'));
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

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function serveFile(path: string, cacheControl: string, extra: Record<string, string> = {}) {
  const file = Bun.file(path);
  return new Response(file, {
    headers: { 'content-type': file.type, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff', ...extra },
  });
}

/** Hashed build output may be cached forever; entry points (html, remoteEntry, manifests) must be revalidated. */
const cacheFor = (urlPath: string) => (/\/static\//.test(urlPath) ? IMMUTABLE : NO_CACHE);

const notBuiltPage = (apiUrl: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Zapdesk</title></head><body style="font-family:system-ui;margin:4rem">
<h1>Zapdesk</h1><p>The web app is not built yet: run <code>bun scripts/build-web.ts</code> (<code>npm start</code> does it).
The API is running at <a href="${apiUrl}/docs">${apiUrl}/docs</a>.</p></body></html>`;

/**
 * The web origin (DECISIONS "Serving"): the built shell with an SPA fallback to index.html for page
 * routes (and login.html, the stand-alone login page, for /login), each remote's build under /remotes/<name>/ (CORS-open, so a shell on another origin can load
 * it), /remotes.json (runtime remote manifest) and /config.json (the API URL the frontends call).
 */
export function createWebServer(port: number, opts: { shellDir?: string } = {}) {
  const cfg = config();
  const manifest = remotesManifest();
  const runtimeConfig = { apiUrl: cfg.apiUrl, version, supportUrl: cfg.supportUrl };
  // Pages carry the CSP (frame-ancestors 'none' among it): computed per HTML file, again when the file changes.
  const pageHeaders = new Map<string, { mtimeMs: number; headers: Record<string, string> }>();
  const securityHeaders = (htmlPath: string | null) => {
    let mtimeMs = 0;
    let hashes: string[] = [];
    if (htmlPath) {
      mtimeMs = statSync(htmlPath).mtimeMs;
      const hit = pageHeaders.get(htmlPath);
      if (hit && hit.mtimeMs === mtimeMs) return hit.headers;
      hashes = inlineScriptHashes(readFileSync(htmlPath, 'utf8'));
    }
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'content-security-policy': webCsp({ webUrl: cfg.webUrl, apiUrl: cfg.apiUrl, remoteUrls: Object.values(manifest), inlineHashes: hashes }),
    };
    if (htmlPath) pageHeaders.set(htmlPath, { mtimeMs, headers });
    return headers;
  };
  return Bun.serve({
    port,
    hostname: cfg.host,
    fetch(req) {
      const url = new URL(req.url);
      const path = url.pathname;
      if (req.method !== 'GET' && req.method !== 'HEAD') return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
      if (path === '/remotes.json') return Response.json(manifest, { headers: { 'cache-control': NO_CACHE } });
      if (path === '/config.json') return Response.json(runtimeConfig, { headers: { 'cache-control': NO_CACHE } });

      const remote = /^\/remotes\/([a-z]+)(\/.*)$/.exec(path);
      if (remote) {
        const [, name, rest] = remote;
        const file = (remoteNames as readonly string[]).includes(name) ? fileUnder(remoteDist(name), rest) : null;
        if (!file) return new Response('Not Found', { status: 404 });
        return serveFile(file, cacheFor(rest), { 'access-control-allow-origin': '*' });
      }

      const dir = opts.shellDir ?? shellDist();
      const index = join(dir, 'index.html');
      if (!existsSync(index)) return new Response(notBuiltPage(cfg.apiUrl), { status: 503, headers: securityHeaders(null) });
      // A cold load of /login gets the stand-alone login page (no router, no federation runtime: a small first
      // download); inside the running shell /login is a client-side route and never reaches here.
      if (path === '/login' || path === '/login/') {
        const login = join(dir, 'login.html');
        if (existsSync(login)) return serveFile(login, NO_CACHE, securityHeaders(login));
      }
      const file = path === '/' ? null : fileUnder(dir, path);
      if (file) return serveFile(file, cacheFor(path), file.endsWith('.html') ? securityHeaders(file) : {});
      // A missing asset is a 404; any other path is a page route of the SPA.
      if (/\.[a-z0-9]+$/i.test(path)) return new Response('Not Found', { status: 404 });
      return serveFile(index, NO_CACHE, securityHeaders(index));
    },
  });
}
