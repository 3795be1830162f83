import type { Socket } from 'socket.io-client';
import { USER_STATUS_PING_MS } from '@zapdesk/contracts/constants';
import { onPrefetchTaken, usedPrefetch } from '../api/prefetch';
import { isTokenExpired } from '../session/token';

export type JoinEvent = 'joinChatBox' | 'joinTickets' | 'joinNotification';
type Handler = (payload: any) => void;

export type RealtimeClientOptions = {
  /** API origin (the socket lives at `${url}/socket.io/`). */
  url: string;
  /** The newest access token held by the session. */
  getToken(): string | null;
  /** Refresh the session; resolves with a valid token, or null when no session can be obtained. */
  refreshToken(): Promise<string | null>;
  /** No valid session can be obtained: the shell reloads the page (core.md §4 "Realtime socket"). */
  onSessionLost(): void;
};

const leaveOf = (event: JoinEvent) => event.replace(/^join/, 'leave');
const key = (event: JoinEvent, arg: unknown) => `${event}\u0000${arg === undefined ? '' : JSON.stringify(arg)}`;

/**
 * Socket.IO client (websocket transport only, `query: { token }`).
 * - Reconnects use the newest token; an expired one is refreshed first, and a refused handshake
 *   (`ERR_SESSION_EXPIRED`) refreshes and retries once before giving up (→ onSessionLost).
 * - Joined rooms are counted; after every connection that did not recover they are emitted again
 *   (on the server's `ready`), so a reconnect keeps every screen's subscriptions.
 * - `userStatus` is emitted on connect and every 5 minutes.
 * - `onResync` listeners run when what the screens show may be stale: after a reconnection (events
 *   raised while the socket was away were not delivered) and when the server sends `resync` (its
 *   fan-out lost events while Redis was away). Screens refetch their lists then.
 */
export function createRealtimeClient(opts: RealtimeClientOptions) {
  let socket: Socket | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let handshakeRetried = false;
  const joins = new Map<string, { event: JoinEvent; arg: unknown; count: number }>();
  const handlers = new Map<string, Set<Handler>>();
  const statusListeners = new Set<(connected: boolean) => void>();
  const resyncListeners = new Set<() => void>();
  const notifyResync = () => resyncListeners.forEach((l) => l());
  // Data the page read early (packages/client/src/api/prefetch.ts) predates the socket's rooms: an event raised in
  // between was not applied. Once the socket is ready and early data was used, screens read again, once.
  let everReady = false;
  let earlyResynced = false;
  const earlyResync = () => {
    if (earlyResynced || !everReady || !usedPrefetch()) return;
    earlyResynced = true;
    notifyResync();
  };
  onPrefetchTaken(earlyResync);

  const emitJoin = (event: JoinEvent, arg: unknown) => {
    if (!socket?.connected) return;
    if (arg === undefined) socket.emit(event);
    else socket.emit(event, arg);
  };
  const notifyStatus = () => statusListeners.forEach((l) => l(!!socket?.connected));

  async function tokenForConnect(): Promise<string | null> {
    const token = opts.getToken();
    if (token && !isTokenExpired(token)) return token;
    return opts.refreshToken();
  }

  let connecting = false;

  /** Opens the socket (socket.io-client is loaded on first use, so it is not part of the login page). */
  function connect() {
    if (socket || connecting || !opts.getToken()) return;
    connecting = true;
    void import('socket.io-client')
      .then(({ io }) => {
        connecting = false;
        if (!socket && opts.getToken()) open(io);
      })
      .catch(() => {
        connecting = false;
      });
  }

  function open(io: typeof import('socket.io-client').io) {
    const token = opts.getToken()!;
    const s = io(opts.url, {
      transports: ['websocket'],
      query: { token },
      reconnection: true,
      autoConnect: false,
    });
    socket = s;
    for (const [event, set] of handlers) for (const h of set) s.on(event, h);
    let readyBefore = false;
    s.on('resync', notifyResync);

    // Before every automatic reconnection attempt, hand the manager the newest token.
    s.io.on('reconnect_attempt', () => {
      s.io.opts.query = { token: opts.getToken() ?? '' };
      const t = opts.getToken();
      if (t && isTokenExpired(t)) void opts.refreshToken();
    });
    s.on('connect', () => {
      handshakeRetried = false;
      notifyStatus();
    });
    s.on('ready', () => {
      if (!s.recovered) for (const j of joins.values()) emitJoin(j.event, j.arg);
      s.emit('userStatus');
      if (readyBefore && !s.recovered) notifyResync();
      readyBefore = true;
      everReady = true;
      earlyResync();
    });
    s.on('disconnect', (reason) => {
      notifyStatus();
      // The server closed the socket on purpose (user removed, session ended): try a fresh handshake.
      if (reason === 'io server disconnect') void reconnectWithFreshToken();
    });
    s.on('connect_error', (err: Error & { data?: { error?: string } }) => {
      notifyStatus();
      const code = err?.data?.error ?? err?.message;
      if (code === 'ERR_SESSION_EXPIRED') void reconnectWithFreshToken();
    });
    void (async () => {
      const t = await tokenForConnect();
      if (!t) return opts.onSessionLost();
      if (socket !== s) return;
      s.io.opts.query = { token: t };
      s.connect();
    })();
    pingTimer = setInterval(() => {
      if (socket?.connected) socket.emit('userStatus');
    }, USER_STATUS_PING_MS);
  }

  async function reconnectWithFreshToken() {
    const s = socket;
    if (!s) return;
    if (handshakeRetried) return opts.onSessionLost();
    handshakeRetried = true;
    const token = await opts.refreshToken();
    if (socket !== s) return;
    if (!token) return opts.onSessionLost();
    s.io.opts.query = { token };
    s.connect();
  }

  function disconnect() {
    connecting = false;
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
    socket?.removeAllListeners();
    socket?.io.removeAllListeners();
    socket?.disconnect();
    socket = null;
    joins.clear();
    notifyStatus();
  }

  /** Joins a room (`joinChatBox` ticketId, `joinTickets` status, `joinNotification`); returns the matching leave. */
  function join(event: JoinEvent, arg?: string | number) {
    const k = key(event, arg);
    const entry = joins.get(k);
    if (entry) entry.count++;
    else {
      joins.set(k, { event, arg, count: 1 });
      emitJoin(event, arg);
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const e = joins.get(k);
      if (!e) return;
      if (--e.count > 0) return;
      joins.delete(k);
      if (socket?.connected) {
        if (arg === undefined) socket.emit(leaveOf(event));
        else socket.emit(leaveOf(event), arg);
      }
    };
  }

  /** Listens to a server event (e.g. `company-2-ticket`); returns the unsubscribe. Survives reconnects. */
  function on(event: string, handler: Handler) {
    let set = handlers.get(event);
    if (!set) handlers.set(event, (set = new Set()));
    set.add(handler);
    socket?.on(event, handler);
    return () => {
      set!.delete(handler);
      socket?.off(event, handler);
    };
  }

  function onStatus(listener: (connected: boolean) => void) {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  }

  /** Runs listener whenever the screens should refetch (see above); returns the unsubscribe. */
  function onResync(listener: () => void) {
    resyncListeners.add(listener);
    return () => resyncListeners.delete(listener);
  }

  return {
    connect,
    disconnect,
    join,
    on,
    onStatus,
    onResync,
    get connected() {
      return !!socket?.connected;
    },
    /** The underlying socket (tests, diagnostics); prefer `on`/`join`. */
    get socket() {
      return socket;
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
