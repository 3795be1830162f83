import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { rooms } from '@zapdesk/core';
import { db, eq, users, withTransaction } from '@zapdesk/db';
import { makeCompany, makeTicket } from '@zapdesk/testing';
import { probe, startGateway } from './helpers';

let gw: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gw = await startGateway();
});
afterEach(() => gw.closeClients());
afterAll(async () => {
  await gw.stop();
});

const junk: unknown[] = [null, 0, -1, 1.5, 'abc', '12abc', '', ' ', [], [1], {}, { id: 1 }, true, Number.MAX_SAFE_INTEGER + 2, '9'.repeat(40)];

describe('gateway: bad requests are ignored, the socket stays usable', () => {
  test.each([['joinChatBox'], ['leaveChatBox'], ['joinTickets'], ['leaveTickets']])('%s with junk arguments joins nothing', async (event) => {
    const { user, company } = await makeCompany();
    const s = await gw.connect(user.token);
    for (const arg of junk) expect(await s.emitWithAck(event, arg)).toBe(false);
    expect(await s.emitWithAck('joinTickets', 'opened')).toBe(false);
    expect(await s.emitWithAck('joinTickets', 'OPEN')).toBe(false);
    expect(s.connected).toBe(true);
    const serverSide = gw.server.io.of('/').sockets.get(s.id!)!;
    expect([...serverSide.rooms].filter((r) => r.includes(':t:') || r.includes(':status:'))).toEqual([]);
    expect(await probe([rooms.user(company.id, user.id)], { s })).toEqual(['s']);
  });

  test('an unknown ticket id joins nothing', async () => {
    const { user, company, queue } = await makeCompany();
    const t = await makeTicket(company.id, { queueId: queue.id });
    const s = await gw.connect(user.token);
    expect(await s.emitWithAck('joinChatBox', t.id + 1_000_000)).toBe(false);
    expect(await probe([rooms.ticket(company.id, t.id + 1_000_000)], { s })).toEqual([]);
  });

  test('a socket holds at most 200 client rooms; further joins are ignored, joins of held rooms still count', async () => {
    const { user, company } = await makeCompany();
    const tickets = await withTransaction(async () => {
      const out = [];
      for (let i = 0; i < 201; i++) out.push(await makeTicket(company.id, { queueId: null, status: 'pending' }));
      return out;
    });
    const s = await gw.connect(user.token);
    for (const t of tickets.slice(0, 200)) expect(await s.emitWithAck('joinChatBox', t.id)).toBe(true);
    expect(await s.emitWithAck('joinChatBox', tickets[200].id)).toBe(false);
    expect(await s.emitWithAck('joinNotification')).toBe(false);
    expect(await s.emitWithAck('joinChatBox', tickets[0].id)).toBe(true);
    expect(await probe([rooms.ticket(company.id, tickets[200].id)], { s })).toEqual([]);
    expect(await s.emitWithAck('leaveChatBox', tickets[1].id)).toBe(false);
    expect(await s.emitWithAck('joinChatBox', tickets[200].id)).toBe(true);
  });

  test('userStatus with junk arguments only marks the sender online; nothing else is written', async () => {
    const { user, admin } = await makeCompany();
    const s = await gw.connect(user.token);
    expect(await s.emitWithAck('userStatus', { userId: admin.id, online: false, companyId: 1 })).toBe(true);
    const [u] = await db().select({ online: users.online }).from(users).where(eq(users.id, user.id));
    const [a] = await db().select({ online: users.online, lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, admin.id));
    expect(u.online).toBe(true);
    expect(a).toEqual({ online: false, lastSeenAt: null });
  });
});
