// Calls existing web clients of this API family make as a normal part of their pages, replayed with the
// exact shapes they send (issue 12, "Existing clients"). Each once answered 400 or 403, or lacked a field
// the client reads: a 403 there makes those clients refresh, retry and log out in a loop.
import { describe, expect, test } from 'bun:test';
import { db, eq, tickets, users } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeMessage, makeTicket } from '@zapdesk/testing';

const today = () => new Date().toISOString().slice(0, 10);

describe('existing clients: calls replayed as they send them', () => {
  test('resolving from the ticket header clears prompt and integration with false', async () => {
    const { company, user, queue } = await makeCompany();
    const conn = await makeConnection(company.id);
    const t = await makeTicket(company.id, { whatsappId: conn.id, status: 'open', userId: user.id, queueId: queue.id });
    const res = await call('PUT', `/tickets/${t.id}`, {
      token: user.token,
      body: { status: 'closed', userId: user.id, useIntegration: false, promptId: false, integrationId: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: t.id, status: 'closed', promptId: null, integrationId: null, useIntegration: false });
  });

  test('promptId and integrationId false also clear them on a transfer, a connection and a queue', async () => {
    const { company, admin, queue } = await makeCompany();
    const conn = await makeConnection(company.id);
    const t = await makeTicket(company.id, { whatsappId: conn.id, status: 'pending' });
    const transfer = await call('PUT', `/tickets/${t.id}`, { token: admin.token, body: { queueId: queue.id, userId: admin.id, status: 'open', promptId: false, integrationId: false } });
    expect(transfer.status).toBe(200);
    expect(transfer.body).toMatchObject({ promptId: null, integrationId: null });
    const wa = await call('PUT', `/whatsapp/${conn.id}`, { token: admin.token, body: { name: conn.name, promptId: false, integrationId: false } });
    expect(wa.status).toBe(200);
    const q = await call('PUT', `/queue/${queue.id}`, { token: admin.token, body: { name: queue.name, color: queue.color, promptId: false, integrationId: false } });
    expect(q.status).toBe(200);
    expect(q.body).toMatchObject({ promptId: null, integrationId: null });
  });

  test("an attendant's home page calls the dashboard: 200 with their own work, never 403", async () => {
    const { company, user } = await makeCompany();
    const conn = await makeConnection(company.id);
    await makeTicket(company.id, { whatsappId: conn.id, status: 'open', userId: user.id, acceptedAt: new Date() });
    const calls: [string, Record<string, string>][] = [
      ['/dashboard', { days: '7' }],
      ['/dashboard', { date_from: today(), date_to: today() }],
      ['/dashboard/ticketsDay', { initialDate: today(), finalDate: today(), companyId: String(company.id) }],
      ['/dashboard/ticketsUsers', { initialDate: today(), finalDate: today(), companyId: String(company.id) }],
    ];
    for (const [path, query] of calls) {
      const res = await call('GET', path, { token: user.token, query });
      expect(res.status).toBe(200);
    }
    const counters = await call('GET', '/dashboard', { token: user.token, query: { days: '7' } });
    expect(counters.body.counters.supportHappening).toBe(1);
    expect(counters.body.attendants.map((a: any) => a.id)).toEqual([user.id]);
  });

  test("a company admin opening Settings reads GET /companies/{own id}", async () => {
    const { company, admin } = await makeCompany();
    const res = await call('GET', `/companies/${company.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: company.id, name: company.name, status: true });
  });

  test('the user shape carries UserQueue on each queue (login, /auth/me, users list, one user)', async () => {
    const { company, admin, user, queue } = await makeCompany();
    const expected = { id: queue.id, name: queue.name, color: queue.color, UserQueue: { userId: user.id, queueId: queue.id } };
    const login = await call('POST', '/auth/login', { body: { email: user.email, password: 'secret123' } });
    expect(login.body.user.queues).toEqual([expected]);
    const me = await call('GET', '/auth/me', { token: login.body.token });
    expect(me.body.queues).toEqual([expected]);
    const list = await call('GET', '/users/', { token: admin.token, query: { searchParam: '', pageNumber: '1' } });
    expect(list.body.users.find((u: any) => u.id === user.id).queues).toEqual([expected]);
    const one = await call('GET', `/users/${user.id}`, { token: admin.token });
    expect(one.body.queues).toEqual([expected]);
    expect(company.id).toBe(user.companyId);
  });

  test('newer builds mark a ticket opened and send heartbeats while it is on screen', async () => {
    const { company, user, queue } = await makeCompany();
    const conn = await makeConnection(company.id);
    const t = await makeTicket(company.id, { whatsappId: conn.id, status: 'open', userId: user.id, queueId: queue.id, unreadMessages: 2 });
    await makeMessage(t, { body: 'one' });
    await makeMessage(t, { body: 'two' });
    await db().update(users).set({ online: false }).where(eq(users.id, user.id));

    const opened = await call('POST', `/messages/${t.id}/mark-as-opened`, { token: user.token });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ ticketId: t.id, unreadMessages: 0 });
    expect((await db().select().from(tickets).where(eq(tickets.id, t.id)))[0].unreadMessages).toBe(0);

    const beat = await call('POST', `/messages/${t.id}/heartbeat`, { token: user.token });
    expect(beat.status).toBe(204);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.online).toBe(true);
    expect(Date.now() - row.lastSeenAt!.getTime()).toBeLessThan(60_000);
  });
});
