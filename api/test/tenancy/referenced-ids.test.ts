// Ids referenced in request bodies belong to the caller's company: another company's prompt, integration,
// queue, connection, user, contact, ticket or tag answers its kind's 404 code and nothing is written.
import { describe, expect, test } from 'bun:test';
import { db, eq, prompts, queueIntegrations, queues, tags, ticketNotes, tickets, users, whatsapps, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeTicket } from '@zapdesk/testing';

const uid = () => crypto.randomUUID().slice(0, 8);

/** A company with one of everything a body can reference. */
async function tenant() {
  const t = await makeCompany();
  const conn = await makeConnection(t.company.id);
  const contact = await makeContact(t.company.id);
  const ticket = await makeTicket(t.company.id, { contactId: contact.id, whatsappId: conn.id, status: 'open', userId: t.admin.id, queueId: t.queue.id });
  const [prompt] = await withTransaction((tx) => tx.insert(prompts).values({ companyId: t.company.id, name: `Prompt ${uid()}`, prompt: 'x'.repeat(60), apiKey: 'sk-test', queueId: t.queue.id }).returning());
  const [integration] = await withTransaction((tx) => tx.insert(queueIntegrations).values({ companyId: t.company.id, type: 'webhook', name: `Hook ${uid()}` }).returning());
  const [tag] = await withTransaction((tx) => tx.insert(tags).values({ companyId: t.company.id, name: `Tag ${uid()}`, color: '#112233' }).returning());
  return { ...t, conn, contact, ticket, prompt, integration, tag };
}
type Tenant = Awaited<ReturnType<typeof tenant>>;

const row = async <T extends typeof tickets | typeof queues | typeof whatsapps | typeof users>(table: T, id: number) => (await db().select().from(table as typeof tickets).where(eq((table as typeof tickets).id, id)))[0];

