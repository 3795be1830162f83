import { describe, expect, test } from 'bun:test';
import { count, db, eq, tickets } from '@zapdesk/db';
import { call, callRoute, makeCompany, makeConnection, makeContact, makeTag, makeTicket, makeUser, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { tagIdsOfTicket } from '../tags/helpers';

async function world() {
  const a = await makeCompany();
  const conn = await makeConnection(a.company.id);
  const contact = await makeContact(a.company.id);
  const ticket = await makeTicket(a.company.id, { contactId: contact.id, whatsappId: conn.id, status: 'open', userId: a.user.id, queueId: a.queue.id });
  const tag = await makeTag(a.company.id, { name: `Lane ${ticket.id}`, kanban: 1 });
  return { ...a, ticket, contact, tag };
}
type World = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/tickets', role: 'user' },
  { method: 'GET', path: '/tickets/:id', role: 'user', otherCompany: 'ERR_NO_TICKET_FOUND' },
  { method: 'GET', path: '/tickets/u/:uuid', role: 'user', otherCompany: 'ERR_NO_TICKET_FOUND' },
  { method: 'POST', path: '/tickets', body: (w) => ({ contactId: w.contact.id }), role: 'user', otherCompany: 'ERR_NO_CONTACT_FOUND' },
  { method: 'PUT', path: '/tickets/:id', body: { status: 'pending' }, role: 'user', otherCompany: 'ERR_NO_TICKET_FOUND' },
  { method: 'DELETE', path: '/tickets/:id', role: 'admin', otherCompany: 'ERR_NO_TICKET_FOUND' },
  { method: 'GET', path: '/ticket/kanban', role: 'user' },
  { method: 'PUT', path: '/ticket-tags/:id/:tagId', role: 'user', otherCompany: 'ERR_NO_TICKET_FOUND' },
  { method: 'DELETE', path: '/ticket-tags/:id', role: 'user', otherCompany: 'ERR_NO_TICKET_FOUND' },
];
const table = {
  world,
  params: (w: World) => ({ id: w.ticket.id, uuid: w.ticket.uuid, tagId: w.tag.id }),
  unchanged: async (w: World) => [
    await db().select().from(tickets).where(eq(tickets.id, w.ticket.id)),
    await tagIdsOfTicket(w.ticket.id),
    (await db().select({ n: count() }).from(tickets).where(eq(tickets.companyId, w.company.id)))[0].n,
  ],
  routes,
};
/** The routes on one ticket that any member of its queue may call. */
type WC = World & { colleagueId: number };
const memberRoutes = routes.filter((r) => r.role === 'user' && r.path.includes(':'));

describe('tickets: security', () => {
  runSecurityTable(table);

  test('a user outside the ticket queue cannot open, update or tag it (403 ERR_NO_PERMISSION)', async () => {
    const w = await world();
    const outsider = await makeUser(w.company.id, { profile: 'user' });
    for (const r of memberRoutes) {
      const res = await callRoute(table, r, w, outsider.token);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    const list = await call('GET', '/tickets', { token: outsider.token, query: { showAll: 'true' } });
    expect(list.body.tickets.map((t: any) => t.id)).not.toContain(w.ticket.id);
  });

  test('only admins delete tickets; showAll and the users filter are ignored for others', async () => {
    const w = await world();
    const res = await call('DELETE', `/tickets/${w.ticket.id}`, { token: w.user.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    const colleague = await makeUser(w.company.id, { queueIds: [w.queue.id] });
    const list = await call('GET', '/tickets', { token: colleague.token, query: { status: 'open', showAll: 'true', users: `[${w.user.id}]` } });
    expect(list.body.tickets).toEqual([]);
  });

  test.each([
    ['take over', (_w: WC) => ({ status: 'open' })],
    ['resolve', (w: WC) => ({ status: 'closed', userId: w.user.id, useIntegration: false, promptId: false, integrationId: false })],
    ['return', (_w: WC) => ({ status: 'pending' })],
    ['re-queue', (_w: WC) => ({ queueId: null })],
    ['transfer to themselves', (w: WC) => ({ status: 'open', userId: w.colleagueId, queueId: w.queue.id })],
    ['transfer to a third user', (w: WC) => ({ userId: w.admin.id, queueId: w.queue.id })],
    ['change the connection', (w: WC) => ({ whatsappId: w.ticket.whatsappId })],
  ] as [string, (w: WC) => unknown][])(
    "a member of the queue may not %s a ticket another attendant holds (403, nothing changes); an admin may",
    async (_name, body) => {
      const base = await world();
      const colleague = await makeUser(base.company.id, { queueIds: [base.queue.id] });
      const w = { ...base, colleagueId: colleague.id };
      const res = await call('PUT', `/tickets/${w.ticket.id}`, { token: colleague.token, body: body(w) });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
      const [row] = await db().select().from(tickets).where(eq(tickets.id, w.ticket.id));
      expect(row).toMatchObject({ status: 'open', userId: w.user.id, queueId: w.queue.id });
      const byAdmin = await call('PUT', `/tickets/${w.ticket.id}`, { token: w.admin.token, body: body(w) });
      expect(byAdmin.status).toBe(200);
    },
  );

  test('the holder and queue members of a pending ticket may move it', async () => {
    const w = await world();
    const colleague = await makeUser(w.company.id, { queueIds: [w.queue.id] });
    expect((await call('PUT', `/tickets/${w.ticket.id}`, { token: w.user.token, body: { status: 'pending' } })).status).toBe(200);
    const resolved = await call('PUT', `/tickets/${w.ticket.id}`, { token: colleague.token, body: { status: 'closed' } });
    expect(resolved.status).toBe(200);
    expect(resolved.body.status).toBe('closed');
    const reopened = await call('PUT', `/tickets/${w.ticket.id}`, { token: colleague.token, body: { status: 'open' } });
    expect(reopened.body).toMatchObject({ status: 'open', userId: colleague.id });
  });
});
