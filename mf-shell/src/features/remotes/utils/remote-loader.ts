import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { publishedRequirements, unmetRequirements } from '@zapdesk/client/mf-requirements';
import type { ComponentType } from 'react';
import type { RemotesManifest } from '../../../app/runtime-config';
import { RemoteTimeoutError, RemoteVersionError } from './remote-errors';

/** The remotes the shell knows; their URLs come from /remotes.json at runtime. MF names are `zapdesk_<name>`. */
export const remoteNames = ['tickets', 'admin', 'flows'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * How long a remote screen may take to load before the error panel shows ("did not answer"); the load goes on
 * behind the panel, and the screen mounts as soon as it completes (RemoteScreen).
 */
export const REMOTE_PANEL_AFTER_MS = 4000;
/** How long a remoteEntry.js request is waited for before it counts as failed and is retried under a new URL. */
export const REMOTE_ENTRY_TIMEOUT_MS = 30_000;

let manifest: RemotesManifest = {};
let attempt = 0;

const mfName = (name: RemoteName) => `zapdesk_${name}`;
const nameOf = (mf: string) => remoteNames.find((n) => mfName(n) === mf);

/** The versions of the shared singletons this shell provides to every remote (build-time, from packages/client/src/mf-shared.ts). */
export const providedVersions: Record<string, string> = __ZAPDESK_SHARED_VERSIONS__;

registerPlugins([
  {
    name: 'zapdesk-remote-guard',
    // The panel shows after REMOTE_PANEL_AFTER_MS; the request itself is given longer (a slow link still gets it).
    createScript() {
      return { timeout: REMOTE_ENTRY_TIMEOUT_MS };
    },
    // After the entry script ran (it published the ranges it needs) and before its container is initialised:
    // a remote whose requirements this shell cannot meet never runs.
    async beforeInitRemote(args) {
      const required = publishedRequirements(args.remoteInfo.name);
      if (required) {
        const unmet = unmetRequirements(required, providedVersions);
        if (unmet.length) throw new RemoteVersionError(nameOf(args.remoteInfo.name) ?? args.remoteInfo.name, unmet);
      }
      return args;
    },
  },
]);

function register(name: RemoteName, force: boolean) {
  const url = manifest[name];
  if (!url) return false;
  // A retry re-registers under a fresh URL (cache-busting query), so a failed script load is not reused.
  const entry = new URL(url, location.origin);
  if (force) entry.searchParams.set('retry', String(++attempt));
  registerRemotes([{ name: mfName(name), entry: entry.href }], { force });
  return true;
}

export function setRemotesManifest(m: RemotesManifest) {
  manifest = m;
  for (const name of remoteNames) register(name, false);
}

const loading = new Map<string, Promise<ComponentType<any>>>();
const settled = new WeakSet<Promise<unknown>>();
/** Modules whose load completed: a screen renders them at once (RemoteScreen), without waiting a turn for the promise. */
const loaded = new Map<string, ComponentType<any>>();

/** The screen of `<remote>/<expose>` if its module has loaded already, else undefined. */
export const loadedRemoteComponent = (name: RemoteName, expose: string): ComponentType<any> | undefined => loaded.get(`${name}/${expose}`);

/**
 * Loads `<remote>/<expose>` (e.g. tickets, './TicketsPage'); the module's default export is the screen. One
 * load per module is shared: the route starts it (preloadRemoteComponent) while the layout's chunk downloads,
 * and the screen awaits the same promise. A failed load is forgotten; a retry re-registers the remote under a
 * fresh URL, unless a load of it is still under way (a slow host), which the retry then waits for.
 */
export function loadRemoteComponent(name: RemoteName, expose: string, retry = false): Promise<ComponentType<any>> {
  const key = `${name}/${expose}`;
  let pending = loading.get(key);
  if (!pending || (retry && settled.has(pending))) {
    const started = fetchRemoteComponent(name, expose, retry);
    pending = started;
    loading.set(key, started);
    started.then(
      (component) => {
        settled.add(started);
        if (loading.get(key) === started) loaded.set(key, component);
      },
      () => {
        settled.add(started);
        if (loading.get(key) === started) loading.delete(key);
      },
    );
  }
  return pending;
}

/** Starts loading a screen's remote module ahead of rendering it (errors surface when the screen renders). */
export function preloadRemoteComponent(name: RemoteName, expose: string) {
  loadRemoteComponent(name, expose).catch(() => {});
}

/** Rejects with a "did not answer" error when `load` takes longer than REMOTE_PANEL_AFTER_MS (the load itself goes on). */
export function withinPanelDelay<T>(name: RemoteName, load: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(name, REMOTE_PANEL_AFTER_MS)), REMOTE_PANEL_AFTER_MS);
    load.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

async function fetchRemoteComponent(name: RemoteName, expose: string, retry: boolean): Promise<ComponentType<any>> {
  if (retry) register(name, true);
  if (!manifest[name]) throw new Error(`remote "${name}" is not in /remotes.json`);
  const mod = await loadRemote<{ default: ComponentType<any> }>(`${mfName(name)}/${expose.replace(/^\.\//, '')}`);
  if (!mod?.default) throw new Error(`remote "${name}" has no module ${expose}`);
  return mod.default;
}
