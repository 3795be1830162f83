import { describe, expect, test } from 'bun:test';
import { db, desc, eq, messages, outbox, tickets, withTransaction } from '@zapdesk/db';
import { recordMessage, recordOutboundMany } from '@zapdesk/core';
import { call, makeCompany, makeConnection, makeContact, makeMessage, makeTicket } from '@zapdesk/testing';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137, 0, 0, 0, 10, 73, 68, 65, 84, 120, 156, 99, 0, 1, 0, 0, 5, 0, 1, 13, 10, 45, 180, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130]);

async function openTicket() {
  const base = await makeCompany();
  const conn = await makeConnection(base.company.id);
  const contact = await makeContact(base.company.id);
  const ticket = await makeTicket(base.company.id, { contactId: contact.id, whatsappId: conn.id, status: 'open', userId: base.user.id, queueId: base.queue.id });
  return { ...base, conn, contact, ticket };
}

describe('messages: happy paths', () => {
  test('a text reply is stored with ack 0, queued in the outbox and becomes the lastMessage', async () => {
    const { user, ticket, conn } = await openTicket();
    const res = await call('POST', `/messages/${ticket.id}`, { token: user.token, body: { body: '  Olá, como posso ajudar?  ', fromMe: false, ack: 3, read: false } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ body: 'Olá, como posso ajudar?', fromMe: true, ack: 0, ticketId: ticket.id, userId: user.id, mediaType: 'chat' });
    const [ob] = await db().select().from(outbox).where(eq(outbox.messageId, res.body.id));
    expect(ob).toMatchObject({ action: 'send', status: 'pending', whatsappId: conn.id });
    expect((ob.payload as any).providerId).toBe(res.body.wid);
    const [t] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(t.lastMessage).toBe('Olá, como posso ajudar?');
    expect(t.firstHumanReplyAt).toBeInstanceOf(Date);
  });

  test('a quoted reply resolves the quoted message by id within the ticket', async () => {
    const { user, ticket } = await openTicket();
    const inbound = await makeMessage(ticket, { body: 'Qual o prazo?' });
    const res = await call('POST', `/messages/${ticket.id}`, { token: user.token, body: { body: 'Três dias', quotedMsg: { id: inbound.id, body: 'forged', fromMe: true } } });
    expect(res.body.quotedMsg).toMatchObject({ id: inbound.id, body: 'Qual o prazo?', fromMe: false });
  });

  test('multipart media: one message per file, stored under a random name, absolute mediaUrl', async () => {
    const { user, ticket, company } = await openTicket();
    const form = new FormData();
    form.append('medias', new File([PNG], '../../etc/passwd photo.png', { type: 'image/png' }));
    form.append('body', 'foto do produto');
    form.append('fromMe', 'true');
    const res = await call('POST', `/messages/${ticket.id}`, { token: user.token, form });
    expect(res.status).toBe(201);
    expect(res.body.mediaType).toBe('image');
    expect(res.body.body).toBe('foto do produto');
    expect(res.body.mediaUrl).toMatch(new RegExp(`^https?://[^/]+/public/${company.id}/[0-9a-f]{32}\\.png$`));
    expect(res.body.mediaName).not.toContain('/');
  });

  test('pages are oldest-first, page 1 is the newest, and reading it marks the ticket read', async () => {
    const { user, ticket } = await openTicket();
    for (let i = 1; i <= 25; i++) await makeMessage(ticket, { body: `m${i}` });
    await withTransaction((tx) => tx.update(tickets).set({ unreadMessages: 25 }).where(eq(tickets.id, ticket.id)));
    const p1 = await call('GET', `/messages/${ticket.id}`, { token: user.token });
    expect(p1.body.messages.map((m: any) => m.body)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 6}`));
    expect(p1.body.hasMore).toBe(true);
    const p2 = await call('GET', `/messages/${ticket.id}`, { token: user.token, query: { pageNumber: 2 } });
    expect(p2.body.messages.map((m: any) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(p2.body.hasMore).toBe(false);
    const [t] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(t.unreadMessages).toBe(0);
  });

  test('delete and edit of one’s own message go through the outbox', async () => {
    const { user, ticket } = await openTicket();
    const sent = await call('POST', `/messages/${ticket.id}`, { token: user.token, body: { body: 'typo' } });
    const edited = await call('PUT', `/messages/${sent.body.id}`, { token: user.token, body: { body: 'fixed' } });
    expect(edited.body).toMatchObject({ body: 'fixed', isEdited: true });
    const deleted = await call('DELETE', `/messages/${sent.body.id}`, { token: user.token });
    expect(deleted.body.isDeleted).toBe(true);
    const actions = (await db().select().from(outbox).where(eq(outbox.messageId, sent.body.id))).map((r) => r.action).sort();
    expect(actions).toEqual(['delete', 'edit', 'send']);
  });
});

describe('messages: a sender\'s batch (recordOutboundMany)', () => {
  test('stores every message once, in order, with the newest of each ticket as its last; events and outbox rows per message', async () => {
    const one = await openTicket();
    const contact2 = await makeContact(one.company.id);
    const two = await makeTicket(one.company.id, { contactId: contact2.id, whatsappId: one.conn.id, status: 'open' });
    const recorded = await withTransaction((tx) =>
      recordOutboundMany(tx, [
        { ticket: one.ticket, message: { body: 'first to one' } },
        { ticket: two, message: { body: 'only to two' } },
        { ticket: one.ticket, message: { body: '', mediaType: 'image', mediaUrl: 'public/x.png', mediaName: 'x.png' } },
      ]),
    );
    expect(recorded.map((r) => r.message.body)).toEqual(['first to one', 'only to two', '']);
    expect(recorded.every((r) => r.message.fromMe && r.message.ack === 0 && r.message.providerId)).toBe(true);
    expect(recorded.map((r) => r.outboxRow.messageId)).toEqual(recorded.map((r) => r.message.id));
    expect(recorded.map((r) => r.view.id)).toEqual(recorded.map((r) => r.message.id));
    const [t1] = await db().select().from(tickets).where(eq(tickets.id, one.ticket.id));
    const [t2] = await db().select().from(tickets).where(eq(tickets.id, two.id));
    // The media message's preview is its name.
    expect([t1.lastMessage, t1.lastMessageId]).toEqual(['x.png', recorded[2].message.id]);
    expect([t2.lastMessage, t2.lastMessageId]).toEqual(['only to two', recorded[1].message.id]);
    expect(recorded[0].ticket.lastMessageId).toBe(recorded[2].message.id);
  });

  test('a ticket whose last message is already newer keeps it (the CASE of recordMessage)', async () => {
    const { ticket } = await openTicket();
    // A message stored later (higher id) is already the ticket's last when the batch's update runs.
    const newer = await withTransaction((tx) => recordMessage(tx, ticket, { body: 'newer', fromMe: false }));
    await db().update(tickets).set({ lastMessageId: newer.message.id + 1000 }).where(eq(tickets.id, ticket.id));
    await withTransaction((tx) => recordOutboundMany(tx, [{ ticket, message: { body: 'older' } }]));
    const [t] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
    expect([t.lastMessage, t.lastMessageId]).toEqual(['newer', newer.message.id + 1000]);
  });

  test('an empty batch writes nothing; a ticket without a connection refuses the whole batch', async () => {
    expect(await withTransaction((tx) => recordOutboundMany(tx, []))).toEqual([]);
    const { ticket } = await openTicket();
    const before = (await db().select().from(messages).where(eq(messages.ticketId, ticket.id))).length;
    await expect(withTransaction((tx) => recordOutboundMany(tx, [{ ticket, message: { body: 'a' } }, { ticket: { ...ticket, whatsappId: null }, message: { body: 'b' } }]))).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });
    expect((await db().select().from(messages).where(eq(messages.ticketId, ticket.id))).length).toBe(before);
  });
});

describe('messages: concurrency', () => {
  test('50 parallel inbound messages on one ticket leave the unread count and lastMessage exact', async () => {
    const { ticket } = await openTicket();
    await Promise.all(Array.from({ length: 50 }, (_, i) => withTransaction((tx) => recordMessage(tx, ticket, { body: `inbound ${i}`, fromMe: false }, { countUnread: true }))));
    const [t] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
    const [newest] = await db().select().from(messages).where(eq(messages.ticketId, ticket.id)).orderBy(desc(messages.id)).limit(1);
    expect(t.unreadMessages).toBe(50);
    expect(t.lastMessage).toBe(newest.body);
    expect(t.lastMessageId).toBe(newest.id);
  });

  test('50 parallel replies leave lastMessage on the newest one', async () => {
    const { user, ticket } = await openTicket();
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => call('POST', `/messages/${ticket.id}`, { token: user.token, body: { body: `reply ${i}` } })));
    expect(res.every((r) => r.status === 201)).toBe(true);
    const [t] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
    const [newest] = await db().select().from(messages).where(eq(messages.ticketId, ticket.id)).orderBy(desc(messages.id)).limit(1);
    expect(t.lastMessage).toBe(newest.body);
    expect((await db().select().from(outbox).where(eq(outbox.whatsappId, ticket.whatsappId!))).length).toBe(50);
  });

  test('with an Idempotency-Key, retries (also racing ones) answer the first send; nothing is stored or queued twice', async () => {
    const { user, ticket } = await openTicket();
    const send = () => call('POST', `/messages/${ticket.id}`, { token: user.token, headers: { 'Idempotency-Key': 'retry-1' }, body: { body: 'once' } });
    const first = await send();
    const again = await Promise.all([send(), send(), send()]);
    expect(first.status).toBe(201);
    for (const r of again) expect(r).toMatchObject({ status: 201, body: { id: first.body.id, wid: first.body.wid } });
    const stored = await db().select().from(messages).where(eq(messages.ticketId, ticket.id));
    expect(stored).toHaveLength(1);
    expect(await db().select().from(outbox).where(eq(outbox.messageId, first.body.id))).toHaveLength(1);
    // Racing first attempts: one commits, the others roll back and answer it.
    const racing = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/messages/${ticket.id}`, { token: user.token, headers: { 'Idempotency-Key': 'race-1' }, body: { body: 'raced' } })));
    expect(new Set(racing.map((r) => r.body.id)).size).toBe(1);
    expect((await db().select().from(messages).where(eq(messages.ticketId, ticket.id))).filter((m) => m.body === 'raced')).toHaveLength(1);
    // A key belongs to its company: another company's same key sends its own message.
    const other = await openTicket();
    const theirs = await call('POST', `/messages/${other.ticket.id}`, { token: other.user.token, headers: { 'Idempotency-Key': 'retry-1' }, body: { body: 'once' } });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
  });
});