/** [route, what it references, method, path, body (mine, theirs), expected code, what must stay as it was]. */
type Case = [string, string, string, (me: Tenant) => string, (me: Tenant, them: Tenant) => unknown, string, (me: Tenant) => Promise<unknown>];
const cases: Case[] = [
  ['PUT /tickets/:id', 'promptId', 'PUT', (m) => `/tickets/${m.ticket.id}`, (_m, t) => ({ promptId: t.prompt.id }), 'ERR_NO_PROMPT_FOUND', (m) => row(tickets, m.ticket.id)],
  ['PUT /tickets/:id', 'integrationId', 'PUT', (m) => `/tickets/${m.ticket.id}`, (_m, t) => ({ integrationId: t.integration.id, useIntegration: true }), 'ERR_NO_INTEGRATION_FOUND', (m) => row(tickets, m.ticket.id)],
  ['PUT /tickets/:id', 'queueId', 'PUT', (m) => `/tickets/${m.ticket.id}`, (_m, t) => ({ queueId: t.queue.id }), 'ERR_NO_QUEUE_FOUND', (m) => row(tickets, m.ticket.id)],
  ['PUT /tickets/:id', 'userId', 'PUT', (m) => `/tickets/${m.ticket.id}`, (m, t) => ({ userId: t.user.id, queueId: m.queue.id }), 'ERR_NO_USER_FOUND', (m) => row(tickets, m.ticket.id)],
  ['PUT /tickets/:id', 'whatsappId', 'PUT', (m) => `/tickets/${m.ticket.id}`, (_m, t) => ({ whatsappId: t.conn.id }), 'ERR_NO_WAPP_FOUND', (m) => row(tickets, m.ticket.id)],
  ['POST /tickets', 'contactId', 'POST', () => '/tickets', (_m, t) => ({ contactId: t.contact.id }), 'ERR_NO_CONTACT_FOUND', async (m) => (await db().select().from(tickets).where(eq(tickets.companyId, m.company.id))).length],
  ['POST /tickets', 'queueId', 'POST', () => '/tickets', (m, t) => ({ contactId: m.contact.id, queueId: t.queue.id }), 'ERR_NO_QUEUE_FOUND', async (m) => (await db().select().from(tickets).where(eq(tickets.companyId, m.company.id))).length],
  ['POST /tickets', 'whatsappId', 'POST', () => '/tickets', (m, t) => ({ contactId: m.contact.id, whatsappId: t.conn.id }), 'ERR_NO_WAPP_FOUND', async (m) => (await db().select().from(tickets).where(eq(tickets.companyId, m.company.id))).length],
  ['PUT /queue/:id', 'promptId', 'PUT', (m) => `/queue/${m.queue.id}`, (_m, t) => ({ promptId: t.prompt.id }), 'ERR_NO_PROMPT_FOUND', (m) => row(queues, m.queue.id)],
  ['PUT /queue/:id', 'integrationId', 'PUT', (m) => `/queue/${m.queue.id}`, (_m, t) => ({ integrationId: t.integration.id }), 'ERR_NO_INTEGRATION_FOUND', (m) => row(queues, m.queue.id)],
  ['POST /queue', 'promptId', 'POST', () => '/queue', (_m, t) => ({ name: `Q ${uid()}`, color: `#${uid().slice(0, 6)}`, promptId: t.prompt.id }), 'ERR_NO_PROMPT_FOUND', async (m) => (await db().select().from(queues).where(eq(queues.companyId, m.company.id))).length],
  ['PUT /whatsapp/:id', 'promptId', 'PUT', (m) => `/whatsapp/${m.conn.id}`, (_m, t) => ({ promptId: t.prompt.id }), 'ERR_NO_PROMPT_FOUND', (m) => row(whatsapps, m.conn.id)],
  ['PUT /whatsapp/:id', 'integrationId', 'PUT', (m) => `/whatsapp/${m.conn.id}`, (_m, t) => ({ integrationId: t.integration.id }), 'ERR_NO_INTEGRATION_FOUND', (m) => row(whatsapps, m.conn.id)],
  ['PUT /whatsapp/:id', 'queueIds', 'PUT', (m) => `/whatsapp/${m.conn.id}`, (m, t) => ({ queueIds: [m.queue.id, t.queue.id], greetingMessage: 'Hi' }), 'ERR_NO_QUEUE_FOUND', (m) => row(whatsapps, m.conn.id)],
  ['PUT /whatsapp/:id', 'transferQueueId', 'PUT', (m) => `/whatsapp/${m.conn.id}`, (_m, t) => ({ transferQueueId: t.queue.id, timeToTransfer: 5 }), 'ERR_NO_QUEUE_FOUND', (m) => row(whatsapps, m.conn.id)],
  ['PUT /users/:id', 'queueIds', 'PUT', (m) => `/users/${m.user.id}`, (_m, t) => ({ queueIds: [t.queue.id] }), 'ERR_NO_QUEUE_FOUND', (m) => row(users, m.user.id)],
  ['PUT /users/:id', 'whatsappId', 'PUT', (m) => `/users/${m.user.id}`, (_m, t) => ({ whatsappId: t.conn.id }), 'ERR_NO_WAPP_FOUND', (m) => row(users, m.user.id)],
  ['POST /users', 'queueIds', 'POST', () => '/users', (_m, t) => ({ name: 'New One', email: `n-${uid()}@test.local`, password: 'secret1', queueIds: [t.queue.id] }), 'ERR_NO_QUEUE_FOUND', async (m) => (await db().select().from(users).where(eq(users.companyId, m.company.id))).length],
  ['POST /ticket-notes', 'ticketId', 'POST', () => '/ticket-notes', (m, t) => ({ note: 'cross', contactId: m.contact.id, ticketId: t.ticket.id }), 'ERR_NO_TICKET_FOUND', async (m) => (await db().select().from(ticketNotes).where(eq(ticketNotes.companyId, m.company.id))).length],
  ['POST /ticket-notes', 'contactId', 'POST', () => '/ticket-notes', (_m, t) => ({ note: 'cross', contactId: t.contact.id }), 'ERR_NO_CONTACT_FOUND', async (m) => (await db().select().from(ticketNotes).where(eq(ticketNotes.companyId, m.company.id))).length],
  ['POST /tags/sync', 'tags', 'POST', () => '/tags/sync', (m, t) => ({ ticketId: m.ticket.id, tags: [{ id: t.tag.id }] }), 'ERR_NO_TAG_FOUND', async (m) => (await call('GET', `/tickets/${m.ticket.id}`, { token: m.admin.token })).body.tags],
  ['POST /tags/sync', 'ticketId', 'POST', () => '/tags/sync', (m, t) => ({ ticketId: t.ticket.id, tags: [{ id: m.tag.id }] }), 'ERR_NO_TICKET_FOUND', async (m) => (await call('GET', `/tickets/${m.ticket.id}`, { token: m.admin.token })).body.tags],
  ['PUT /ticket-tags/:ticketId/:tagId', 'tagId', 'PUT', (m) => `/ticket-tags/${m.ticket.id}/0`, () => undefined, 'ERR_NO_TAG_FOUND', async (m) => (await call('GET', `/tickets/${m.ticket.id}`, { token: m.admin.token })).body.tags],
];

describe("ids referenced in bodies belong to the caller's company", () => {
  test.each(cases)('%s with another company’s %s answers 404 and writes nothing', async (_route, _field, method, path, body, code, state) => {
    const [me, them] = await Promise.all([tenant(), tenant()]);
    const before = await state(me);
    let url = path(me);
    if (url.endsWith('/0')) url = url.replace(/\/0$/, `/${them.tag.id}`);
    const res = await call(method, url, { token: me.admin.token, body: body(me, them) });
    expect({ status: res.status, error: res.body?.error }).toEqual({ status: 404, error: code });
    expect(await state(me)).toEqual(before);
  });
});
