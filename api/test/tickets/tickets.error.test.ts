import { describe, expect, test } from 'bun:test';
import { count, db, eq, tickets } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeTicket } from '@zapdesk/testing';

const ticketCount = async (companyId: number) => (await db().select({ n: count() }).from(tickets).where(eq(tickets.companyId, companyId)))[0].n;

describe('tickets: bad input', () => {
  test.each([
    ['no body', undefined],
    ['malformed JSON', '{"contactId":'],
    ['missing contactId', { queueId: 1 }],
    ['string contactId', { contactId: 'abc' }],
    ['negative contactId', { contactId: -4 }],
    ['bad status', { contactId: 1, status: 'archived' }],
  ])('POST /tickets with %s answers 400 and writes nothing', async (_n, body) => {
    const { admin, company } = await makeCompany();
    const res = await call('POST', '/tickets', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await ticketCount(company.id)).toBe(0);
  });

  test('a non-admin must choose a queue', async () => {
    const { user, company } = await makeCompany();
    await makeConnection(company.id);
    const contact = await makeContact(company.id);
    const res = await call('POST', '/tickets', { token: user.token, body: { contactId: contact.id } });
    expect(res.status).toBe(400);
    expect(res.body.fields.queueId).toBeDefined();
  });

  test('no connection at all answers ERR_NO_DEF_WAPP_FOUND', async () => {
    const { admin, company } = await makeCompany();
    const contact = await makeContact(company.id);
    const res = await call('POST', '/tickets', { token: admin.token, body: { contactId: contact.id } });
    expect(res.body.error).toBe('ERR_NO_DEF_WAPP_FOUND');
  });

  test('ERR_OTHER_OPEN_TICKET names the holding user and queue', async () => {
    const { admin, user, queue, company } = await makeCompany();
    const conn = await makeConnection(company.id);
    const contact = await makeContact(company.id);
    await makeTicket(company.id, { contactId: contact.id, whatsappId: conn.id, status: 'open', userId: user.id, queueId: queue.id });
    const res = await call('POST', '/tickets', { token: admin.token, body: { contactId: contact.id } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_OTHER_OPEN_TICKET');
    expect(res.body.ticket.user).toMatchObject({ id: user.id, name: 'Attendant' });
    expect(res.body.ticket.queue).toMatchObject({ id: queue.id, name: queue.name });
  });

  test('reopening while another ticket is open for the contact answers ERR_OTHER_OPEN_TICKET', async () => {
    const { admin, company } = await makeCompany();
    const conn = await makeConnection(company.id);
    const contact = await makeContact(company.id);
    const old = await makeTicket(company.id, { contactId: contact.id, whatsappId: conn.id, status: 'closed' });
    await makeTicket(company.id, { contactId: contact.id, whatsappId: conn.id, status: 'pending' });
    const res = await call('PUT', `/tickets/${old.id}`, { token: admin.token, body: { status: 'open' } });
    expect(res.body.error).toBe('ERR_OTHER_OPEN_TICKET');
    expect((await db().select().from(tickets).where(eq(tickets.id, old.id)))[0].status).toBe('closed');
  });

  test.each([
    ['bad status', { status: 'gone' }],
    ['string user', { userId: 'x' }],
    ['non-boolean useIntegration', { useIntegration: 'yes' }],
  ])('PUT /tickets/:id with %s answers 400', async (_n, body) => {
    const { admin, company } = await makeCompany();
    const conn = await makeConnection(company.id);
    const t = await makeTicket(company.id, { whatsappId: conn.id });
    const res = await call('PUT', `/tickets/${t.id}`, { token: admin.token, body });
    expect(res.status).toBe(400);
  });

  test('transfer to a queue or user of another company answers 404 and changes nothing', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const conn = await makeConnection(a.company.id);
    const t = await makeTicket(a.company.id, { whatsappId: conn.id, status: 'open', userId: a.admin.id });
    expect((await call('PUT', `/tickets/${t.id}`, { token: a.admin.token, body: { queueId: b.queue.id } })).body.error).toBe('ERR_NO_QUEUE_FOUND');
    expect((await call('PUT', `/tickets/${t.id}`, { token: a.admin.token, body: { userId: b.user.id } })).body.error).toBe('ERR_NO_USER_FOUND');
    const [row] = await db().select().from(tickets).where(eq(tickets.id, t.id));
    expect(row).toMatchObject({ queueId: null, userId: a.admin.id });
  });

  test.each([
    ['queueIds not JSON', { queueIds: '[1,' }],
    ['tags of strings', { tags: '["a"]' }],
    ['bad status', { status: 'x' }],
    ['bad page', { pageNumber: '-1' }],
    ['bad date', { date: 'yesterday' }],
    ['bad boolean', { showAll: 'maybe' }],
  ])('GET /tickets with %s answers 400', async (_n, query) => {
    const { admin } = await makeCompany();
    const res = await call('GET', '/tickets', { token: admin.token, query });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test('search with LIKE and FTS metacharacters does not fail', async () => {
    const { admin } = await makeCompany();
    for (const q of ['%', '_', '"', "'; drop table tickets; --", 'a"b', '\\', 'NEAR(', '*']) {
      const res = await call('GET', '/tickets', { token: admin.token, query: { searchParam: q } });
      expect(res.status).toBe(200);
    }
  });
});
