import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { sign } from 'hono/jwt';
import { SOCKET_PING_MS } from '@zapdesk/contracts';
import { config, resyncRealtime, rooms } from '@zapdesk/core';
import { and, eq, userQueues, users, withTransaction } from '@zapdesk/db';
import { makeCompany, makeQueue, makeTicket, makeUser } from '@zapdesk/testing';
import { nextEvent, openSocket } from '@zapdesk/testing/socket';
import { login, probe, startGateway } from './helpers';

let gw: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gw = await startGateway();
});
afterEach(() => gw.closeClients());
afterAll(async () => {
  await gw.stop();
});

describe('gateway: connection', () => {
  test('an accepted connection receives ready; the handshake announces websocket only and 18000 ms pings', async () => {
    const { user } = await makeCompany();
    const s = await gw.connect(user.token);
    expect(s.connected).toBe(true);

    // the raw Engine.IO / Socket.IO exchange, as any socket.io-client 4 sees it
    const ws = new WebSocket(`${gw.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket&token=${encodeURIComponent(user.token)}`);
    const frames: string[] = [];
    const gotReady = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ready: ${frames.join(' | ')}`)), 8000);
      ws.onmessage = (m) => {
        const f = String(m.data);
        frames.push(f);
        if (f.startsWith('0{')) ws.send('40');
        if (f === '42["ready"]') {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    await gotReady;
    ws.close();
    const open = JSON.parse(frames[0].slice(1));
    expect(open).toMatchObject({ upgrades: [], pingInterval: SOCKET_PING_MS, pingTimeout: SOCKET_PING_MS });
    expect(SOCKET_PING_MS).toBe(18000);
    expect(frames[1].startsWith('40{"sid":')).toBe(true);
  });

  test('ready comes after every accepted connection, including an automatic reconnect after a transport drop', async () => {
    const { user } = await makeCompany();
    const s = openSocket(gw.url, user.token, { autoConnect: false });
    s.io.reconnection(true);
    s.io.reconnectionDelay(10);
    s.io.reconnectionDelayMax(50);
    try {
      const first = nextEvent(s, 'ready');
      s.connect();
      await first;
      const again = nextEvent(s, 'ready');
      gw.server.io.of('/').sockets.get(s.id!)!.conn.close();
      await again;
      expect(s.connected).toBe(true);
      expect(await probe([rooms.user(user.companyId, user.id)], { s })).toEqual(['s']);
    } finally {
      s.close();
    }
  });

  test('a socket whose token expires stays connected and keeps receiving (the client reloads on expiry)', async () => {
    const { user } = await makeCompany();
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await sign({ id: user.id, companyId: user.companyId, profile: user.profile, super: false, tv: 0, iat: now, exp: now + 2 }, config().jwtSecret, 'HS256');
    const s = await gw.connect(shortLived);
    while (Date.now() / 1000 <= now + 2) await Bun.sleep(100);
    expect(s.connected).toBe(true);
    expect(await probe([rooms.company(user.companyId)], { s })).toEqual(['s']);
  });

  test('logging in on a second device delivers company-{id}-auth to the first device', async () => {
    const { user, company } = await makeCompany();
    const firstDevice = await gw.connect(await login(user.email));
    const told = nextEvent(firstDevice, `company-${company.id}-auth`);
    await login(user.email);
    expect(await told).toEqual({ action: 'update', user: { id: user.id } });
  });
});

describe('gateway: counted joins', () => {
  test('joinTickets twice, leaveTickets once: still in the room; the second leave drops it', async () => {
    const { user, company } = await makeCompany();
    const s = await gw.connect(user.token);
    const open = [rooms.status(company.id, 'open')];
    expect(await probe(open, { s })).toEqual([]);
    expect(await s.emitWithAck('joinTickets', 'open')).toBe(true);
    expect(await s.emitWithAck('joinTickets', 'open')).toBe(true);
    expect(await s.emitWithAck('joinTickets', 'pending')).toBe(true);
    expect(await s.emitWithAck('leaveTickets', 'open')).toBe(true);
    expect(await probe(open, { s })).toEqual(['s']);
    expect(await s.emitWithAck('leaveTickets', 'open')).toBe(false);
    expect(await probe(open, { s })).toEqual([]);
    expect(await probe([rooms.status(company.id, 'pending')], { s })).toEqual(['s']);
  });

  test('joinNotification twice, leaveNotification once: still in the room', async () => {
    const { user, company } = await makeCompany();
    const s = await gw.connect(user.token);
    const room = [rooms.notification(company.id)];
    s.emit('joinNotification');
    s.emit('joinNotification');
    s.emit('leaveNotification');
    expect(await s.emitWithAck('joinTickets', 'closed')).toBe(true); // requests run in order: the three above are done
    expect(await probe(room, { s })).toEqual(['s']);
    expect(await s.emitWithAck('leaveNotification')).toBe(false);
    expect(await probe(room, { s })).toEqual([]);
  });

  test('joinChatBox twice, leaveChatBox once: still in the ticket room; ids may come as numeric strings', async () => {
    const { user, company, queue } = await makeCompany();
    const t = await makeTicket(company.id, { queueId: queue.id, status: 'pending' });
    const s = await gw.connect(user.token);
    const room = [rooms.ticket(company.id, t.id)];
    expect(await s.emitWithAck('joinChatBox', String(t.id))).toBe(true);
    expect(await s.emitWithAck('joinChatBox', t.id)).toBe(true);
    expect(await s.emitWithAck('leaveChatBox', t.id)).toBe(true);
    expect(await probe(room, { s })).toEqual(['s']);
    expect(await s.emitWithAck('leaveChatBox', `${t.id}`)).toBe(false);
    expect(await probe(room, { s })).toEqual([]);
  });

  test('leaves of rooms never joined change nothing: identity rooms stay', async () => {
    const { user, company, queue } = await makeCompany();
    const s = await gw.connect(user.token);
    for (const [ev, arg] of [['leaveChatBox', 1], ['leaveTickets', 'open'], ['leaveNotification', undefined]] as const) expect(await s.emitWithAck(ev, arg)).toBe(false);
    expect(await probe([rooms.company(company.id)], { s })).toEqual(['s']);
    expect(await probe([rooms.queue(company.id, queue.id)], { s })).toEqual(['s']);
    expect(await probe([rooms.user(company.id, user.id)], { s })).toEqual(['s']);
  });

  test('joinChatBox admits admins, the assignee, users of the queue, and anyone for a pending ticket without queue', async () => {
    const { user, admin, company, queue } = await makeCompany();
    const sales = await makeQueue(company.id);
    const seller = await makeUser(company.id, { queueIds: [sales.id] });
    const inQueue = await makeTicket(company.id, { queueId: queue.id, status: 'open' });
    const assigned = await makeTicket(company.id, { queueId: sales.id, status: 'open', userId: user.id });
    const pendingNoQueue = await makeTicket(company.id, { queueId: null, status: 'pending' });
    const salesTicket = await makeTicket(company.id, { queueId: sales.id, status: 'pending' });
    const sockets = { user: await gw.connect(user.token), admin: await gw.connect(admin.token), seller: await gw.connect(seller.token) };
    const expected: [typeof inQueue, string[]][] = [
      [inQueue, ['admin', 'user']],
      [assigned, ['admin', 'seller', 'user']],
      [pendingNoQueue, ['admin', 'seller', 'user']],
      [salesTicket, ['admin', 'seller']],
    ];
    for (const [t, who] of expected) {
      for (const [name, s] of Object.entries(sockets)) expect(await s.emitWithAck('joinChatBox', t.id)).toBe(who.includes(name));
      expect(await probe([rooms.ticket(company.id, t.id)], sockets)).toEqual(who);
    }
  });
});

describe('gateway: resync', () => {
  test("after the user's queues change, resync moves the socket to the new queue room and drops chat boxes it may no longer see", async () => {
    const { user, company, queue } = await makeCompany();
    const sales = await makeQueue(company.id);
    const t = await makeTicket(company.id, { queueId: queue.id, status: 'open' });
    const s = await gw.connect(user.token);
    expect(await s.emitWithAck('joinChatBox', t.id)).toBe(true);
    expect(await s.emitWithAck('joinTickets', 'open')).toBe(true);
    expect(await probe([rooms.queue(company.id, sales.id)], { s })).toEqual([]);

    await withTransaction(async (tx) => {
      await tx.delete(userQueues).where(and(eq(userQueues.userId, user.id), eq(userQueues.queueId, queue.id)));
      await tx.insert(userQueues).values({ userId: user.id, queueId: sales.id });
      resyncRealtime(company.id, user.id);
    });

    expect(await probe([rooms.queue(company.id, sales.id)], { s })).toEqual(['s']);
    expect(await probe([rooms.queue(company.id, queue.id)], { s })).toEqual([]);
    expect(await probe([rooms.ticket(company.id, t.id)], { s })).toEqual([]);
    expect(await probe([rooms.status(company.id, 'open')], { s })).toEqual(['s']);
    expect(await probe([rooms.company(company.id)], { s })).toEqual(['s']);
  });

  test('a profile change moves the socket in or out of the admins room; a rolled-back change does nothing', async () => {
    const { user, company } = await makeCompany();
    const s = await gw.connect(user.token);
    const admins = [rooms.admins(company.id)];
    const setProfile = (profile: string) =>
      withTransaction(async (tx) => {
        await tx.update(users).set({ profile }).where(eq(users.id, user.id));
        resyncRealtime(company.id, user.id);
      });
    await setProfile('admin');
    expect(await probe(admins, { s })).toEqual(['s']);
    await withTransaction(async (tx) => {
      await tx.update(users).set({ profile: 'user' }).where(eq(users.id, user.id));
      resyncRealtime(company.id, user.id);
      throw new Error('rollback');
    }).catch(() => {});
    expect(await probe(admins, { s })).toEqual(['s']);
    await setProfile('user');
    expect(await probe(admins, { s })).toEqual([]);
  });

  test("a deleted user's sockets are disconnected by resync", async () => {
    const { company } = await makeCompany();
    const gone = await makeUser(company.id);
    const s = await gw.connect(gone.token);
    const closed = nextEvent(s, 'disconnect');
    await withTransaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, gone.id));
      resyncRealtime(company.id, gone.id);
    });
    expect(await closed).toBe('io server disconnect');
  });
});
