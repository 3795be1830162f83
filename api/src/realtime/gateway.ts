import { randomBytes } from 'node:crypto';
import { Server as Engine } from '@socket.io/bun-engine';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import { Server } from 'socket.io';
import { SOCKET_PING_MS } from '@zapdesk/contracts';
import { bus, config, loadRealtimeIdentity, log, realtimeSink, REALTIME_FORWARD_CHANNEL, rooms, setRealtimeSink, type ForwardedEvent, type RealtimeSink } from '@zapdesk/core';
import { verifyAccessToken } from '@zapdesk/core';
import { applyIdentity, newSocketData, recheckChats, registerJoinHandlers, type GatewaySocket, type SocketData } from './joins';

export type { SocketData } from './joins';

const RESYNC_CHANNEL = 'realtime.resync';
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
 * Delivery is `io.to(rooms).emit(...)`: no database work per event. With REDIS_URL the Redis
 * adapter (channel prefix REDIS_PREFIX) carries every event to all API processes, each delivering to
 * its own sockets; resyncs travel over the bus.
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

  const redisClients: Redis[] = [];
  if (cfg.redisUrl) {
    const pub = new Redis(cfg.redisUrl);
    const sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', (e) => log.warn('realtime redis error', { err: e.message }));
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${cfg.redisPrefix}socket.io` }));
    // The adapter subscribes without waiting; a reply to a later command on the same connection
    // means the subscription is in place, so events published from now on reach this process.
    await sub.ping();
  }

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
  const unsubscribe = bus().subscribe(RESYNC_CHANNEL, (m: { from: string; companyId: number; userId: number }) => {
    if (m?.from === gatewayId) return;
    resyncLocal(m.companyId, m.userId).catch((e) => log.warn('socket resync failed', { err: e }));
  });

  // Events of processes without sockets (the distributed session runtime): every API process
  // delivers them to its own sockets only, so each socket gets one copy.
  const unforward = bus().subscribe(REALTIME_FORWARD_CHANNEL, (m: ForwardedEvent) => {
    if (!Array.isArray(m?.to) || !m.to.length || typeof m.event !== 'string') return;
    if (m.except?.length) io.local.to(m.to).except(m.except).emit(m.event, m.payload);
    else io.local.to(m.to).emit(m.event, m.payload);
  });

  const sink: RealtimeSink = {
    emit(to, event, payload, except) {
      if (!to.length) return;
      if (except?.length) io.to(to).except(except).emit(event, payload);
      else io.to(to).emit(event, payload);
    },
    disconnect(to) {
      // With the Redis adapter this reaches every API process's sockets.
      if (to.length) io.in(to).disconnectSockets(true);
    },
    async resync(companyId, userId) {
      await bus()
        .publish(RESYNC_CHANNEL, { from: gatewayId, companyId, userId })
        .catch((e) => log.warn('socket resync publish failed', { err: e }));
      await resyncLocal(companyId, userId);
    },
  };
  setRealtimeSink(sink);

  return {
    io,
    engine,
    async close() {
      unsubscribe();
      unforward();
      if (realtimeSink() === sink) setRealtimeSink(null);
      // Local only: with the Redis adapter, io.disconnectSockets() would close every process's sockets.
      io.local.disconnectSockets(true);
      await io.close();
      await Promise.allSettled(redisClients.map((c) => c.quit()));
    },
  };
}
