import { describe, expect, test } from 'bun:test';
import { db, eq, ticketNotes, users, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeContact, makeTicket, makeUser } from '@zapdesk/testing';

const notesOf = (contactId: number) => db().select().from(ticketNotes).where(eq(ticketNotes.contactId, contactId));

describe('ticket notes: happy paths', () => {
  test('a note on a contact and one on its ticket are listed newest first with their author', async () => {
    const { company, user } = await makeCompany();
    const contact = await makeContact(company.id);
    const ticket = await makeTicket(company.id, { contactId: contact.id, status: 'open', userId: user.id });
    const first = await call('POST', '/ticket-notes', { token: user.token, body: { note: '  first note  ', contactId: contact.id, userId: 999, companyId: 999 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ note: 'first note', contactId: contact.id, ticketId: null, userId: user.id, companyId: company.id, user: { id: user.id, name: 'Attendant' } });
    await withTransaction((tx) => tx.update(ticketNotes).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(ticketNotes.id, first.body.id)));
    const second = await call('POST', '/ticket-notes', { token: user.token, body: { note: 'on the ticket', contactId: contact.id, ticketId: ticket.id } });
    expect(second.body).toMatchObject({ ticketId: ticket.id, user: { id: user.id, name: 'Attendant' } });
    expect(typeof second.body.createdAt).toBe('string');

    const all = await call('GET', '/ticket-notes/list', { token: user.token, query: { contactId: contact.id } });
    expect(all.status).toBe(200);
    expect(all.body.map((n: any) => n.note)).toEqual(['on the ticket', 'first note']);
    const ofTicket = await call('GET', '/ticket-notes/list', { token: user.token, query: { contactId: contact.id, ticketId: ticket.id } });
    expect(ofTicket.body.map((n: any) => n.id)).toEqual([second.body.id]);
  });

  test('a contact without notes lists an empty array', async () => {
    const { company, user } = await makeCompany();
    const contact = await makeContact(company.id);
    const res = await call('GET', '/ticket-notes/list', { token: user.token, query: { contactId: contact.id } });
    expect(res.body).toEqual([]);
  });

  test('a note keeps existing when its author is deleted, with user null', async () => {
    const { company } = await makeCompany();
    const author = await makeUser(company.id);
    const reader = await makeUser(company.id);
    const contact = await makeContact(company.id);
    await call('POST', '/ticket-notes', { token: author.token, body: { note: 'orphan', contactId: contact.id } });
    await withTransaction((tx) => tx.delete(users).where(eq(users.id, author.id)));
    const res = await call('GET', '/ticket-notes/list', { token: reader.token, query: { contactId: contact.id } });
    expect(res.body).toHaveLength(1);
    expect(res.body[0].user).toBeNull();
  });

  test('the author deletes their own note', async () => {
    const { company, user } = await makeCompany();
    const contact = await makeContact(company.id);
    const note = await call('POST', '/ticket-notes', { token: user.token, body: { note: 'mine', contactId: contact.id } });
    const res = await call('DELETE', `/ticket-notes/${note.body.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(await notesOf(contact.id)).toEqual([]);
  });

  test("an admin deletes someone else's note", async () => {
    const { company, user, admin } = await makeCompany();
    const contact = await makeContact(company.id);
    const note = await call('POST', '/ticket-notes', { token: user.token, body: { note: 'theirs', contactId: contact.id } });
    expect((await call('DELETE', `/ticket-notes/${note.body.id}`, { token: admin.token })).status).toBe(200);
    expect(await notesOf(contact.id)).toEqual([]);
  });
});
