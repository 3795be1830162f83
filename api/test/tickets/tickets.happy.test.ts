import { describe, expect, test } from 'bun:test';
import { db, eq, outbox, messages as messagesTable, settings, and, tickets as ticketsTable, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeMessage, makeQueue, makeTag, makeTicket, makeUser } from '@zapdesk/testing';

async function setup() {
  const base = await makeCompany();
  const conn = await makeConnection(base.company.id, { queueIds: [base.queue.id] });
  const contact = await makeContact(base.company.id, { name: 'Maria Souza' });
  return { ...base, conn, contact };
}

const setSetting = (companyId: number, key: string, value: string) =>
  withTransaction((tx) => tx.update(settings).set({ value }).where(and(eq(settings.companyId, companyId), eq(settings.key, key))));

describe('tickets: happy paths', () => {
  test('an attendant opens a ticket for a contact in one of their queues', async () => {
    const { user, queue, contact, conn } = await setup();
    const res = await call('POST', '/tickets', { token: user.token, body: { contactId: contact.id, queueId: queue.id } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'open', userId: user.id, queueId: queue.id, whatsappId: conn.id, unreadMessages: 0, lastMessage: '', tags: [] });
    expect(res.body.contact).toMatchObject({ id: contact.id, name: 'Maria Souza' });
    expect(res.body.queue).toMatchObject({ id: queue.id, name: queue.name });
    expect(res.body.user).toMatchObject({ id: user.id });
    expect(res.body.whatsapp).toMatchObject({ id: conn.id });
    expect(res.body.protocol).toMatch(/^\d{8}\d+$/);
    expect(new Date(res.body.updatedAt).toISOString()).toBe(res.body.updatedAt);
    const byUuid = await call('GET', `/tickets/u/${res.body.uuid}`, { token: user.token });
    expect(byUuid.body.id).toBe(res.body.id);
    const byId = await call('GET', `/tickets/${res.body.id}`, { token: user.token });
    expect(byId.body.uuid).toBe(res.body.uuid);
  });

  test('accept, return, resolve and reopen follow the spec transitions and keep metric timestamps', async () => {
    const { user, queue, contact, conn, company } = await setup();
    const t = await makeTicket(company.id, { contactId: contact.id, whatsappId: conn.id, queueId: queue.id, status: 'pending' });
    const accepted = await call('PUT', `/tickets/${t.id}`, { token: user.token, body: { status: 'open', userId: user.id } });
    expect(accepted.body).toMatchObject({ status: 'open', userId: user.id });
    const returned = await call('PUT', `/tickets/${t.id}`, { token: user.token, body: { status: 'pending' } });
    expect(returned.body).toMatchObject({ status: 'pending', userId: null });
    await call('PUT', `/tickets/${t.id}`, { token: user.token, body: { status: 'open' } });
    await withTransaction((tx) => tx.update(ticketsTable).set({ useIntegration: true, chatbot: true }).where(eq(ticketsTable.id, t.id)));
    const closed = await call('PUT', `/tickets/${t.id}`, { token: user.token, body: { status: 'closed' } });
    expect(closed.body).toMatchObject({ status: 'closed', queueId: queue.id, useIntegration: false, chatbot: false, promptId: null, integrationId: null });
    const [row] = await db().select().from(ticketsTable).where(eq(ticketsTable.id, t.id));
    expect(row.acceptedAt).toBeInstanceOf(Date);
    expect(row.finishedAt).toBeInstanceOf(Date);
    const reopened = await call('PUT', `/tickets/${t.id}`, { token: user.token, body: { status: 'open' } });
    expect(reopened.body).toMatchObject({ status: 'open', userId: user.id });
  });

  test('transfer to a queue only puts the ticket back to pending without a user; to a user assigns it', async () => {
    const { admin, user, contact, conn, company, queue } = await setup();
    const other = await makeUser(company.id, { queueIds: [queue.id] });
    const t = await makeTicket(company.id, { contactId: contact.id, whatsappId: conn.id, queueId: queue.id, status: 'open', userId: user.id });
    const q2 = await makeQueue(company.id, { name: 'Sales' });
    const toQueue = await call('PUT', `/tickets/${t.id}`, { token: user.token, body: { queueId: q2.id } });
    expect(toQueue.body).toMatchObject({ status: 'pending', userId: null, queueId: q2.id });
    const toUser = await call('PUT', `/tickets/${t.id}`, { token: admin.token, body: { queueId: queue.id, userId: other.id } });
    expect(toUser.body).toMatchObject({ status: 'open', userId: other.id, queueId: queue.id });
  });

  test('accept sends the greeting and transfer sends the transfer message when their settings are on, through the outbox', async () => {
    const { user, queue, contact, conn, company } = await setup();
    await setSetting(company.id, 'sendGreetingAccepted', 'enabled');
    await setSetting(company.id, 'sendMsgTransfTicket', 'enabled');
    const t = await makeTicket(company.id, { contactId: contact.id, whatsappId: conn.id, queueId: queue.id, status: 'pending' });
    await call('PUT', `/tickets/${t.id}`, { token: user.token, body: { status: 'open' } });
    let msgs = await db().select().from(messagesTable).where(eq(messagesTable.ticketId, t.id));
    expect(msgs).toHaveLength(1);
    expect(msgs[0].body).toContain('*Maria Souza*');
    expect(msgs[0].body).toMatch(/^(Bom dia|Boa tarde|Boa noite)/);
    expect(msgs[0]).toMatchObject({ fromMe: true, ack: 0 });
    expect(msgs[0].providerId).toMatch(/^3EB0[0-9A-F]{20}$/);
    const rows = await db().select().from(outbox).where(eq(outbox.messageId, msgs[0].id));
    expect(rows).toMatchObject([{ action: 'send', status: 'pending', whatsappId: conn.id }]);
    await call('PUT', `/tickets/${t.id}`, { token: user.token, body: { queueId: null } });
    msgs = await db().select().from(messagesTable).where(eq(messagesTable.ticketId, t.id)).orderBy(messagesTable.id);
    expect(msgs).toHaveLength(2);
    expect(msgs[1].body).toContain('transferido');
  });

  test('resolving with userRating on asks for a rating and waits for it', async () => {
    const { user, queue, contact, conn, company } = await setup();
    await setSetting(company.id, 'userRating', 'enabled');
    const t = await makeTicket(company.id, { contactId: contact.id, whatsappId: conn.id, queueId: queue.id, status: 'open', userId: user.id });
    await call('PUT', `/tickets/${t.id}`, { token: user.token, body: { status: 'closed' } });
    const [row] = await db().select().from(ticketsTable).where(eq(ticketsTable.id, t.id));
    expect(row.awaitingRating).toBe(true);
    const msgs = await db().select().from(messagesTable).where(eq(messagesTable.ticketId, t.id));
    expect(msgs.at(-1)!.body).toContain('1');
  });

  test('lists: open = mine, pending = my queues and queueless, closed and search; paging with hasMore', async () => {
    const { user, admin, queue, conn, company } = await setup();
    const mine = await makeTicket(company.id, { whatsappId: conn.id, queueId: queue.id, status: 'open', userId: user.id });
    const othersOpen = await makeTicket(company.id, { whatsappId: conn.id, queueId: queue.id, status: 'open', userId: admin.id });
    const pendingMyQueue = await makeTicket(company.id, { whatsappId: conn.id, queueId: queue.id, status: 'pending' });
    const pendingNoQueue = await makeTicket(company.id, { whatsappId: conn.id, status: 'pending' });
    const ids = (r: any) => r.body.tickets.map((t: any) => t.id).sort();
    expect(ids(await call('GET', '/tickets', { token: user.token, query: { status: 'open' } }))).toEqual([mine.id]);
    expect(ids(await call('GET', '/tickets', { token: user.token, query: { status: 'pending' } }))).toEqual([pendingMyQueue.id, pendingNoQueue.id].sort());
    expect(ids(await call('GET', '/tickets', { token: user.token, query: { status: 'open', showAll: 'true' } }))).toEqual([mine.id]);
    expect(ids(await call('GET', '/tickets', { token: admin.token, query: { status: 'open', showAll: 'true' } }))).toEqual([mine.id, othersOpen.id].sort());
    expect(ids(await call('GET', '/tickets', { token: admin.token, query: { status: 'open', showAll: 'false' } }))).toEqual([othersOpen.id]);
    for (let i = 0; i < 42; i++) await makeTicket(company.id, { whatsappId: conn.id, queueId: queue.id, status: 'closed', userId: user.id });
    const p1 = await call('GET', '/tickets', { token: user.token, query: { status: 'closed', pageNumber: 1 } });
    expect(p1.body.tickets).toHaveLength(40);
    expect(p1.body.hasMore).toBe(true);
    expect(p1.body.count).toBe(42);
    const p2 = await call('GET', '/tickets', { token: user.token, query: { status: 'closed', pageNumber: 2 } });
    expect(p2.body.tickets).toHaveLength(2);
    expect(p2.body.hasMore).toBe(false);
  });

  test('search finds tickets by contact name, number and message body', async () => {
    const { admin, conn, company } = await setup();
    const c1 = await makeContact(company.id, { name: 'Zebedeu Alvarenga' });
    const c2 = await makeContact(company.id, { name: 'Other Person' });
    const t1 = await makeTicket(company.id, { contactId: c1.id, whatsappId: conn.id, status: 'closed' });
    const t2 = await makeTicket(company.id, { contactId: c2.id, whatsappId: conn.id, status: 'closed' });
    await makeMessage(t2, { body: 'Meu pedido chegou QUEBRADO ontem' });
    const find = async (q: string) => (await call('GET', '/tickets', { token: admin.token, query: { searchParam: q, showAll: 'true' } })).body.tickets.map((t: any) => t.id);
    expect(await find('zebedeu')).toEqual([t1.id]);
    expect(await find(c2.number.slice(-6))).toEqual([t2.id]);
    expect(await find('quebrad')).toEqual([t2.id]);
    expect(await find('nothing-matches-this')).toEqual([]);
    // Renames reach the contact text index at once; short terms and quotes are searched too.
    expect((await call('PUT', `/contacts/${c1.id}`, { token: admin.token, body: { name: 'Ana "Bia" Quintela', number: c1.number } })).status).toBe(200);
    expect(await find('zebedeu')).toEqual([]);
    expect(await find('QUINTEL')).toEqual([t1.id]);
    expect(await find('"bia"')).toEqual([t1.id]);
    expect((await find('qu')).sort()).toEqual([t1.id, t2.id].sort());
  });

  test('tag and unread filters; kanban lanes', async () => {
    const { admin, conn, company } = await setup();
    const lane1 = await makeTag(company.id, { name: 'Lane A', kanban: 1 });
    const lane2 = await makeTag(company.id, { name: 'Lane B', kanban: 1 });
    const plain = await makeTag(company.id, { name: 'VIP' });
    const t = await makeTicket(company.id, { whatsappId: conn.id, status: 'pending', unreadMessages: 2 });
    await makeTicket(company.id, { whatsappId: conn.id, status: 'pending' });
    expect((await call('PUT', `/ticket-tags/${t.id}/${lane1.id}`, { token: admin.token })).status).toBe(200);
    await call('PUT', `/ticket-tags/${t.id}/${plain.id}`, { token: admin.token });
    const tagged = await call('GET', '/tickets', { token: admin.token, query: { tags: `[${lane1.id}]`, showAll: 'true' } });
    expect(tagged.body.tickets.map((x: any) => x.id)).toEqual([t.id]);
    // The list carries each ticket's tags (by id), like a single ticket does.
    const listed = await call('GET', '/tickets', { token: admin.token, query: { status: 'pending', showAll: 'true' } });
    expect(listed.body.tickets.find((x: any) => x.id === t.id).tags).toEqual([
      { id: lane1.id, name: 'Lane A', color: lane1.color, kanban: 1 },
      { id: plain.id, name: 'VIP', color: plain.color, kanban: 0 },
    ]);
    expect(listed.body.tickets.find((x: any) => x.id !== t.id).tags).toEqual([]);
    expect((await call('GET', `/tickets/${t.id}`, { token: admin.token })).body.tags).toEqual(listed.body.tickets.find((x: any) => x.id === t.id).tags);
    const unread = await call('GET', '/tickets', { token: admin.token, query: { withUnreadMessages: 'true', status: 'pending', showAll: 'true' } });
    expect(unread.body.tickets.map((x: any) => x.id)).toEqual([t.id]);
    expect((await call('DELETE', `/ticket-tags/${t.id}`, { token: admin.token })).status).toBe(200);
    await call('PUT', `/ticket-tags/${t.id}/${lane2.id}`, { token: admin.token });
    const board = await call('GET', '/ticket/kanban', { token: admin.token, query: { showAll: 'true' } });
    const card = board.body.tickets.find((x: any) => x.id === t.id);
    expect(card.tags.map((x: any) => x.name).sort()).toEqual(['Lane B', 'VIP']);
  });

  test('an admin deletes a ticket and its messages', async () => {
    const { admin, conn, company } = await setup();
    const t = await makeTicket(company.id, { whatsappId: conn.id });
    await makeMessage(t, { body: 'hello' });
    expect((await call('DELETE', `/tickets/${t.id}`, { token: admin.token })).status).toBe(200);
    expect(await db().select().from(messagesTable).where(eq(messagesTable.ticketId, t.id))).toHaveLength(0);
    expect((await call('GET', `/tickets/${t.id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('tickets: search beyond the newest-tickets window', () => {
  test('a match only in old tickets is found through the text index, in list order, with paging', async () => {
    const { ticketSearchTuning } = await import('@zapdesk/core');
    const { admin, company } = await makeCompany();
    const conn = await makeConnection(company.id);
    const day = 86400_000;
    const made = [];
    for (let i = 0; i < 45; i++) {
      const t = await makeTicket(company.id, { whatsappId: conn.id, status: 'closed', updatedAt: new Date(Date.now() - (100 + i) * day) });
      await makeMessage(t, { body: `pedido com xilofone numero ${i}` });
      made.push(t.id);
    }
    for (let i = 0; i < 5; i++) {
      const t = await makeTicket(company.id, { whatsappId: conn.id, status: 'closed', updatedAt: new Date(Date.now() - i * day) });
      await makeMessage(t, { body: 'nada a ver' });
    }
    const before = ticketSearchTuning.window;
    ticketSearchTuning.window = 3;
    try {
      const p1 = await call('GET', '/tickets', { token: admin.token, query: { searchParam: 'xilofone', showAll: 'true' } });
      const p2 = await call('GET', '/tickets', { token: admin.token, query: { searchParam: 'xilofone', showAll: 'true', pageNumber: 2 } });
      expect(p1.body.tickets.map((t: any) => t.id)).toEqual(made.slice(0, 40));
      expect(p1.body.hasMore).toBe(true);
      expect(p2.body.tickets.map((t: any) => t.id)).toEqual(made.slice(40));
      expect(p2.body.hasMore).toBe(false);
      expect(p1.body.count).toBeUndefined();
      ticketSearchTuning.window = 10_000;
      const walked = await call('GET', '/tickets', { token: admin.token, query: { searchParam: 'xilofone', showAll: 'true' } });
      expect(walked.body.tickets.map((t: any) => t.id)).toEqual(made.slice(0, 40));
    } finally {
      ticketSearchTuning.window = before;
    }
  });
});
