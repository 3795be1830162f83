import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, makeCompany, makeConnection, makeMessage, makeTicket, makeUser } from '@zapdesk/testing';

async function world() {
  const a = await makeCompany();
  const b = await makeCompany();
  const conn = await makeConnection(a.company.id);
  const ticket = await makeTicket(a.company.id, { whatsappId: conn.id, status: 'open', userId: a.user.id, queueId: a.queue.id });
  const sent = await call('POST', `/messages/${ticket.id}`, { token: a.user.token, body: { body: 'mine' } });
  const inbound = await makeMessage(ticket, { body: 'theirs' });
  return { a, b, ticket, sentId: sent.body.id as number, inboundId: inbound.id };
}
type W = Awaited<ReturnType<typeof world>>;
const routes: [string, string, (w: W) => string, unknown][] = [
  ['list', 'GET', (w) => `/messages/${w.ticket.id}`, undefined],
  ['send', 'POST', (w) => `/messages/${w.ticket.id}`, { body: 'x' }],
  ['edit', 'PUT', (w) => `/messages/${w.sentId}`, { body: 'y' }],
  ['delete', 'DELETE', (w) => `/messages/${w.sentId}`, undefined],
  ['mark-as-opened', 'POST', (w) => `/messages/${w.ticket.id}/mark-as-opened`, undefined],
  ['heartbeat', 'POST', (w) => `/messages/${w.ticket.id}/heartbeat`, undefined],
];

describe('messages: security', () => {
  test.each(routes)('%s without a token answers 403', async (_n, method, path, body) => {
    const w = await world();
    expect((await call(method, path(w), { body })).body.error).toBe('ERR_SESSION_EXPIRED');
  });
  test.each(routes)('%s with an expired token answers 403', async (_n, method, path, body) => {
    const w = await world();
    expect((await call(method, path(w), { body, token: await expiredTokenFor(w.a.user) })).body.error).toBe('ERR_SESSION_EXPIRED');
  });
  test.each(routes)('%s from another company answers 404', async (_n, method, path, body) => {
    const w = await world();
    const res = await call(method, path(w), { body, token: w.b.admin.token });
    expect(res.status).toBe(404);
  });
  test.each(routes)('%s by a user outside the queue answers 403', async (_n, method, path, body) => {
    const w = await world();
    const outsider = await makeUser(w.a.company.id);
    const res = await call(method, path(w), { body, token: outsider.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });
  test('only one’s own messages can be deleted or edited, even by an admin', async () => {
    const w = await world();
    expect((await call('DELETE', `/messages/${w.sentId}`, { token: w.a.admin.token })).status).toBe(403);
    expect((await call('DELETE', `/messages/${w.inboundId}`, { token: w.a.user.token })).status).toBe(403);
    expect((await call('PUT', `/messages/${w.inboundId}`, { token: w.a.user.token, body: { body: 'z' } })).status).toBe(403);
  });
});
