import { describe, expect, test } from 'bun:test';
import { and, contacts, db, eq, messages, outbox, tickets } from '@zapdesk/db';
import { call, makeContact, makeTicket } from '@zapdesk/testing';
import { apiWorld, pair, png, receivedBy, send, sendForm, sessionRuntime, until } from './helpers';

const sessions = sessionRuntime();

describe('external API: POST /api/messages/send', () => {
  test('a text to a new number: the contact is created, the message recorded in a new closed ticket and delivered', async () => {
    const w = await apiWorld(sessions);
    const res = await send(w.token, { number: '+55 (11) 95555-0001', body: 'Your order has shipped' });
    expect(res.status).toBe(201);
    const { message, ticket, contact } = res.body;
    expect(contact.number).toBe('5511955550001');
    expect(ticket).toEqual({ id: expect.any(Number), uuid: expect.any(String), status: 'closed' });
    expect(message).toMatchObject({ ticketId: ticket.id, fromMe: true, body: 'Your order has shipped', ack: 0 });
    expect(res.body.messages).toHaveLength(1);
    const [row] = await db().select().from(contacts).where(and(eq(contacts.companyId, w.company.id), eq(contacts.number, '5511955550001')));
    expect(row.id).toBe(contact.id);
    const [t] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(t).toMatchObject({ whatsappId: w.conn.id, contactId: contact.id, status: 'closed', lastMessage: 'Your order has shipped' });
    const got = await until(async () => {
      const r = await receivedBy(w.conn.id, '5511955550001');
      return r.length ? r : null;
    }, 'delivery');
    expect(got.map((m) => m.body)).toEqual(['Your order has shipped']);
    await until(async () => (await db().select().from(messages).where(eq(messages.id, message.id)))[0].ack >= 1, 'ack');
  });

  test('a known contact with an open ticket on the connection: the message goes into that ticket', async () => {
    const w = await apiWorld(sessions);
    const contact = await makeContact(w.company.id, { number: '5511955550002' });
    const open = await makeTicket(w.company.id, { contactId: contact.id, whatsappId: w.conn.id, status: 'open', userId: w.user.id });
    const res = await send(w.token, { number: '5511955550002', body: 'hello again' });
    expect(res.status).toBe(201);
    expect(res.body.ticket).toEqual({ id: open.id, uuid: open.uuid, status: 'open' });
    expect(res.body.contact).toEqual({ id: contact.id, number: '5511955550002' });
  });

  test('multipart with several files: one message per file, each with its caption, all delivered', async () => {
    const w = await apiWorld(sessions);
    const res = await sendForm(w.token, { number: '5511955550003', body: ['first', 'second'] }, [png('a.png'), png('b.png')]);
    expect(res.status).toBe(201);
    expect(res.body.messages.map((m: { mediaType: string; body: string }) => [m.mediaType, m.body])).toEqual([
      ['image', 'first'],
      ['image', 'second'],
    ]);
    expect(res.body.message.id).toBe(res.body.messages[0].id);
    expect(res.body.messages[0].mediaUrl).toMatch(/^https?:\/\/.+\/public\//);
    const got = await until(async () => {
      const r = await receivedBy(w.conn.id, '5511955550003');
      return r.length === 2 ? r : null;
    }, 'both files delivered');
    expect(got.map((m) => m.kind)).toEqual(['image', 'image']);
  });

  test('queueId, userId, sendSignature and closeTicket act on the conversation', async () => {
    const w = await apiWorld(sessions);
    const contact = await makeContact(w.company.id, { number: '5511955550004' });
    const pending = await makeTicket(w.company.id, { contactId: contact.id, whatsappId: w.conn.id, status: 'pending' });
    const res = await send(w.token, { number: '5511955550004', body: 'Taking over', queueId: w.queue.id, userId: w.user.id, sendSignature: true });
    expect(res.status).toBe(201);
    expect(res.body.message.body).toBe('*Attendant:*\nTaking over');
    expect(res.body.ticket).toEqual({ id: pending.id, uuid: pending.uuid, status: 'open' });
    const [t] = await db().select().from(tickets).where(eq(tickets.id, pending.id));
    expect(t).toMatchObject({ queueId: w.queue.id, userId: w.user.id, status: 'open' });
    const closed = await send(w.token, { number: '5511955550004', body: 'Bye', closeTicket: true });
    expect(closed.body.ticket).toEqual({ id: pending.id, uuid: pending.uuid, status: 'closed' });
  });

  test('a disconnected connection: the message waits in the outbox and is delivered once the connection connects', async () => {
    const w = await apiWorld(sessions, { connected: false });
    const res = await send(w.token, { number: '5511955550005', body: 'queued while down' });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(outbox).where(eq(outbox.messageId, res.body.message.id));
    expect(row.status).toBe('pending');
    expect(await receivedBy(w.conn.id, '5511955550005')).toEqual([]);
    await pair(sessions, w.conn.id);
    const got = await until(async () => {
      const r = await receivedBy(w.conn.id, '5511955550005');
      return r.length ? r : null;
    }, 'delivery after connecting');
    expect(got.map((m) => m.body)).toEqual(['queued while down']);
  });

  test('Idempotency-Key: two concurrent requests with one key send once and answer the same', async () => {
    const w = await apiWorld(sessions);
    const headers = { 'Idempotency-Key': `k-${w.conn.id}-once` };
    const [a, b] = await Promise.all([send(w.token, { number: '5511955550006', body: 'only once' }, headers), send(w.token, { number: '5511955550006', body: 'only once' }, headers)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const later = await send(w.token, { number: '5511955550006', body: 'only once' }, headers);
    expect(later.body).toEqual(a.body);
    const rows = await db().select().from(messages).where(eq(messages.ticketId, a.body.ticket.id));
    expect(rows).toHaveLength(1);
    await until(async () => (await receivedBy(w.conn.id, '5511955550006')).length === 1, 'one delivery');
    await Bun.sleep(100);
    expect(await receivedBy(w.conn.id, '5511955550006')).toHaveLength(1);
  });

  test('rate limit: past the connection’s requests per second the answer is 429 with Retry-After, then it succeeds again', async () => {
    const w = await apiWorld(sessions, { connection: { apiRateLimit: 2 } });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send(w.token, { number: '5511955550007', body: `n${i}` }));
    const limited = answers.find((r) => r.status === 429);
    expect(limited).toBeDefined();
    expect(limited!.body.error).toBe('ERR_RATE_LIMITED');
    const wait = Number(limited!.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    await Bun.sleep(wait * 1000);
    expect((await send(w.token, { number: '5511955550007', body: 'after waiting' })).status).toBe(201);
  });
});

describe('external API: POST /api/messages/checkNumber', () => {
  test('answers whether the number is on WhatsApp, with its canonical id', async () => {
    const w = await apiWorld(sessions);
    const yes = await call('POST', '/api/messages/checkNumber', { token: w.token, body: { number: '+55 11 95555-0008' } });
    expect(yes.status).toBe(200);
    expect(yes.body).toEqual({ exists: true, number: '5511955550008', jid: '5511955550008@s.whatsapp.net' });
    const no = await call('POST', '/api/messages/checkNumber', { token: w.token, body: { number: '123456789' } });
    expect(no.body).toEqual({ exists: false, number: '123456789', jid: null });
  });
});

describe('external API: documentation', () => {
  test('the OpenAPI document describes the send with its token scheme, both bodies with examples, and its error codes', async () => {
    const doc = (await call('GET', '/openapi.json')).body;
    const op = doc.paths['/api/messages/send'].post;
    expect(op.security).toEqual([{ connectionToken: [] }]);
    expect(Object.keys(op.requestBody.content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(op.requestBody.content['application/json'].schema.required).toContain('number');
    expect(op.requestBody.content['application/json'].examples.text.value).toEqual({ number: '5511912345678', body: 'Your order has shipped' });
    expect(op.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ExternalSent' });
    expect(Object.keys(op.responses['429'].content['application/json'].examples)).toEqual(['ERR_RATE_LIMITED']);
    expect(op.responses['400'].description).toContain('ERR_WAPP_INVALID_CONTACT');
    expect(doc.paths['/api/messages/checkNumber'].post.security).toEqual([{ connectionToken: [] }]);
  });
});
