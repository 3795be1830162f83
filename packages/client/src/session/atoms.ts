import { atom, createStore } from 'jotai';
import type { CompanyPlan, SessionUser } from './types';

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';
export type SessionState = { status: SessionStatus; user: SessionUser | null; token: string | null };

/** The one jotai store of the web app; the shell mounts it in `<ZapdeskProvider>`, remotes read it through hooks. */
export const zapdeskStore = createStore();

export const sessionAtom = atom<SessionState>({ status: 'unknown', user: null, token: null });
/** The company plan (feature flags), loaded after login; null until known. */
export const planAtom = atom<CompanyPlan | null>(null);
/** Whether the realtime socket is connected. */
export const realtimeConnectedAtom = atom(false);
/** Counts the times the realtime client said the screens may be stale (a reconnection, a server `resync`): lists refetch when it moves. */
export const realtimeResyncAtom = atom(0);

export const userAtom = atom((get) => get(sessionAtom).user);
export const isAdminAtom = atom((get) => get(sessionAtom).user?.profile === 'admin');
