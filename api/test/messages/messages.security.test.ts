import { describe, expect, test } from 'bun:test';
import { asc, db, eq, messages, tickets } from '@zapdesk/db';
import { call, callRoute, makeCompany, makeConnection, makeMessage, makeTicket, makeUser, routeLabel, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';

async function world() {
  const a = await makeCompany();
  const conn = await makeConnection(a.company.id);
  const ticket = await makeTicket(a.company.id, { whatsappId: conn.id, status: 'open', userId: a.user.id, queueId: a.queue.id });
  const sent = await call('POST', `/messages/${ticket.id}`, { token: a.user.token, body: { body: 'mine' } });
  const inbound = await makeMessage(ticket, { body: 'theirs' });
  return { ...a, ticket, sentId: sent.body.id as number, inboundId: inbound.id };
}
type World = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/messages/:ticketId', role: 'user', otherCompany: 'ERR_NO_TICKET_FOUND' },
  { method: 'POST', path: '/messages/:ticketId', body: { body: 'x' }, role: 'user', otherCompany: 'ERR_NO_TICKET_FOUND' },
  { method: 'PUT', path: '/messages/:messageId', body: { body: 'y' }, role: 'user', otherCompany: 'ERR_NO_MESSAGE_FOUND' },
  { method: 'DELETE', path: '/messages/:messageId', role: 'user', otherCompany: 'ERR_NO_MESSAGE_FOUND' },
  { method: 'POST', path: '/messages/:ticketId/mark-as-opened', role: 'user', otherCompany: 'ERR_NO_TICKET_FOUND' },
  { method: 'POST', path: '/messages/:ticketId/heartbeat', role: 'user', otherCompany: 'ERR_NO_TICKET_FOUND' },
];
const table = {
  world,
  params: (w: World) => ({ ticketId: w.ticket.id, messageId: w.sentId }),
  unchanged: async (w: World) => [await db().select().from(tickets).where(eq(tickets.id, w.ticket.id)), await db().select().from(messages).where(eq(messages.ticketId, w.ticket.id)).orderBy(asc(messages.id))],
  routes,
};

describe('messages: security', () => {
  runSecurityTable(table);

  test.each(routes.map((r) => [routeLabel(r), r] as const))('%s by a user outside the queue answers 403 ERR_NO_PERMISSION', async (_label, r) => {
    const w = await world();
    const outsider = await makeUser(w.company.id);
    const res = await callRoute(table, r, w, outsider.token);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });

  test('only one’s own messages can be deleted or edited, even by an admin', async () => {
    const w = await world();
    expect((await call('DELETE', `/messages/${w.sentId}`, { token: w.admin.token })).status).toBe(403);
    expect((await call('DELETE', `/messages/${w.inboundId}`, { token: w.user.token })).status).toBe(403);
    expect((await call('PUT', `/messages/${w.inboundId}`, { token: w.user.token, body: { body: 'z' } })).status).toBe(403);
  });
});
