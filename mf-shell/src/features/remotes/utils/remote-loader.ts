import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemotesManifest } from '../../../app/runtime-config';

/** The remotes the shell knows; their URLs come from /remotes.json at runtime. MF names are `zapdesk_<name>`. */
export const remoteNames = ['tickets', 'admin', 'flows'] as const;
export type RemoteName = (typeof remoteNames)[number];

let manifest: RemotesManifest = {};
let attempt = 0;

const mfName = (name: RemoteName) => `zapdesk_${name}`;

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
 * and the screen awaits the same promise. A retry, or a failed load, starts afresh.
 */
export function loadRemoteComponent(name: RemoteName, expose: string, retry = false): Promise<ComponentType<any>> {
  const key = `${name}/${expose}`;
  let pending = retry ? undefined : loading.get(key);
  if (!pending) {
    pending = fetchRemoteComponent(name, expose, retry);
    loading.set(key, pending);
    pending.catch(() => loading.get(key) === pending && loading.delete(key));
  }
  return pending;
}

/** Starts loading a screen's remote module ahead of rendering it (errors surface when the screen renders). */
export function preloadRemoteComponent(name: RemoteName, expose: string) {
  loadRemoteComponent(name, expose).catch(() => {});
}

async function fetchRemoteComponent(name: RemoteName, expose: string, retry: boolean): Promise<ComponentType<any>> {
  if (retry) register(name, true);
  if (!manifest[name]) throw new Error(`remote "${name}" is not in /remotes.json`);
  const mod = await loadRemote<{ default: ComponentType<any> }>(`${mfName(name)}/${expose.replace(/^\.\//, '')}`);
  if (!mod?.default) throw new Error(`remote "${name}" has no module ${expose}`);
  return mod.default;
}
