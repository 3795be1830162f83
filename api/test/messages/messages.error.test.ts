import { describe, expect, test } from 'bun:test';
import { count, db, eq, messages } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeMessage, makeTicket } from '@zapdesk/testing';

async function openTicket(status = 'open') {
  const base = await makeCompany();
  const conn = await makeConnection(base.company.id);
  const ticket = await makeTicket(base.company.id, { whatsappId: conn.id, status, userId: status === 'pending' ? null : base.user.id, queueId: base.queue.id });
  return { ...base, ticket };
}
const msgCount = async (ticketId: number) => (await db().select({ n: count() }).from(messages).where(eq(messages.ticketId, ticketId)))[0].n;

describe('messages: bad input', () => {
  test.each([
    ['empty body', { body: '' }],
    ['blank body', { body: '   ' }],
    ['wrong type', { body: 42 }],
    ['malformed JSON', '{"body":'],
  ])('POST with %s answers 400 and writes nothing', async (_n, body) => {
    const { user, ticket } = await openTicket();
    const res = await call('POST', `/messages/${ticket.id}`, { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await msgCount(ticket.id)).toBe(0);
  });

  test('multipart without files, or with a disguised executable, answers 400 and writes nothing', async () => {
    const { user, ticket } = await openTicket();
    const empty = new FormData();
    empty.append('body', 'x');
    expect((await call('POST', `/messages/${ticket.id}`, { token: user.token, form: empty })).status).toBe(400);
    const exe = new FormData();
    exe.append('medias', new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'photo.png', { type: 'image/png' }));
    expect((await call('POST', `/messages/${ticket.id}`, { token: user.token, form: exe })).status).toBe(400);
    expect(await msgCount(ticket.id)).toBe(0);
  });

  test('a quoted message from another ticket is refused', async () => {
    const { user, ticket, company } = await openTicket();
    const conn2 = await makeConnection(company.id, { isDefault: false });
    const other = await makeTicket(company.id, { whatsappId: conn2.id });
    const foreign = await makeMessage(other, { body: 'x' });
    const res = await call('POST', `/messages/${ticket.id}`, { token: user.token, body: { body: 'hi', quotedMsg: { id: foreign.id } } });
    expect(res.body.error).toBe('ERR_NO_MESSAGE_FOUND');
    expect(await msgCount(ticket.id)).toBe(0);
  });

  test('writing on a pending or closed ticket is refused', async () => {
    for (const status of ['pending', 'closed']) {
      const { admin, ticket } = await openTicket(status);
      const res = await call('POST', `/messages/${ticket.id}`, { token: admin.token, body: { body: 'hi' } });
      expect(res.status).toBe(403);
      expect(await msgCount(ticket.id)).toBe(0);
    }
  });

  test('bad ids and pages answer 400', async () => {
    const { user } = await openTicket();
    expect((await call('GET', '/messages/abc', { token: user.token })).status).toBe(400);
    expect((await call('GET', '/messages/1', { token: user.token, query: { pageNumber: 'x' } })).status).toBe(400);
    expect((await call('DELETE', '/messages/0', { token: user.token })).status).toBe(400);
    expect((await call('PUT', '/messages/1', { token: user.token, body: { body: '' } })).status).toBe(400);
    for (const action of ['mark-as-opened', 'heartbeat']) {
      expect((await call('POST', `/messages/abc/${action}`, { token: user.token })).status).toBe(400);
      const missing = await call('POST', `/messages/999999999/${action}`, { token: user.token });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('ERR_NO_TICKET_FOUND');
    }
  });

  test("an admin peeking at a colleague's ticket through mark-as-opened leaves it unread", async () => {
    const { company, admin, user, queue } = await makeCompany();
    const conn = await makeConnection(company.id);
    const t = await makeTicket(company.id, { whatsappId: conn.id, status: 'open', userId: user.id, queueId: queue.id, unreadMessages: 3 });
    const res = await call('POST', `/messages/${t.id}/mark-as-opened`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ticketId: t.id, unreadMessages: 3 });
  });

  test('an Idempotency-Key reused with another message answers 422 ERR_IDEMPOTENCY_KEY_REUSED; a malformed key 400; nothing more is written', async () => {
    const { user, ticket } = await openTicket();
    const first = await call('POST', `/messages/${ticket.id}`, { token: user.token, headers: { 'Idempotency-Key': 'k-1' }, body: { body: 'first' } });
    expect(first.status).toBe(201);
    const reused = await call('POST', `/messages/${ticket.id}`, { token: user.token, headers: { 'Idempotency-Key': 'k-1' }, body: { body: 'another' } });
    expect(reused.status).toBe(422);
    expect(reused.body.error).toBe('ERR_IDEMPOTENCY_KEY_REUSED');
    const malformed = await call('POST', `/messages/${ticket.id}`, { token: user.token, headers: { 'Idempotency-Key': 'x'.repeat(256) }, body: { body: 'third' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('ERR_VALIDATION');
    expect(await msgCount(ticket.id)).toBe(1);
  });
});
