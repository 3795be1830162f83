// Runs in the shell's entry script, before the app's code (bootstrap and its chunks) has downloaded: starts what
// a cold load otherwise asks for one after the other. Only non-shared modules here (the entry may not load
// shared ones): the runtime config and remote manifest (written into the page by the web server, else asked
// for), then, with a stored session that has not expired, /auth/me and the first requests of the screen being
// opened (handed to the API client, app/screens.ts `firstRequests`), and preloads of that screen's remote entry,
// of the layout's chunks and of the files the screen's module needs (the shell's boot chunks the page itself
// preloads: rsbuild.config.ts pluginBootPreload).
import { prefetchGet } from '@zapdesk/client/api/prefetch';
import { readToken } from '@zapdesk/client/storage';
import { decodeToken, isTokenExpired } from '@zapdesk/client/session/token';
import type { RemotesManifest, RuntimeConfig } from './runtime-config';
import { screenFor } from './screens';

/** Written into index.html by the web server (api/src/web.ts withBootData); absent on a dev server. */
type Boot = { config?: RuntimeConfig; remotes?: RemotesManifest; assets?: Record<string, Record<string, string[]>> };

function readBoot(): Boot {
  try {
    const text = document.getElementById('zapdesk-boot')?.textContent;
    const boot = text ? (JSON.parse(text) as Boot) : {};
    return boot && typeof boot === 'object' ? boot : {};
  } catch {
    return {};
  }
}

const getJson = <T>(path: string): Promise<T | null> =>
  fetch(path, { cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<T>) : null))
    .catch(() => null);

const boot = readBoot();

/** FNV-1a of a text, base 36: a short name for what a page was built from. */
const hashOf = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
};

/**
 * The releases this page runs (the shell's entry script, the remote manifest and the local remotes' files), or
 * null without boot data (a dev server): names the code cache (app/code-cache.ts), so a deploy starts a new one.
 */
export const release = boot.remotes ? hashOf(JSON.stringify([(document.currentScript as HTMLScriptElement | null)?.src ?? '', boot.remotes, boot.assets ?? {}])) : null;

export const early = {
  config: boot.config?.apiUrl ? Promise.resolve(boot.config) : getJson<RuntimeConfig>('/config.json'),
  remotes: boot.remotes ? Promise.resolve(boot.remotes) : getJson<RemotesManifest>('/remotes.json'),
  /** The page was opened with a stored session that has not expired (the screen's code and data are worth starting). */
  session: false,
};

/** Runs `fn` with the value at once when the page carried it, else when the request for it answers. */
const withValue = <T>(given: T | undefined, later: Promise<T | null>, fn: (v: T) => void) => {
  if (given) fn(given);
  else void later.then((v) => v && fn(v));
};

const token = readToken();
const claims = decodeToken(token);
const screen = screenFor(location.pathname);
if (token && claims && !isTokenExpired(token)) {
  early.session = true;
  withValue(boot.config, early.config, (cfg) => {
    if (!cfg.apiUrl) return;
    const api = cfg.apiUrl.replace(/\/$/, '');
    prefetchGet(`${api}/auth/me`, token);
    // The layout's own first requests (the plan, the unread-tickets bell), on every private screen.
    const layout = screen ? [`/companies/listPlan/${claims.companyId}`, '/tickets?withUnreadMessages=true&showAll=false&pageNumber=1&status=open'] : [];
    for (const path of [...layout, ...(screen?.firstRequests?.(claims) ?? [])]) prefetchGet(api + path, token);
  });
  // The screen's code right after its data, at once: the page itself preloads the shell's own chunks (which this
  // once waited for, a task later), so nothing of the shell's queues behind these.
  preloadScreenCode();
}

function preload(href: string, as: 'script' | 'style') {
  // The Module Federation runtime loads scripts with a plain <script> and styles with a plain <link> (no
  // crossorigin): a preload without one matches them.
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

function preloadFile(href: string) {
  preload(href, href.endsWith('.css') ? 'style' : 'script');
}

/** The layout's chunks, which the build lists in the page (rsbuild.config.ts pluginBootPreload); none on a dev server. */
function layoutFiles(): string[] {
  try {
    const list = (JSON.parse(document.getElementById('zapdesk-preload')?.textContent ?? '{}') as { layout?: unknown }).layout;
    return Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * With a session: preloads the remote entry of the screen being opened, the layout's chunks and, when the page
 * named them (a remote served by this web server), the scripts and styles of the screen's module. They are
 * fetched while the shell's code runs, instead of one wave after another (the layout once the bootstrap ran,
 * the remote entry, then the module's chunks) as the app asks for them.
 */
function preloadScreenCode() {
  const name = screen?.remote;
  const expose = screen?.expose;
  withValue(boot.remotes, early.remotes, (m) => {
    if (!name || !m[name]) return;
    const entry = new URL(m[name], location.origin);
    preload(entry.href, 'script');
    for (const file of (expose && boot.remotes && boot.assets?.[name]?.[expose]) || []) preloadFile(new URL(file, entry).href);
  });
  if (screen) for (const file of layoutFiles()) preloadFile(file);
}
