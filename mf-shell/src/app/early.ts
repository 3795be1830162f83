// Runs in the shell's entry script, before the app's code (bootstrap and its chunks) has downloaded: starts what
// a cold load otherwise asks for one after the other. Only non-shared modules here (the entry may not load
// shared ones): the runtime config and remote manifest, then, with a stored session that has not expired,
// /auth/me and the first requests of the screen being opened (handed to the API client, app/screens.ts
// `firstRequests`), and a preload of that screen's remote entry.
import { prefetchGet } from '@zapdesk/client/api/prefetch';
import { readToken } from '@zapdesk/client/storage';
import { decodeToken, isTokenExpired } from '@zapdesk/client/session/token';
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
  if (screen?.remote) {
    const name = screen.remote;
    void early.remotes.then((m) => {
      if (!m?.[name]) return;
      // The Module Federation runtime loads the entry with a plain <script> (no crossorigin): the preload matches it.
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = new URL(m[name], location.origin).href;
      document.head.appendChild(link);
    });
  }
}
