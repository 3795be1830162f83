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

/** Loads `<remote>/<expose>` (e.g. tickets, './TicketsPage'); the module's default export is the screen. */
export async function loadRemoteComponent(name: RemoteName, expose: string, retry = false): Promise<ComponentType<any>> {
  if (retry) register(name, true);
  if (!manifest[name]) throw new Error(`remote "${name}" is not in /remotes.json`);
  const mod = await loadRemote<{ default: ComponentType<any> }>(`${mfName(name)}/${expose.replace(/^\.\//, '')}`);
  if (!mod?.default) throw new Error(`remote "${name}" has no module ${expose}`);
  return mod.default;
}
