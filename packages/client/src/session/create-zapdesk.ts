import { createApiClient, type ApiClient } from '../api/create-api-client';
import { call } from '../api/rpc';
import { createRealtimeClient, type RealtimeClient } from '../realtime/create-realtime-client';
import { readStorage, readToken } from '../storage';
import { clearPersistedSession, persistSession } from './persist';
import { planAtom, realtimeConnectedAtom, realtimeResyncAtom, sessionAtom, zapdeskStore } from './atoms';
import type { CompanyPlan, SessionResponse, SessionUser } from './types';

export type SessionEndReason = 'logout' | 'unauthorized' | 'refresh-failed' | 'other-device';

export type Zapdesk = {
  store: typeof zapdeskStore;
  api: ApiClient;
  realtime: RealtimeClient;
  apiUrl: string;
  /** POST /auth/login; stores the session (token, companyId, userId, companyDueDate, cshow). Throws ApiError. */
  login(email: string, password: string): Promise<SessionUser>;
  /** Restores a stored session at page load (GET /auth/me, refreshing once if the token expired). */
  restore(): Promise<SessionUser | null>;
  /** DELETE /auth/logout, then ends the local session. */
  logout(): Promise<void>;
  /** Ends the local session only (no server call). */
  endSession(reason: SessionEndReason): void;
  /** Replaces the session user (profile edits, user events). */
  setUser(user: SessionUser): void;
  /** GET /companies/listPlan/{companyId} into planAtom. */
  loadPlan(): Promise<CompanyPlan | null>;
  /** Listens to session ends (the shell navigates to /login). */
  onSessionEnd(listener: (reason: SessionEndReason) => void): () => void;
};


/** Builds the session, API client and realtime client the shell hands to every remote. */
export function createZapdesk(opts: { apiUrl: string; onSocketSessionLost?: () => void }): Zapdesk {
  const store = zapdeskStore;
  const apiUrl = opts.apiUrl.replace(/\/$/, '');
  const listeners = new Set<(r: SessionEndReason) => void>();
  const token = () => store.get(sessionAtom).token;

  const setSession = (s: SessionResponse) => {
    persistSession(s);
    store.set(sessionAtom, { status: 'authenticated', user: s.user, token: s.token });
  };

  const endSession = (reason: SessionEndReason) => {
    const mine = token();
    const wasAuthenticated = store.get(sessionAtom).status === 'authenticated';
    // Another tab of this browser may hold a newer session in storage: only clear what is ours.
    if (!mine || readToken() === mine || reason !== 'other-device') clearPersistedSession();
    realtime.disconnect();
    store.set(sessionAtom, { status: 'anonymous', user: null, token: null });
    store.set(planAtom, null);
    if (wasAuthenticated) listeners.forEach((l) => l(reason));
  };

  const api = createApiClient({
    baseUrl: apiUrl,
    getToken: token,
    onRefreshed: (s) => {
      if (store.get(sessionAtom).status !== 'anonymous') setSession(s);
    },
    onSessionLost: (reason) => endSession(reason),
  });

  const realtime = createRealtimeClient({
    url: apiUrl,
    getToken: token,
    refreshToken: api.refresh,
    onSessionLost: () => (opts.onSocketSessionLost ?? (() => setTimeout(() => location.reload(), 1000)))(),
  });
  realtime.onStatus((c) => store.set(realtimeConnectedAtom, c));
  // Spread over a few seconds, so thousands of clients told at once do not refetch in the same instant.
  realtime.onResync(() => setTimeout(() => store.set(realtimeResyncAtom, (n) => n + 1), Math.random() * 3000));

  return {
    store,
    api,
    realtime,
    apiUrl,
    async login(email, password) {
      const s = await call(api.rpc.auth.auth.login.$post({ json: { email, password } }));
      setSession(s);
      return s.user;
    },
    async restore() {
      const stored = readToken();
      if (!stored) {
        store.set(sessionAtom, { status: 'anonymous', user: null, token: null });
        return null;
      }
      store.set(sessionAtom, { status: 'unknown', user: null, token: stored });
      try {
        const user = await call(api.rpc.auth.auth.me.$get());
        const current = token() ?? stored;
        setSession({ token: current, user });
        return user;
      } catch {
        clearPersistedSession();
        store.set(sessionAtom, { status: 'anonymous', user: null, token: null });
        return null;
      }
    },
    async logout() {
      try {
        await api.rpc.auth.auth.logout.$delete();
      } catch {
        /* the local session ends anyway */
      }
      endSession('logout');
    },
    endSession,
    setUser(user) {
      const s = store.get(sessionAtom);
      if (s.status !== 'authenticated' || !s.token) return;
      setSession({ token: s.token, user });
    },
    async loadPlan() {
      const user = store.get(sessionAtom).user;
      if (!user) return null;
      const { plan } = await call(api.rpc.companies.companies.listPlan[':companyId'].$get({ param: { companyId: String(user.companyId) } }));
      store.set(planAtom, plan);
      return plan;
    },
    onSessionEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export { readStorage };
