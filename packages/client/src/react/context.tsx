import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { Provider, useAtomValue } from 'jotai';
import type { CompanyEventKind, CompanyEvents } from '@zapdesk/contracts';
import { companyEvent, scopedCompanyEventKinds } from '@zapdesk/contracts/events/names';
import type { ApiClient } from '../api/create-api-client';
import type { RealtimeClient, JoinEvent } from '../realtime/create-realtime-client';
import { isAdminAtom, planAtom, realtimeConnectedAtom, realtimeResyncAtom, sessionAtom } from '../session/atoms';
import type { Zapdesk } from '../session/create-zapdesk';

const ZapdeskContext = createContext<Zapdesk | null>(null);

/** Mounted once by the shell: the jotai store, API client, realtime client and session for every screen and remote. */
export function ZapdeskProvider({ zapdesk, children }: { zapdesk: Zapdesk; children: ReactNode }) {
  return (
    <ZapdeskContext.Provider value={zapdesk}>
      <Provider store={zapdesk.store}>{children}</Provider>
    </ZapdeskContext.Provider>
  );
}

export function useZapdesk(): Zapdesk {
  const z = useContext(ZapdeskContext);
  if (!z) throw new Error('useZapdesk() outside <ZapdeskProvider> (is @zapdesk/client shared as a singleton?)');
  return z;
}

/** The API client: `api.rpc.<family>` (typed Hono RPC, read with `call()`) and `api.postForm` for multipart replies. */
export const useApi = (): ApiClient => useZapdesk().api;

/** The realtime client: `on(event, handler)`, `join('joinTickets', 'open')`. */
export const useRealtime = (): RealtimeClient => useZapdesk().realtime;

/** The session: user (null when logged out), plan flags, admin check, logout. */
export function useSession() {
  const z = useZapdesk();
  const session = useAtomValue(sessionAtom);
  const plan = useAtomValue(planAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  return {
    status: session.status,
    user: session.user,
    companyId: session.user?.companyId ?? null,
    plan,
    isAdmin,
    isSuper: !!session.user?.super,
    logout: z.logout,
    setUser: z.setUser,
  };
}

export const useRealtimeConnected = () => useAtomValue(realtimeConnectedAtom);

/**
 * A number that moves when realtime events may have been missed (the socket reconnected, or the server
 * said so): put it in the dependencies of the effect that loads a list, so the list is fetched again.
 */
export const useRealtimeResync = () => useAtomValue(realtimeResyncAtom);

/**
 * Subscribes to a company event for the lifetime of the component: `useCompanyEvent('ticket', handler)`
 * listens to `company-{companyId}-ticket`, and the handler's payload is the event map's (`CompanyEvents`
 * in @zapdesk/contracts). A scoped kind names its record: `useCompanyEvent('ContactListItem', handler, listId)`
 * listens to `company-{companyId}-ContactListItem-{listId}` (nothing while `scope` is undefined). The latest
 * handler is always called.
 */
export function useCompanyEvent<K extends CompanyEventKind>(kind: K, handler: (payload: CompanyEvents[K]) => void, scope?: number): void {
  const realtime = useRealtime();
  const companyId = useAtomValue(sessionAtom).user?.companyId;
  const ref = useRef(handler);
  ref.current = handler;
  const scoped = (scopedCompanyEventKinds as readonly string[]).includes(kind);
  useEffect(() => {
    if (!companyId || (scoped && scope === undefined)) return;
    return realtime.on(companyEvent(companyId, kind, scoped ? scope : undefined), (p) => ref.current(p as CompanyEvents[K]));
  }, [realtime, companyId, kind, scoped, scope]);
}

/** Joins a room while mounted (`useRealtimeRoom('joinTickets', 'open')`); the leave is emitted on unmount. */
export function useRealtimeRoom(event: JoinEvent, arg?: string | number, enabled = true) {
  const realtime = useRealtime();
  useEffect(() => {
    if (!enabled) return;
    return realtime.join(event, arg);
  }, [realtime, event, arg, enabled]);
}
