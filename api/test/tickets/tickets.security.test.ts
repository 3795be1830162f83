import { describe, expect, test } from 'bun:test';
import { db, eq, tickets } from '@zapdesk/db';
import { call, expiredTokenFor, makeCompany, makeConnection, makeContact, makeTicket, makeUser } from '@zapdesk/testing';

async function world() {
  const a = await makeCompany();
  const b = await makeCompany();
  const conn = await makeConnection(a.company.id);
  const contact = await makeContact(a.company.id);
  const ticket = await makeTicket(a.company.id, { contactId: contact.id, whatsappId: conn.id, status: 'open', userId: a.user.id, queueId: a.queue.id });
  const { tags } = await import('@zapdesk/db');
  const { withTransaction } = await import('@zapdesk/db');
  const [tag] = await withTransaction((tx) => tx.insert(tags).values({ companyId: a.company.id, name: `Lane ${ticket.id}`, kanban: 1 }).returning());
  return { a, b, ticket, contact, tag };
}

type W = Awaited<ReturnType<typeof world>>;
type WC = W & { colleagueId: number };
const routes: [string, string, (w: W) => string, (w: W) => unknown][] = [
  ['list', 'GET', () => '/tickets', () => undefined],
  ['show', 'GET', (w) => `/tickets/${w.ticket.id}`, () => undefined],
  ['show by uuid', 'GET', (w) => `/tickets/u/${w.ticket.uuid}`, () => undefined],
  ['create', 'POST', () => '/tickets', (w) => ({ contactId: w.contact.id })],
  ['update', 'PUT', (w) => `/tickets/${w.ticket.id}`, () => ({ status: 'pending' })],
  ['delete', 'DELETE', (w) => `/tickets/${w.ticket.id}`, () => undefined],
  ['kanban', 'GET', () => '/ticket/kanban', () => undefined],
  ['add tag', 'PUT', (w) => `/ticket-tags/${w.ticket.id}/${w.tag.id}`, () => undefined],
  ['remove lanes', 'DELETE', (w) => `/ticket-tags/${w.ticket.id}`, () => undefined],
];
const recordRoutes = routes.filter(([n]) => !['list', 'create', 'kanban'].includes(n));

describe('tickets: security', () => {
  test.each(routes)('%s without a token answers 403 ERR_SESSION_EXPIRED', async (_n, method, path, body) => {
    const w = await world();
    const res = await call(method, path(w), { body: body(w) });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each(routes)('%s with an expired token answers 403 ERR_SESSION_EXPIRED', async (_n, method, path, body) => {
    const w = await world();
    const res = await call(method, path(w), { token: await expiredTokenFor(w.a.admin), body: body(w) });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each(recordRoutes)("%s on another company's ticket answers 404 ERR_NO_TICKET_FOUND", async (_n, method, path, body) => {
    const w = await world();
    const res = await call(method, path(w), { token: w.b.admin.token, body: body(w) });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_TICKET_FOUND');
  });

  test('creating a ticket for another company’s contact answers 404', async () => {
    const w = await world();
    const res = await call('POST', '/tickets', { token: w.b.admin.token, body: { contactId: w.contact.id } });
    expect(res.body.error).toBe('ERR_NO_CONTACT_FOUND');
  });

  test('a user outside the ticket queue cannot open, update or tag it (403 ERR_NO_PERMISSION)', async () => {
    const w = await world();
    const outsider = await makeUser(w.a.company.id, { profile: 'user' });
    for (const [, method, path, body] of recordRoutes.filter(([n]) => n !== 'delete')) {
      const res = await call(method, path(w), { token: outsider.token, body: body(w) });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    const list = await call('GET', '/tickets', { token: outsider.token, query: { showAll: 'true' } });
    expect(list.body.tickets.map((t: any) => t.id)).not.toContain(w.ticket.id);
  });

  test('only admins delete tickets; showAll and the users filter are ignored for others', async () => {
    const w = await world();
    const res = await call('DELETE', `/tickets/${w.ticket.id}`, { token: w.a.user.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    const colleague = await makeUser(w.a.company.id, { queueIds: [w.a.queue.id] });
    const list = await call('GET', '/tickets', { token: colleague.token, query: { status: 'open', showAll: 'true', users: `[${w.a.user.id}]` } });
    expect(list.body.tickets).toEqual([]);
  });

  test.each([
    ['take over', (_w: WC) => ({ status: 'open' })],
    ['resolve', (w: WC) => ({ status: 'closed', userId: w.a.user.id, useIntegration: false, promptId: false, integrationId: false })],
    ['return', (_w: WC) => ({ status: 'pending' })],
    ['re-queue', (_w: WC) => ({ queueId: null })],
    ['transfer to themselves', (w: WC) => ({ status: 'open', userId: w.colleagueId, queueId: w.a.queue.id })],
    ['transfer to a third user', (w: WC) => ({ userId: w.a.admin.id, queueId: w.a.queue.id })],
    ['change the connection', (w: WC) => ({ whatsappId: w.ticket.whatsappId })],
  ] as [string, (w: WC) => unknown][])(
    "a member of the queue may not %s a ticket another attendant holds (403, nothing changes); an admin may",
    async (_name, body) => {
      const base = await world();
      const colleague = await makeUser(base.a.company.id, { queueIds: [base.a.queue.id] });
      const w = { ...base, colleagueId: colleague.id };
      const res = await call('PUT', `/tickets/${w.ticket.id}`, { token: colleague.token, body: body(w) });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
      const [row] = await db().select().from(tickets).where(eq(tickets.id, w.ticket.id));
      expect(row).toMatchObject({ status: 'open', userId: w.a.user.id, queueId: w.a.queue.id });
      const byAdmin = await call('PUT', `/tickets/${w.ticket.id}`, { token: w.a.admin.token, body: body(w) });
      expect(byAdmin.status).toBe(200);
    },
  );

  test('the holder and queue members of a pending ticket may move it', async () => {
    const w = await world();
    const colleague = await makeUser(w.a.company.id, { queueIds: [w.a.queue.id] });
    expect((await call('PUT', `/tickets/${w.ticket.id}`, { token: w.a.user.token, body: { status: 'pending' } })).status).toBe(200);
    const resolved = await call('PUT', `/tickets/${w.ticket.id}`, { token: colleague.token, body: { status: 'closed' } });
    expect(resolved.status).toBe(200);
    expect(resolved.body.status).toBe('closed');
    const reopened = await call('PUT', `/tickets/${w.ticket.id}`, { token: colleague.token, body: { status: 'open' } });
    expect(reopened.body).toMatchObject({ status: 'open', userId: colleague.id });
  });
});
