import { describe, expect, test } from 'bun:test';
import { count, db, eq, ticketNotes } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, makeQueue, makeTicket, makeUser, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';

async function world() {
  const a = await makeCompany();
  const contact = await makeContact(a.company.id);
  const ticket = await makeTicket(a.company.id, { contactId: contact.id, status: 'open', userId: a.user.id });
  const note = await call('POST', '/ticket-notes', { token: a.user.token, body: { note: 'private', contactId: contact.id, ticketId: ticket.id } });
  expect(note.status).toBe(200);
  return { ...a, contact, ticket, noteId: note.body.id as number };
}
type World = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/ticket-notes/list', query: (w) => ({ contactId: w.contact.id }), role: 'user', otherCompany: 'ERR_NO_CONTACT_FOUND' },
  { method: 'POST', path: '/ticket-notes', body: (w) => ({ note: 'intrusion', contactId: w.contact.id }), role: 'user', otherCompany: 'ERR_NO_CONTACT_FOUND' },
  { method: 'DELETE', path: '/ticket-notes/:id', role: 'user', otherCompany: 'ERR_NO_NOTE_FOUND' },
];
const noteRow = async (id: number) => (await db().select().from(ticketNotes).where(eq(ticketNotes.id, id)))[0];

describe('ticket notes: security', () => {
  runSecurityTable({
    world,
    params: (w) => ({ id: w.noteId }),
    // Every note of every company: a refused note is written nowhere.
    unchanged: async (w) => [await noteRow(w.noteId), (await db().select({ n: count() }).from(ticketNotes))[0].n],
    routes,
  });

  test("a note on one's own contact naming another company's ticket answers 404 ERR_NO_TICKET_FOUND and is not written", async () => {
    const w = await world();
    const b = await makeCompany();
    const ownContact = await makeContact(b.company.id);
    const res = await call('POST', '/ticket-notes', { token: b.admin.token, body: { note: 'cross', contactId: ownContact.id, ticketId: w.ticket.id } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_TICKET_FOUND');
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
