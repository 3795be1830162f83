import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { publishedRequirements, unmetRequirements } from '@zapdesk/client/mf-requirements';
import type { ComponentType } from 'react';
import type { RemotesManifest } from '../../../app/runtime-config';
import { RemoteVersionError } from './remote-errors';

/** The remotes the shell knows; their URLs come from /remotes.json at runtime. MF names are `zapdesk_<name>`. */
export const remoteNames = ['tickets', 'admin', 'flows'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * How long the shell waits for a remote's remoteEntry.js before showing the error panel (the federation
 * runtime's own default is 20 s). The quiet retries behind the panel wait longer each time (`quietRetryTimeout`),
 * so a slow link still gets the remote.
 */
export const REMOTE_ENTRY_TIMEOUT_MS = 4000;

let manifest: RemotesManifest = {};
let attempt = 0;

const mfName = (name: RemoteName) => `zapdesk_${name}`;
const nameOf = (mf: string) => remoteNames.find((n) => mfName(n) === mf);

/** Entry timeout of the next load of each remote (a quiet retry sets a longer one). */
const entryTimeouts = new Map<string, number>();

/** The versions of the shared singletons this shell provides to every remote (build-time, from packages/client/src/mf-shared.ts). */
export const providedVersions: Record<string, string> = __ZAPDESK_SHARED_VERSIONS__;

registerPlugins([
  {
    name: 'zapdesk-remote-guard',
    // A hanging host must not leave the skeleton up for the runtime's 20 s.
    createScript({ remoteInfo }) {
      return { timeout: (remoteInfo && entryTimeouts.get(remoteInfo.name)) || REMOTE_ENTRY_TIMEOUT_MS };
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

/**
 * Loads `<remote>/<expose>` (e.g. tickets, './TicketsPage'); the module's default export is the screen. One
 * load per module is shared: the route starts it (preloadRemoteComponent) while the layout's chunk downloads,
 * and the screen awaits the same promise. A retry, or a failed load, starts afresh; `entryTimeoutMs` is how
 * long that retry waits for the remote's entry.
 */
export function loadRemoteComponent(name: RemoteName, expose: string, retry = false, entryTimeoutMs?: number): Promise<ComponentType<any>> {
  const key = `${name}/${expose}`;
  let pending = retry ? undefined : loading.get(key);
  if (!pending) {
    pending = fetchRemoteComponent(name, expose, retry, entryTimeoutMs);
    loading.set(key, pending);
    pending.catch(() => loading.get(key) === pending && loading.delete(key));
  }
  return pending;
}

/** Starts loading a screen's remote module ahead of rendering it (errors surface when the screen renders). */
export function preloadRemoteComponent(name: RemoteName, expose: string) {
  loadRemoteComponent(name, expose).catch(() => {});
}

/** The entry timeout of the n-th quiet retry (1-based): 8 s, 16 s, then 30 s. */
export const quietRetryTimeout = (n: number) => Math.min(30_000, REMOTE_ENTRY_TIMEOUT_MS * 2 ** n);

async function fetchRemoteComponent(name: RemoteName, expose: string, retry: boolean, entryTimeoutMs?: number): Promise<ComponentType<any>> {
  if (retry) register(name, true);
  if (!manifest[name]) throw new Error(`remote "${name}" is not in /remotes.json`);
  if (entryTimeoutMs) entryTimeouts.set(mfName(name), entryTimeoutMs);
  else entryTimeouts.delete(mfName(name));
  const mod = await loadRemote<{ default: ComponentType<any> }>(`${mfName(name)}/${expose.replace(/^\.\//, '')}`);
  if (!mod?.default) throw new Error(`remote "${name}" has no module ${expose}`);
  return mod.default;
}
