import { describe, expect, test } from 'bun:test';
import { count, db, eq, ticketNotes } from '@zapdesk/db';
import { call, makeCompany, makeContact, makeTicket } from '@zapdesk/testing';

const notesIn = async (companyId: number) => Number((await db().select({ n: count() }).from(ticketNotes).where(eq(ticketNotes.companyId, companyId)))[0].n);

describe('ticket notes: bad input', () => {
  test.each([
    ['no body', () => undefined],
    ['malformed JSON', () => '{"note":'],
    ['missing note', (c: number) => ({ contactId: c })],
    ['a one-letter note', (c: number) => ({ note: 'a', contactId: c })],
    ['a blank note', (c: number) => ({ note: '    ', contactId: c })],
    ['a note over 5000 characters', (c: number) => ({ note: 'x'.repeat(5001), contactId: c })],
    ['a note of the wrong type', (c: number) => ({ note: ['ab'], contactId: c })],
    ['missing contactId', () => ({ note: 'hello' })],
    ['contactId as text', (c: number) => ({ note: 'hello', contactId: String(c) })],
    ['contactId zero', () => ({ note: 'hello', contactId: 0 })],
    ['ticketId negative', (c: number) => ({ note: 'hello', contactId: c, ticketId: -3 })],
  ])('POST /ticket-notes with %s answers 400 and writes nothing', async (_name, body) => {
    const { company, user } = await makeCompany();
    const contact = await makeContact(company.id);
    const res = await call('POST', '/ticket-notes', { token: user.token, body: body(contact.id) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await notesIn(company.id)).toBe(0);
  });

  test('a note may hold exactly 5000 characters', async () => {
    const { company, user } = await makeCompany();
    const contact = await makeContact(company.id);
    expect((await call('POST', '/ticket-notes', { token: user.token, body: { note: 'x'.repeat(5000), contactId: contact.id } })).status).toBe(200);
  });

  test('a missing contact answers 404 ERR_NO_CONTACT_FOUND', async () => {
    const { company, user } = await makeCompany();
    const res = await call('POST', '/ticket-notes', { token: user.token, body: { note: 'hello', contactId: 2147480000 } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_CONTACT_FOUND');
    expect(await notesIn(company.id)).toBe(0);
  });

  test("a ticket of another contact answers 404 ERR_NO_TICKET_FOUND and writes nothing", async () => {
    const { company, user } = await makeCompany();
    const contact = await makeContact(company.id);
    const other = await makeContact(company.id);
    const ticket = await makeTicket(company.id, { contactId: other.id, status: 'open' });
    const res = await call('POST', '/ticket-notes', { token: user.token, body: { note: 'hello', contactId: contact.id, ticketId: ticket.id } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_TICKET_FOUND');
    const missing = await call('POST', '/ticket-notes', { token: user.token, body: { note: 'hello', contactId: contact.id, ticketId: 2147480000 } });
    expect(missing.status).toBe(404);
    expect(await notesIn(company.id)).toBe(0);
  });

  test.each([
    ['no contactId', {}],
    ['contactId text', { contactId: 'abc' }],
    ['ticketId text', { contactId: '1', ticketId: 'x' }],
  ])('GET /ticket-notes/list with %s answers 400', async (_name, query) => {
    const { user } = await makeCompany();
    const res = await call('GET', '/ticket-notes/list', { token: user.token, query });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test('listing the notes of a missing contact answers 404', async () => {
    const { user } = await makeCompany();
    const res = await call('GET', '/ticket-notes/list', { token: user.token, query: { contactId: 2147480000 } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_CONTACT_FOUND');
  });

  test('deleting with a bad or missing id answers 400 or 404', async () => {
    const { admin } = await makeCompany();
    expect((await call('DELETE', '/ticket-notes/abc', { token: admin.token })).status).toBe(400);
    const res = await call('DELETE', '/ticket-notes/2147480000', { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_NOTE_FOUND');
  });
});
