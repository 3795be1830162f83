import { describe, expect, test } from 'bun:test';
import { db, eq, ticketNotes } from '@zapdesk/db';
import { call, expiredTokenFor, forgedTokenFor, makeCompany, makeConnection, makeContact, makeQueue, makeTicket, makeUser } from '@zapdesk/testing';

// Every row has three cells: bun reads a callback parameter beyond the row's cells as a done callback.
const everyRoute: [string, string, unknown][] = [
  ['GET', '/ticket-notes/list?contactId=1', undefined],
  ['POST', '/ticket-notes', { note: 'hello', contactId: 1 }],
  ['DELETE', '/ticket-notes/1', undefined],
];
const noteRow = async (id: number) => (await db().select().from(ticketNotes).where(eq(ticketNotes.id, id)))[0];

describe('ticket notes: security', () => {
  test.each(everyRoute)('%s %s without a token answers 403 ERR_SESSION_EXPIRED', async (method, path, body) => {
    const res = await call(method, path, { body });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each(everyRoute)('%s %s with an expired token answers 403 ERR_SESSION_EXPIRED', async (method, path, body) => {
    const { admin } = await makeCompany();
    const res = await call(method, path, { token: await expiredTokenFor(admin), body });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each(everyRoute)('%s %s with a forged token answers 403 ERR_SESSION_EXPIRED', async (method, path, body) => {
    const { admin } = await makeCompany();
    const res = await call(method, path, { token: await forgedTokenFor(admin), body });
    expect(res.status).toBe(403);
  });

  test("another company's contact, ticket and note answer 404 and nothing changes", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const contact = await makeContact(a.company.id);
    const ticket = await makeTicket(a.company.id, { contactId: contact.id, status: 'open', userId: a.user.id });
    const note = await call('POST', '/ticket-notes', { token: a.user.token, body: { note: 'private', contactId: contact.id, ticketId: ticket.id } });
    expect(note.status).toBe(200);

    const list = await call('GET', '/ticket-notes/list', { token: b.admin.token, query: { contactId: contact.id } });
    expect(list.status).toBe(404);
    expect(list.body.error).toBe('ERR_NO_CONTACT_FOUND');
    const create = await call('POST', '/ticket-notes', { token: b.admin.token, body: { note: 'intrusion', contactId: contact.id } });
    expect(create.status).toBe(404);
    expect(create.body.error).toBe('ERR_NO_CONTACT_FOUND');
    const del = await call('DELETE', `/ticket-notes/${note.body.id}`, { token: b.admin.token });
    expect(del.status).toBe(404);
    expect(del.body.error).toBe('ERR_NO_NOTE_FOUND');
    expect(await noteRow(note.body.id)).toBeDefined();

    const ownContact = await makeContact(b.company.id);
    const foreignTicket = await call('POST', '/ticket-notes', { token: b.admin.token, body: { note: 'cross', contactId: ownContact.id, ticketId: ticket.id } });
    expect(foreignTicket.status).toBe(404);
    expect(foreignTicket.body.error).toBe('ERR_NO_TICKET_FOUND');
    expect(await db().select().from(ticketNotes).where(eq(ticketNotes.companyId, b.company.id))).toEqual([]);
  });

  test("notes follow their ticket's visibility: a user outside its queue neither reads nor adds them", async () => {
    const { company, user, admin } = await makeCompany();
    const sales = await makeQueue(company.id, { name: 'Sales' });
    const seller = await makeUser(company.id, { queueIds: [sales.id] });
    const conn = await makeConnection(company.id);
    const contact = await makeContact(company.id);
    const hidden = await makeTicket(company.id, { contactId: contact.id, whatsappId: conn.id, status: 'open', userId: seller.id, queueId: sales.id });
    const onTicket = await call('POST', '/ticket-notes', { token: seller.token, body: { note: 'sales only', contactId: contact.id, ticketId: hidden.id } });
    expect(onTicket.status).toBe(200);
    const onContact = await call('POST', '/ticket-notes', { token: seller.token, body: { note: 'about the contact', contactId: contact.id } });
    expect(onContact.status).toBe(200);

    const read = await call('GET', '/ticket-notes/list', { token: user.token, query: { contactId: contact.id, ticketId: hidden.id } });
    expect(read.status).toBe(403);
    expect(read.body.error).toBe('ERR_NO_PERMISSION');
    const add = await call('POST', '/ticket-notes', { token: user.token, body: { note: 'sneaky', contactId: contact.id, ticketId: hidden.id } });
    expect(add.status).toBe(403);
    expect(add.body.error).toBe('ERR_NO_PERMISSION');
    const viaContact = await call('GET', '/ticket-notes/list', { token: user.token, query: { contactId: contact.id } });
    expect(viaContact.body.map((n: any) => n.note)).toEqual(['about the contact']);

    const byAdmin = await call('GET', '/ticket-notes/list', { token: admin.token, query: { contactId: contact.id } });
    expect(byAdmin.body.map((n: any) => n.note).sort()).toEqual(['about the contact', 'sales only']);
    const bySeller = await call('GET', '/ticket-notes/list', { token: seller.token, query: { contactId: contact.id, ticketId: hidden.id } });
    expect(bySeller.body.map((n: any) => n.note)).toEqual(['sales only']);
    expect((await db().select().from(ticketNotes).where(eq(ticketNotes.contactId, contact.id))).length).toBe(2);
  });

  test.each(['user', 'supervisor'] as const)("a %s who is not the author may not delete a note", async (profile) => {
    const { company, user } = await makeCompany();
    const other = await makeUser(company.id, { profile });
    const contact = await makeContact(company.id);
    const note = await call('POST', '/ticket-notes', { token: user.token, body: { note: 'not yours', contactId: contact.id } });
    const res = await call('DELETE', `/ticket-notes/${note.body.id}`, { token: other.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    expect(await noteRow(note.body.id)).toBeDefined();
  });
});
