/**
 * Requests sent before the app's code has arrived (mf-shell/src/app/early.ts: /auth/me and the first page of
 * the screen being opened, with the stored token), handed to the API client when it asks for the same GET with
 * the same token, so the answer is not fetched twice. The store lives on globalThis: the page's entry script
 * (not allowed to load shared modules) fills it, the shared client copy empties it. Each is taken at most once,
 * only within 5 s of being sent, and only while the page is still on the screen it was opened at: once the user
 * has moved to another screen, an early answer left over (a list the first screen did not ask for) may predate
 * changes made since, and that screen reads its own.
 */
type Prefetched = {
  token: string;
  at: number;
  path: string | null;
  response: Promise<Response>;
  /** The parsed body of a 2xx answer once it has arrived (read from a clone: the response itself stays unread). */
  data?: { value: unknown };
};
const MAX_AGE_MS = 5_000;

const currentPath = (): string | null => (globalThis as { location?: { pathname?: string } }).location?.pathname ?? null;

const store = (): Map<string, Prefetched> => ((globalThis as { __zapdeskPrefetched?: Map<string, Prefetched> }).__zapdeskPrefetched ??= new Map());

/** The same URL whatever the order of its query parameters. */
export function prefetchKey(url: string): string {
  try {
    const u = new URL(url);
    u.searchParams.sort();
    u.hash = '';
    return u.href;
  } catch {
    return url;
  }
}

/** Sends a GET now (with the API client's headers and credentials) for the client to take over later. */
export function prefetchGet(url: string, token: string, fetchImpl: typeof fetch = globalThis.fetch) {
  const response = fetchImpl(url, { headers: { Authorization: `Bearer ${token}` }, credentials: 'include' });
  response.catch(() => {});
  const entry: Prefetched = { token, at: Date.now(), path: currentPath(), response };
  // Parsed while the app's code still downloads, so the screen can render the answer on its first render (peekPrefetched).
  response
    .then((r) => (r.ok ? r.clone().json() : undefined))
    .then((value) => value !== undefined && (entry.data = { value }))
    .catch(() => {});
  store().set(prefetchKey(url), entry);
}

type TakeState = { took: boolean; listeners: Set<() => void> };
const state = (): TakeState => ((globalThis as { __zapdeskPrefetchTook?: TakeState }).__zapdeskPrefetchTook ??= { took: false, listeners: new Set() });

/**
 * Whether the page has used an early answer: such data was read before the socket could join its rooms, so an
 * event raised in between was not applied (the realtime client resyncs once for it).
 */
export const usedPrefetch = () => state().took;

/** Calls `listener` whenever an early answer is taken; returns the unsubscribe. */
export function onPrefetchTaken(listener: () => void): () => void {
  state().listeners.add(listener);
  return () => state().listeners.delete(listener);
}

const usable = (hit: Prefetched, token: string | null) => hit.token === token && Date.now() - hit.at <= MAX_AGE_MS && hit.path === currentPath();

const markTaken = () => {
  state().took = true;
  queueMicrotask(() => state().listeners.forEach((l) => l()));
};

/** The prefetched answer of this GET when one was sent with this token lately (taken: a second call gets nothing). */
export function takePrefetched(url: string, token: string | null): Promise<Response> | null {
  const key = prefetchKey(url);
  const hit = store().get(key);
  if (!hit) return null;
  store().delete(key);
  if (!usable(hit, token)) return null;
  markTaken();
  return hit.response;
}

/**
 * The parsed 2xx body of this GET, synchronously, when it was sent early with this token lately and has already
 * arrived (taken, as takePrefetched: a second call, or a later request, gets nothing); else null, and the entry
 * stays for the request that follows. Lets a screen render the first page on its first render.
 */
export function peekPrefetched(url: string, token: string | null): { value: unknown } | null {
  const key = prefetchKey(url);
  const hit = store().get(key);
  if (!hit?.data || !usable(hit, token)) return null;
  store().delete(key);
  markTaken();
  return hit.data;
}
