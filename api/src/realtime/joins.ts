import type { Socket } from 'socket.io';
import { ticketStatuses, USER_STATUS_PING_MS } from '@zapdesk/contracts';
import { loadRealtimeIdentity, log, markUserOnline, rooms, userActor, visibleTicketIds, type UserActor } from '@zapdesk/core';

/** Who a socket belongs to, read from the database at connect and on every resync. */
export type Identity = UserActor & { queueIds: number[] };

export type SocketData = {
  actor: UserActor;
  /** When the access token used at connect expires (seconds). The socket stays connected past it. */
  tokenExp: number;
  queueIds: Set<number>;
  /** Identity rooms the gateway joined for this socket (recomputed by resync). */
  identity: Set<string>;
  /** Client-joined rooms and how many screens hold each. */
  joins: Map<string, number>;
  /** Chat-box rooms → ticket id, to re-check visibility on resync. */
  chats: Map<string, number>;
  /** Client join/leave requests run one at a time, in arrival order. */
  chain: Promise<unknown>;
  /** Last userStatus write from this socket (ms). */
  statusAt: number;
};
export type GatewaySocket = Socket<any, any, any, SocketData>;

/** More distinct client rooms than any screen set needs; past it, joins are ignored. */
const MAX_CLIENT_ROOMS = 200;
/** A socket's userStatus pings closer together than this do not write (clients ping every 5 minutes). */
const STATUS_WRITE_MIN_MS = USER_STATUS_PING_MS / 10;

export function newSocketData(ident: Identity, tokenExp: number): SocketData {
  return {
    actor: userActor({ userId: ident.userId, companyId: ident.companyId, profile: ident.profile, super: ident.super }),
    tokenExp,
    queueIds: new Set(ident.queueIds),
    identity: new Set(),
    joins: new Map(),
    chats: new Map(),
    chain: Promise.resolve(),
    statusAt: 0,
  };
}

/** Everyone, company, user, admins (admin or super), supers, one room per queue of the user, and noQueue. */
export function identityRooms(ident: Identity) {
  const c = ident.companyId;
  const out = [rooms.everyone(), rooms.company(c), rooms.user(c, ident.userId), rooms.noQueue(c)];
  if (ident.profile === 'admin' || ident.super) out.push(rooms.admins(c));
  if (ident.super) out.push(rooms.supers());
  for (const q of ident.queueIds) out.push(rooms.queue(c, q));
  return out;
}

/** Joins the identity rooms and leaves the ones the user lost. Synchronous (the adapters keep rooms locally). */
export function applyIdentity(socket: GatewaySocket, ident: Identity) {
  const d = socket.data;
  d.actor = userActor({ userId: ident.userId, companyId: ident.companyId, profile: ident.profile, super: ident.super });
  d.queueIds = new Set(ident.queueIds);
  const wanted = new Set(identityRooms(ident));
  for (const r of d.identity) if (!wanted.has(r) && !d.joins.has(r)) socket.leave(r);
  socket.join([...wanted]);
  d.identity = wanted;
}

/** After a resync: chat boxes of tickets the user may no longer see are dropped, whatever their count. */
export async function recheckChats(socket: GatewaySocket) {
  const d = socket.data;
  if (!d.chats.size) return;
  const visible = await visibleTicketIds(d.actor, d.queueIds, [...new Set(d.chats.values())]);
  for (const [room, id] of [...d.chats]) {
    if (visible.has(id)) continue;
    d.chats.delete(room);
    d.joins.delete(room);
    if (!d.identity.has(room)) socket.leave(room);
  }
}

const positiveInt = (v: unknown) => {
  const n = typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};
const statusOf = (v: unknown) => (typeof v === 'string' && (ticketStatuses as readonly string[]).includes(v) ? v : null);

/**
 * Client-driven rooms. `joinChatBox` (ticket id, number or numeric string) joins the ticket's room
 * only when the ticket is in the user's company and the user may see it; `joinTickets` (a status)
 * and `joinNotification` join company-scoped rooms. Joins are counted per socket, so a `leave…`
 * from one screen keeps a room another screen of the same socket still holds. Anything else is
 * ignored silently. Every handler accepts an optional acknowledgement callback as its last
 * argument: it is called (with whether the socket is now in the room, or true) once the request
 * is processed.
 */
export function registerJoinHandlers(socket: GatewaySocket) {
  const d = socket.data;
  const join = (room: string) => {
    const n = d.joins.get(room) ?? 0;
    if (n === 0 && d.joins.size >= MAX_CLIENT_ROOMS) return false;
    d.joins.set(room, n + 1);
    if (n === 0) socket.join(room);
    return true;
  };
  const leave = (room: string) => {
    const n = d.joins.get(room) ?? 0;
    if (n === 0) return false;
    if (n > 1) {
      d.joins.set(room, n - 1);
      return true;
    }
    d.joins.delete(room);
    d.chats.delete(room);
    if (!d.identity.has(room)) socket.leave(room);
    return false;
  };

  /** Runs the request after the ones before it; answers the ack, if the client asked for one. */
  const on = (event: string, handler: (arg: unknown) => boolean | Promise<boolean>) => {
    socket.on(event, (...args: unknown[]) => {
      const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (r: boolean) => void) : null;
      const run = async () => {
        let result = false;
        try {
          result = await handler(args[0]);
        } catch (e) {
          log.warn('socket request failed', { event, userId: d.actor.userId, err: e });
        }
        ack?.(result);
      };
      d.chain = d.chain.then(run, run);
    });
  };

  on('joinChatBox', async (arg) => {
    const id = positiveInt(arg);
    if (id === null) return false;
    if (!(await visibleTicketIds(d.actor, d.queueIds, [id])).has(id)) return false;
    const room = rooms.ticket(d.actor.companyId, id);
    if (!join(room)) return false;
    d.chats.set(room, id);
    return true;
  });
  on('leaveChatBox', (arg) => {
    const id = positiveInt(arg);
    return id === null ? false : leave(rooms.ticket(d.actor.companyId, id));
  });
  on('joinTickets', (arg) => {
    const s = statusOf(arg);
    return s === null ? false : join(rooms.status(d.actor.companyId, s));
  });
  on('leaveTickets', (arg) => {
    const s = statusOf(arg);
    return s === null ? false : leave(rooms.status(d.actor.companyId, s));
  });
  on('joinNotification', () => join(rooms.notification(d.actor.companyId)));
  on('leaveNotification', () => leave(rooms.notification(d.actor.companyId)));
  on('userStatus', async () => {
    const now = Date.now();
    if (now - d.statusAt < STATUS_WRITE_MIN_MS) return true;
    d.statusAt = now;
    await markUserOnline({ ctx: { actor: d.actor }, input: { now: new Date(now) } });
    return true;
  });
}
