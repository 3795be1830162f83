import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { rooms } from '@zapdesk/core';
import { eq, users, withTransaction } from '@zapdesk/db';
import { call, expiredTokenFor, forgedTokenFor, makeCompany, makeQueue, makeSuper, makeTicket, makeUser } from '@zapdesk/testing';
import { openSocket, refusal } from '@zapdesk/testing/socket';
import { login, probe, startGateway } from './helpers';

let gw: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gw = await startGateway();
});
afterEach(() => gw.closeClients());
afterAll(async () => {
  await gw.stop();
});

describe('gateway: refused connections', () => {
  test.each([
    ['no token', async () => undefined],
    ['an empty token', async () => ''],
    ['a garbage token', async () => 'not.a.jwt'],
    ['an expired token', async (u: any) => expiredTokenFor(u)],
    ['a forged token', async (u: any) => forgedTokenFor(u)],
  ])('%s → connect_error ERR_SESSION_EXPIRED, no ready', async (_name, token) => {
    const { user } = await makeCompany();
    expect(await refusal(gw.url, await token(user))).toBe('ERR_SESSION_EXPIRED');
  });

  test('a token superseded by a newer login is refused; the new one is accepted', async () => {
    const { user } = await makeCompany();
    const first = await login(user.email);
    const second = await login(user.email);
    expect(await refusal(gw.url, user.token)).toBe('ERR_SESSION_EXPIRED');
    expect(await refusal(gw.url, first)).toBe('ERR_SESSION_EXPIRED');
    const s = await gw.connect(second);
    expect(s.connected).toBe(true);
  });

  test("a deleted user's token is refused", async () => {
    const { company } = await makeCompany();
    const gone = await makeUser(company.id);
    await withTransaction((tx) => tx.delete(users).where(eq(users.id, gone.id)));
    expect(await refusal(gw.url, gone.token)).toBe('ERR_SESSION_EXPIRED');
  });

  test("suspending a company closes its users' live sockets, and their tokens are refused on reconnect", async () => {
    const A = await makeCompany();
    const B = await makeCompany();
    const root = await makeSuper();
    const userToken = await login(A.user.email);
    const [userSocket, adminSocket, other] = await Promise.all([gw.connect(userToken), gw.connect(await login(A.admin.email)), gw.connect(await login(B.user.email))]);
    const closed = (s: typeof userSocket) => new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason)));
    const [userClosed, adminClosed] = [closed(userSocket), closed(adminSocket)];
    const res = await call('PUT', `/companies/${A.company.id}`, { token: root.token, body: { status: false } });
    expect(res.status).toBe(200);
    expect(await userClosed).toBe('io server disconnect');
    expect(await adminClosed).toBe('io server disconnect');
    expect(await refusal(gw.url, userToken)).toBe('ERR_SESSION_EXPIRED');
    expect(other.connected).toBe(true);
    expect(await probe([rooms.company(B.company.id)], { other })).toEqual(['other']);
  });

  test('long-polling is refused: websocket transport only', async () => {
    const { user } = await makeCompany();
    const res = await fetch(`${gw.url}/socket.io/?EIO=4&transport=polling&token=${encodeURIComponent(user.token)}`);
    expect(res.status).toBe(403);
    await res.text();
    const s = openSocket(gw.url, user.token, { autoConnect: false });
    (s.io.opts as any).transports = ['polling'];
    const err = await new Promise<Error>((resolve) => {
      s.once('connect_error', resolve);
      s.once('ready', () => resolve(new Error('accepted')));
      s.connect();
    });
    s.close();
    expect(err.message).not.toBe('accepted');
  });
});

describe('gateway: events reach only the sockets that may see them', () => {
  test("an admins(A) event reaches A's admins only: not A's plain user, not B's admin", async () => {
    const A = await makeCompany();
    const B = await makeCompany();
    const sockets = { adminA: await gw.connect(A.admin.token), userA: await gw.connect(A.user.token), adminB: await gw.connect(B.admin.token) };
    expect(await probe([rooms.admins(A.company.id)], sockets)).toEqual(['adminA']);
    expect(await probe([rooms.company(A.company.id)], sockets)).toEqual(['adminA', 'userA']);
    expect(await probe([rooms.user(A.company.id, A.user.id)], sockets)).toEqual(['userA']);
  });

  test('a queue room reaches users of that queue only (admins get ticket events through the admins room)', async () => {
    const A = await makeCompany();
    const B = await makeCompany();
    const other = await makeQueue(A.company.id);
    const seller = await makeUser(A.company.id, { queueIds: [other.id] });
    const sockets = {
      inQueue: await gw.connect(A.user.token),
      otherQueue: await gw.connect(seller.token),
      adminA: await gw.connect(A.admin.token),
      userB: await gw.connect(B.user.token),
    };
    expect(await probe([rooms.queue(A.company.id, A.queue.id)], sockets)).toEqual(['inQueue']);
    expect(await probe([rooms.queue(A.company.id, A.queue.id), rooms.admins(A.company.id)], sockets)).toEqual(['adminA', 'inQueue']);
    // every user of the company is in the no-queue room (pending tickets without a queue)
    expect(await probe([rooms.noQueue(A.company.id)], sockets)).toEqual(['adminA', 'inQueue', 'otherQueue']);
  });

  test('an event emitted in a transaction that rolls back reaches nobody', async () => {
    const A = await makeCompany();
    const sockets = { admin: await gw.connect(A.admin.token), user: await gw.connect(A.user.token) };
    expect(await probe([rooms.company(A.company.id)], sockets, { rollback: true })).toEqual([]);
    expect(await probe([rooms.company(A.company.id)], sockets)).toEqual(['admin', 'user']);
  });

  test("joinChatBox for another company's ticket or a ticket of another queue is ignored", async () => {
    const A = await makeCompany();
    const B = await makeCompany();
    const ticketB = await makeTicket(B.company.id, { queueId: B.queue.id, status: 'open' });
    const sales = await makeQueue(A.company.id);
    const otherQueueTicket = await makeTicket(A.company.id, { queueId: sales.id, status: 'pending' });
    const closedNoQueue = await makeTicket(A.company.id, { queueId: null, status: 'closed' });
    const someoneElses = await makeTicket(A.company.id, { queueId: null, status: 'open', userId: A.admin.id });
    const user = await gw.connect(A.user.token);
    const admin = await gw.connect(A.admin.token);
    for (const t of [ticketB, otherQueueTicket, closedNoQueue, someoneElses]) {
      expect(await user.emitWithAck('joinChatBox', t.id)).toBe(false);
      expect(await probe([rooms.ticket(A.company.id, t.id)], { user })).toEqual([]);
    }
    // the other company's ticket id, even under the other company's room name, never reaches A's sockets
    expect(await admin.emitWithAck('joinChatBox', ticketB.id)).toBe(false);
    expect(await probe([rooms.ticket(B.company.id, ticketB.id), rooms.ticket(A.company.id, ticketB.id)], { user, admin })).toEqual([]);
  });
});
