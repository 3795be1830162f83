import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { emitRealtime, rooms } from '@zapdesk/core';
import { withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeMessage, makeQueue, makeTicket, makeUser, type TestUser } from '@zapdesk/testing';
import { record, type Socket } from '@zapdesk/testing/socket';
import { startGateway } from '../realtime/helpers';

let gw: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw.stop();
});

type Listener = { user: TestUser; socket: Socket; rec: ReturnType<typeof record> };

async function listen(user: TestUser): Promise<Listener> {
  const socket = await gw.connect(user.token);
  return { user, socket, rec: record(socket) };
}

/** Every listener has received all events emitted before this call once its own marker arrives (per-socket order). */
async function flush(ls: Listener[]) {
  const id = randomBytes(4).toString('hex');
  await withTransaction(async () => {
    for (const l of ls) emitRealtime([rooms.user(l.user.companyId, l.user.id)], 'flush', { id });
  });
  await Promise.all(ls.map((l) => (async () => {
    const deadline = Date.now() + 4000;
    while (!l.rec.of('flush').some((p) => p.id === id)) {
      if (Date.now() > deadline) throw new Error('flush marker not received');
      await Bun.sleep(5);
    }
  })()));
}

const ticketEvents = (l: Listener, companyId: number, ticketId: number) =>
  l.rec.of(`company-${companyId}-ticket`).filter((p) => p.ticketId === ticketId || p.ticket?.id === ticketId).map((p) => p.action);

async function world() {
  const a = await makeCompany();
  const q2 = await makeQueue(a.company.id, { name: 'Sales' });
  const seller = await makeUser(a.company.id, { queueIds: [q2.id], name: 'Seller' });
  const b = await makeCompany();
  const conn = await makeConnection(a.company.id);
  const contact = await makeContact(a.company.id);
  const l = {
    admin: await listen(a.admin),
    support: await listen(a.user),
    seller: await listen(seller),
    otherCompany: await listen(b.admin),
  };
  return { a, q2, conn, contact, l, all: Object.values(l) };
}

describe('tickets: realtime visibility over real sockets', () => {
  test('ticket events reach admins, the assignee and the queue, never other queues or companies', async () => {
    const w = await world();
    const t = await makeTicket(w.a.company.id, { contactId: w.contact.id, whatsappId: w.conn.id, queueId: w.a.queue.id, status: 'pending' });
    expect((await call('PUT', `/tickets/${t.id}`, { token: w.a.user.token, body: { status: 'open' } })).status).toBe(200);
    await flush(w.all);
    expect(ticketEvents(w.l.admin, w.a.company.id, t.id)).toEqual(['update']);
    expect(ticketEvents(w.l.support, w.a.company.id, t.id)).toEqual(['update']);
    expect(ticketEvents(w.l.seller, w.a.company.id, t.id)).toEqual([]);
    expect(w.l.otherCompany.rec.events.filter((e) => e.event.startsWith(`company-${w.a.company.id}-`))).toEqual([]);
    const payload = w.l.support.rec.of(`company-${w.a.company.id}-ticket`).at(-1);
    expect(payload.ticket).toMatchObject({ id: t.id, status: 'open', userId: w.a.user.id, contact: { id: w.contact.id }, tags: [] });
  });

  test('a transfer to another queue sends delete to the one who lost sight and update to the new queue', async () => {
    const w = await world();
    const t = await makeTicket(w.a.company.id, { contactId: w.contact.id, whatsappId: w.conn.id, queueId: w.a.queue.id, status: 'open', userId: w.a.user.id });
    expect((await call('PUT', `/tickets/${t.id}`, { token: w.a.user.token, body: { queueId: w.q2.id } })).status).toBe(200);
    await flush(w.all);
    expect(ticketEvents(w.l.support, w.a.company.id, t.id)).toEqual(['delete']);
    expect(ticketEvents(w.l.seller, w.a.company.id, t.id)).toEqual(['update']);
    expect(ticketEvents(w.l.admin, w.a.company.id, t.id)).toEqual(['update']);
    expect(ticketEvents(w.l.otherCompany, w.a.company.id, t.id)).toEqual([]);
  });

  test('messages: appMessage create goes to the ticket audience only; reading page 1 emits updateUnread', async () => {
    const w = await world();
    const t = await makeTicket(w.a.company.id, { contactId: w.contact.id, whatsappId: w.conn.id, queueId: w.a.queue.id, status: 'open', userId: w.a.user.id, unreadMessages: 1 });
    await makeMessage(t, { body: 'oi' });
    const sent = await call('POST', `/messages/${t.id}`, { token: w.a.user.token, body: { body: 'Olá!' } });
    expect(sent.status).toBe(201);
    await call('GET', `/messages/${t.id}`, { token: w.a.user.token });
    await flush(w.all);
    const created = (l: Listener) => l.rec.of(`company-${w.a.company.id}-appMessage`).filter((p) => p.action === 'create').map((p) => p.message.body);
    expect(created(w.l.support)).toEqual(['Olá!']);
    expect(created(w.l.admin)).toEqual(['Olá!']);
    expect(created(w.l.seller)).toEqual([]);
    expect(created(w.l.otherCompany)).toEqual([]);
    const msgPayload = w.l.support.rec.of(`company-${w.a.company.id}-appMessage`)[0];
    expect(msgPayload).toMatchObject({ action: 'create', message: { ticketId: t.id, fromMe: true, ack: 0 }, ticket: { id: t.id, lastMessage: 'Olá!' }, contact: { id: w.contact.id } });
    expect(ticketEvents(w.l.support, w.a.company.id, t.id)).toContain('updateUnread');
    expect(ticketEvents(w.l.seller, w.a.company.id, t.id)).toEqual([]);
  });

  test('a pending ticket without a queue is visible to everyone in the company; deleting it tells them', async () => {
    const w = await world();
    const t = await makeTicket(w.a.company.id, { contactId: w.contact.id, whatsappId: w.conn.id, status: 'pending' });
    expect((await call('DELETE', `/tickets/${t.id}`, { token: w.a.admin.token })).status).toBe(200);
    await flush(w.all);
    for (const l of [w.l.admin, w.l.support, w.l.seller]) expect(ticketEvents(l, w.a.company.id, t.id)).toEqual(['delete']);
    expect(ticketEvents(w.l.otherCompany, w.a.company.id, t.id)).toEqual([]);
  });

  test('a change that fails emits nothing', async () => {
    const w = await world();
    const old = await makeTicket(w.a.company.id, { contactId: w.contact.id, whatsappId: w.conn.id, status: 'closed', queueId: w.a.queue.id });
    await makeTicket(w.a.company.id, { contactId: w.contact.id, whatsappId: w.conn.id, status: 'pending', queueId: w.a.queue.id });
    expect((await call('PUT', `/tickets/${old.id}`, { token: w.a.admin.token, body: { status: 'open' } })).status).toBe(409);
    await flush(w.all);
    expect(ticketEvents(w.l.admin, w.a.company.id, old.id)).toEqual([]);
  });
});
