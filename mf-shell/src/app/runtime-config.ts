/** Served by the web server (api/src/web.ts) at runtime, so one build runs against any API. */
export type RuntimeConfig = { apiUrl: string; version?: string };
/** Remote name → URL of its remoteEntry.js (absolute, or relative to the web origin). */
export type RemotesManifest = Record<string, string>;

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

import { early } from './early';

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    // Asked for by the entry script already (app/early.ts); asked again only if that failed.
    return (await early.config) ?? (await getJson<RuntimeConfig>('/config.json'));
  } catch {
    // Dev server without the Bun web server: the API on its default port of this host.
    return { apiUrl: `${location.protocol}//${location.hostname}:8080` };
  }
}

export async function loadRemotesManifest(): Promise<RemotesManifest> {
  try {
    return (await early.remotes) ?? (await getJson<RemotesManifest>('/remotes.json'));
  } catch {
    return {};
  }
}
