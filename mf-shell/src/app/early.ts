// Runs in the shell's entry script, before the app's code (bootstrap and its chunks) has downloaded: starts what
// a cold load otherwise asks for one after the other. Only non-shared modules here (the entry may not load
// shared ones): the runtime config and remote manifest, then, with a stored session that has not expired,
// /auth/me and the first requests of the screen being opened (handed to the API client, app/screens.ts
// `firstRequests`), and that screen's remote module (its entry and chunks, through the federation runtime).
import { prefetchGet } from '@zapdesk/client/api/prefetch';
import { readToken } from '@zapdesk/client/storage';
import { decodeToken, isTokenExpired } from '@zapdesk/client/session/token';
import { preloadRemoteComponent, setRemotesManifest } from '../features/remotes/utils/remote-loader';
import type { RemotesManifest, RuntimeConfig } from './runtime-config';
import { screenFor } from './screens';

const getJson = <T>(path: string): Promise<T | null> =>
  fetch(path, { cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<T>) : null))
    .catch(() => null);

export const early = {
  config: getJson<RuntimeConfig>('/config.json'),
  remotes: getJson<RemotesManifest>('/remotes.json'),
  /** The page was opened with a stored session that has not expired (the screen's code and data are worth starting). */
  session: false,
};

const token = readToken();
const claims = decodeToken(token);
if (token && claims && !isTokenExpired(token)) {
  early.session = true;
  const screen = screenFor(location.pathname);
  void early.config.then((cfg) => {
    if (!cfg?.apiUrl) return;
    const api = cfg.apiUrl.replace(/\/$/, '');
    prefetchGet(`${api}/auth/me`, token);
    // The layout's own first requests (the plan, the unread-tickets bell), on every private screen.
    const layout = screen ? [`/companies/listPlan/${claims.companyId}`, '/tickets?withUnreadMessages=true&showAll=false&pageNumber=1&status=open'] : [];
    for (const path of [...layout, ...(screen?.firstRequests?.(claims) ?? [])]) prefetchGet(api + path, token);
  });
  if (screen?.remote && screen.expose) {
    const [name, expose] = [screen.remote, screen.expose];
    // The screen's remote module starts loading as soon as the manifest is here, while the app's own chunks
    // download and run (the Module Federation runtime is part of this entry script).
    void early.remotes.then((m) => {
      if (!m?.[name]) return;
      setRemotesManifest(m);
      preloadRemoteComponent(name, expose);
    });
  }
}
