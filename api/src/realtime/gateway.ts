import { randomBytes } from 'node:crypto';
import { Server as Engine } from '@socket.io/bun-engine';
import { Server } from 'socket.io';
import { SOCKET_PING_MS } from '@zapdesk/contracts';
import { config, loadRealtimeIdentity, log, realtimeSink, realtimeStream, rooms, setRealtimeSink, setSocketCounter, type RealtimeOp, type RealtimeSink } from '@zapdesk/core';
import { verifyAccessToken } from '@zapdesk/core';
import { applyIdentity, newSocketData, recheckChats, registerJoinHandlers, type GatewaySocket, type SocketData } from './joins';

export type { SocketData } from './joins';

/** Sent to clients that may have missed events (the fan-out lost some while Redis was away): refetch what you show. */
export const RESYNC_HINT = 'resync';
const SESSION_EXPIRED = 'ERR_SESSION_EXPIRED';

/**
 * The Socket.IO gateway (default namespace, websocket transport only, ping interval and timeout
 * 18000 ms). A connection is accepted only with a valid, unexpired access token of the user's
 * current session in the handshake query (`?token=`); otherwise the client gets `connect_error`
 * with message ERR_SESSION_EXPIRED. Once accepted, the socket is in its identity rooms and
 * receives `ready`.
 *
 * The token is checked at connect only: a socket whose token expires later stays connected and
 * keeps its rooms (the client reloads on expiry per spec, and reconnects with its newest token).
 * A session superseded by a login elsewhere also stays connected, so it can receive
 * `company-{id}-auth` and log out; its token is refused on any reconnect.
 *
 * Delivery is `io.to(rooms).emit(...)`: no database work per event. With REDIS_URL every event,
 * disconnect and resync also goes on the realtime stream (see realtime-stream.ts: a Redis Stream each
 * process reads from its last id, so an outage delays delivery instead of losing it), and every other
 * API process delivers it to its own sockets; this process's sockets never wait on Redis.
 */
export async function createGateway() {
  const cfg = config();
  const gatewayId = randomBytes(6).toString('hex');
  const io = new Server<any, any, any, SocketData>({ transports: ['websocket'], pingInterval: SOCKET_PING_MS, pingTimeout: SOCKET_PING_MS, serveClient: false });
  const engine = new Engine({
    path: '/socket.io/',
    pingInterval: SOCKET_PING_MS,
    pingTimeout: SOCKET_PING_MS,
    cors: { origin: cfg.frontendUrls, credentials: true },
    // The bun engine ignores Socket.IO's `transports`: refuse long-polling here.
    allowRequest: async (req) => {
      if (new URL(req.url).searchParams.get('transport') !== 'websocket') throw 'websocket transport only';
    },
  });
  io.bind(engine);

  io.use(async (socket, next) => {
    const fail = () => next(Object.assign(new Error(SESSION_EXPIRED), { data: { error: SESSION_EXPIRED } }));
    try {
      const q = socket.handshake.query?.token;
      const a = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      const token = typeof q === 'string' && q ? q : typeof a === 'string' ? a : undefined;
      const claims = await verifyAccessToken(token);
      if (!claims) return fail();
      const ident = await loadRealtimeIdentity(claims.id);
      if (!ident || ident.tokenVersion !== claims.tv || ident.companyId !== claims.companyId) return fail();
      socket.data = newSocketData(ident, claims.exp);
      next();
    } catch (e) {
      log.warn('socket handshake failed', { err: e });
      next(Object.assign(new Error('ERR_INTERNAL_SERVER_ERROR'), { data: { error: 'ERR_INTERNAL_SERVER_ERROR' } }));
    }
  });

  io.on('connection', (socket: GatewaySocket) => {
    applyIdentity(socket, { ...socket.data.actor, queueIds: [...socket.data.queueIds] });
    registerJoinHandlers(socket);
    socket.emit('ready');
  });

  /** Recomputes the rooms of this process's sockets of the user. */
  const resyncLocal = async (companyId: number, userId: number) => {
    const ids = io.of('/').adapter.rooms.get(rooms.user(companyId, userId));
    const sockets = [...(ids ?? [])].map((id) => io.of('/').sockets.get(id)).filter((s): s is GatewaySocket => !!s);
    if (!sockets.length) return;
    const ident = await loadRealtimeIdentity(userId);
    if (!ident || ident.companyId !== companyId) {
      for (const s of sockets) s.disconnect(true);
      return;
    }
    for (const s of sockets) {
      applyIdentity(s, ident);
      await recheckChats(s);
    }
  };
  const localRooms = io.of('/').adapter.rooms;
  const emitLocal = (to: string[], event: string, payload: unknown, except?: string[]) => {
    // Socket.IO encodes the packet (walking the whole payload for binary parts) before it looks for sockets in the
    // rooms: an event for rooms with no socket of this process is dropped here, at the cost of a map look-up each.
    if (!to.some((room) => localRooms.has(room))) return;
    if (except?.length) io.local.to(to).except(except).emit(event, payload);
    else io.local.to(to).emit(event, payload);
  };
  const stream = realtimeStream();
  const apply = (op: RealtimeOp) => {
    if (op.k === 'emit') {
      if (Array.isArray(op.to) && op.to.length && typeof op.ev === 'string') emitLocal(op.to, op.ev, op.p, op.ex);
    } else if (op.k === 'disconnect') {
      if (Array.isArray(op.to) && op.to.length) io.local.in(op.to).disconnectSockets(true);
    } else if (op.k === 'resync') {
      resyncLocal(op.c, op.u).catch((e) => log.warn('socket resync failed', { err: e }));
    } else if (op.k === 'hint') {
      io.local.emit(RESYNC_HINT);
    }
  };
  const unsubscribe = stream ? await stream.subscribe(gatewayId, apply) : () => {};

  const sink: RealtimeSink = {
    emit(to, event, payload, except) {
      if (!to.length) return;
      emitLocal(to, event, payload, except);
      stream?.publish(gatewayId, { k: 'emit', to, ev: event, p: payload, ...(except?.length ? { ex: except } : {}) });
    },
    disconnect(to) {
      if (!to.length) return;
      io.local.in(to).disconnectSockets(true);
      stream?.publish(gatewayId, { k: 'disconnect', to });
    },
    async resync(companyId, userId) {
      stream?.publish(gatewayId, { k: 'resync', c: companyId, u: userId });
      await resyncLocal(companyId, userId);
    },
  };
  setRealtimeSink(sink);
  setSocketCounter(() => io.of('/').sockets.size);

  return {
    io,
    engine,
    async close() {
      unsubscribe();
      if (realtimeSink() === sink) setRealtimeSink(null);
      io.local.disconnectSockets(true);
      await io.close();
    },
  };
}
