import { Server as Engine } from '@socket.io/bun-engine';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { SOCKET_PING_MS } from '@zapdesk/contracts';
import { config, currentTokenVersion, log, rooms, setRealtimeSink, type Actor } from '@zapdesk/core';
import { verifyAccessToken } from '../lib/tokens';
import { queueIdsOfUser, registerJoinHandlers } from './joins';

export type SocketData = { actor: Actor; tokenExp: number; joins: Map<string, number> };

/** The Socket.IO gateway: token in the handshake query, rooms from the credential, `ready` once accepted. */
export async function createGateway() {
  const cfg = config();
  const io = new Server<any, any, any, SocketData>({ transports: ['websocket'], pingInterval: SOCKET_PING_MS, pingTimeout: SOCKET_PING_MS, serveClient: false });
  const engine = new Engine({ path: '/socket.io/', pingInterval: SOCKET_PING_MS, pingTimeout: SOCKET_PING_MS, cors: { origin: cfg.frontendUrls, credentials: true } });
  io.bind(engine);

  const redisClients: Redis[] = [];
  if (cfg.redisUrl) {
    const pub = new Redis(cfg.redisUrl);
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${cfg.redisPrefix}socket.io` }));
  }

  io.use(async (socket, next) => {
    const token = socket.handshake.query?.token;
    const claims = await verifyAccessToken(typeof token === 'string' ? token : undefined);
    if (!claims) return next(new Error('ERR_SESSION_EXPIRED'));
    const tv = await currentTokenVersion(claims.id).catch(() => null);
    if (tv === null || tv !== claims.tv) return next(new Error('ERR_SESSION_EXPIRED'));
    socket.data = { actor: { userId: claims.id, companyId: claims.companyId, profile: claims.profile, super: claims.super }, tokenExp: claims.exp, joins: new Map() };
    next();
  });

  io.on('connection', async (socket: Socket<any, any, any, SocketData>) => {
    try {
      await joinIdentityRooms(socket);
      registerJoinHandlers(socket);
      socket.emit('ready');
    } catch (e) {
      log.warn('socket setup failed', { err: e });
      socket.disconnect(true);
    }
  });

  setRealtimeSink({
    emit(to, event, payload) {
      if (to.length) io.to(to).emit(event, payload);
    },
    resync(companyId, userId) {
      io.in(rooms.user(companyId, userId)).fetchSockets().then(async (sockets) => {
        for (const s of sockets) {
          const local = io.sockets.sockets.get(s.id);
          if (local) await joinIdentityRooms(local as any);
        }
      });
    },
  });

  return {
    io,
    engine,
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((r) => io.close(() => r()));
      await Promise.allSettled(redisClients.map((c) => c.quit()));
    },
  };
}

/** Company, user, admin and queue rooms follow the user's current profile and queues. */
async function joinIdentityRooms(socket: Socket<any, any, any, SocketData>) {
  const { actor } = socket.data;
  const wanted = new Set([rooms.company(actor.companyId), rooms.user(actor.companyId, actor.userId)]);
  if (actor.profile === 'admin' || actor.super) wanted.add(rooms.admins(actor.companyId));
  if (actor.super) wanted.add(rooms.supers());
  for (const q of await queueIdsOfUser(actor.userId)) wanted.add(rooms.queue(actor.companyId, q));
  wanted.add(rooms.noQueue(actor.companyId));
  for (const r of socket.rooms) if (r !== socket.id && r.startsWith('c:') && !wanted.has(r) && !socket.data.joins.has(r)) socket.leave(r);
  socket.join([...wanted]);
}
