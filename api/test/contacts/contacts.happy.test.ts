import { describe, expect, test } from 'bun:test';
import { companies, db, eq, messages, ticketNotes, tickets, withTransaction } from '@zapdesk/db';
import { rooms } from '@zapdesk/core';
import { call, makeCompany, makeContact, makeMessage, makeTicket, makeUser } from '@zapdesk/testing';
import { contactRow, customFieldsOf, randomNumber, recordRealtime, setCreatedAt } from './helpers';

const { emitted } = recordRealtime();
const eventsOf = (companyId: number) => emitted.filter((e) => e.event === `company-${companyId}-contact`);

describe('contacts: happy paths', () => {
  test('create normalises the number, stores extra info and announces the contact', async () => {
    const { company, user } = await makeCompany();
    const res = await call('POST', '/contacts', {
      token: user.token,
      body: { name: '  Maria Souza ', number: '+55 (11) 98765-4321', email: 'Maria@Example.com', extraInfo: [{ name: 'CPF', value: '123' }], companyId: 999 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Maria Souza', number: '5511987654321', email: 'maria@example.com', companyId: company.id, profilePicUrl: '' });
    expect(res.body.extraInfo).toEqual([{ id: expect.any(Number), name: 'CPF', value: '123' }]);
    expect(typeof res.body.createdAt).toBe('string');
    const [ev] = eventsOf(company.id);
    expect(ev.rooms).toEqual([rooms.company(company.id)]);
    expect(ev.payload).toMatchObject({ action: 'create', contact: { id: res.body.id, number: '5511987654321' } });
  });

  test('an empty e-mail is accepted', async () => {
    const { user } = await makeCompany();
    const res = await call('POST', '/contacts', { token: user.token, body: { name: 'No mail', number: randomNumber(), email: '' } });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('');
    expect(res.body.extraInfo).toEqual([]);
  });

  test('the same number may exist in two companies', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const number = randomNumber();
    expect((await call('POST', '/contacts', { token: a.user.token, body: { name: 'Aa', number } })).status).toBe(200);
    expect((await call('POST', '/contacts', { token: b.user.token, body: { name: 'Bb', number } })).status).toBe(200);
  });

  test('show answers the contact with its extra info', async () => {
    const { user } = await makeCompany();
    const created = await call('POST', '/contacts', { token: user.token, body: { name: 'Shown', number: randomNumber(), extraInfo: [{ name: 'a', value: '1' }, { name: 'b', value: '2' }] } });
    const res = await call('GET', `/contacts/${created.body.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, name: 'Shown' });
    expect(res.body.extraInfo.map((f: any) => [f.name, f.value])).toEqual([['a', '1'], ['b', '2']]);
  });

  test('update applies only the sent fields and replaces extra info as a set', async () => {
    const { company, user } = await makeCompany();
    const created = await call('POST', '/contacts', {
      token: user.token,
      body: { name: 'Before', number: randomNumber(), email: 'b@x.co', extraInfo: [{ name: 'keep', value: '1' }, { name: 'drop', value: '2' }] },
    });
    const [keep] = created.body.extraInfo;
    const res = await call('PUT', `/contacts/${created.body.id}`, {
      token: user.token,
      body: { name: 'After', extraInfo: [{ id: keep.id, name: 'keep', value: 'changed' }, { name: 'new', value: '3' }, { id: 987654321, name: 'stranger id', value: '4' }], companyId: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'After', email: 'b@x.co', number: created.body.number, companyId: company.id });
    const fields = await customFieldsOf(created.body.id);
    expect(fields.map((f) => [f.name, f.value]).sort()).toEqual([['keep', 'changed'], ['new', '3'], ['stranger id', '4']]);
    expect(fields.find((f) => f.name === 'keep')!.id).toBe(keep.id);
    expect(res.body.extraInfo).toHaveLength(3);
    expect(eventsOf(company.id).at(-1)!.payload).toMatchObject({ action: 'update', contact: { id: created.body.id, name: 'After' } });

    const noExtra = await call('PUT', `/contacts/${created.body.id}`, { token: user.token, body: { email: '' } });
    expect(noExtra.body.extraInfo).toHaveLength(3);
    expect(noExtra.body.email).toBe('');
    const cleared = await call('PUT', `/contacts/${created.body.id}`, { token: user.token, body: { extraInfo: [] } });
    expect(cleared.body.extraInfo).toEqual([]);
    expect(await customFieldsOf(created.body.id)).toEqual([]);
  });

  test('update may change the number to a free one and keep its own', async () => {
    const { user } = await makeCompany();
    const c = await makeContact(user.companyId);
    expect((await call('PUT', `/contacts/${c.id}`, { token: user.token, body: { number: c.number } })).status).toBe(200);
    const next = randomNumber();
    const res = await call('PUT', `/contacts/${c.id}`, { token: user.token, body: { number: `+${next}` } });
    expect(res.status).toBe(200);
    expect((await contactRow(c.id)).number).toBe(next);
  });

  test('list pages by 20 ordered by name with count and hasMore', async () => {
    const { user, company } = await makeCompany();
    for (let i = 0; i < 25; i++) await makeContact(company.id, { name: `Person ${String(i).padStart(2, '0')}` });
    const p1 = await call('GET', '/contacts', { token: user.token });
    expect(p1.status).toBe(200);
    expect(p1.body.count).toBe(25);
    expect(p1.body.hasMore).toBe(true);
    expect(p1.body.contacts).toHaveLength(20);
    expect(p1.body.contacts[0].name).toBe('Person 00');
    const p2 = await call('GET', '/contacts', { token: user.token, query: { pageNumber: 2 } });
    expect(p2.body.contacts.map((c: any) => c.name)).toEqual(['Person 20', 'Person 21', 'Person 22', 'Person 23', 'Person 24']);
    expect(p2.body).toMatchObject({ count: 25, hasMore: false });
    const p3 = await call('GET', '/contacts/', { token: user.token, query: { pageNumber: 3 } });
    expect(p3.body).toEqual({ contacts: [], count: 25, hasMore: false });
  });

  test('search matches name, number and e-mail case-insensitively, paging the matches', async () => {
    const { user, company } = await makeCompany();
    for (let i = 0; i < 22; i++) await makeContact(company.id, { name: `ZeTa ${String(i).padStart(2, '0')}` });
    await makeContact(company.id, { name: 'Other', number: '5511955554444', email: 'ZETA.mail@x.co' });
    await makeContact(company.id, { name: 'By number', number: '5521977776666' });
    await makeContact(company.id, { name: 'Percent 100%' });
    const r = await call('GET', '/contacts', { token: user.token, query: { searchParam: 'zeta' } });
    expect(r.body.count).toBe(23);
    expect(r.body.hasMore).toBe(true);
    const r2 = await call('GET', '/contacts', { token: user.token, query: { searchParam: 'ZETA', pageNumber: 2 } });
    // 'Other' (matched by its e-mail) sorts first, so page 2 holds the last three.
    expect(r2.body.contacts.map((c: any) => c.name)).toEqual(['ZeTa 19', 'ZeTa 20', 'ZeTa 21']);
    expect(r2.body).toMatchObject({ count: 23, hasMore: false });
    const byNumber = await call('GET', '/contacts', { token: user.token, query: { searchParam: '77776' } });
    expect(byNumber.body.contacts.map((c: any) => c.name)).toEqual(['By number']);
    const typed = await call('GET', '/contacts', { token: user.token, query: { searchParam: '(21) 97777-6666' } });
    expect(typed.body.contacts.map((c: any) => c.name)).toEqual(['By number']);
    const pct = await call('GET', '/contacts', { token: user.token, query: { searchParam: '0%' } });
    expect(pct.body.contacts.map((c: any) => c.name)).toEqual(['Percent 100%']);
    const empty = await call('GET', '/contacts', { token: user.token, query: { searchParam: '' } });
    expect(empty.body.count).toBe(25);
  });

  test('date filters use local days of the company time zone', async () => {
    const { user, company } = await makeCompany();
    // America/Sao_Paulo is UTC-3: 02:00Z on the 10th is still the 9th there.
    const late9 = await makeContact(company.id, { name: 'late 9th' });
    const early10 = await makeContact(company.id, { name: 'early 10th' });
    const end11 = await makeContact(company.id, { name: 'end 11th' });
    const on12 = await makeContact(company.id, { name: 'on 12th' });
    await setCreatedAt(late9.id, new Date('2024-03-10T02:59:59Z'));
    await setCreatedAt(early10.id, new Date('2024-03-10T03:00:00Z'));
    await setCreatedAt(end11.id, new Date('2024-03-12T02:59:59Z'));
    await setCreatedAt(on12.id, new Date('2024-03-12T03:00:00Z'));
    const names = async (query: Record<string, string>) => (await call('GET', '/contacts', { token: user.token, query })).body.contacts.map((c: any) => c.name).sort();
    expect(await names({ date: '2024-03-09' })).toEqual(['late 9th']);
    expect(await names({ date: '2024-03-10' })).toEqual(['early 10th']);
    expect(await names({ dateStart: '2024-03-10', dateEnd: '2024-03-11' })).toEqual(['early 10th', 'end 11th']);
    expect(await names({ dateStart: '2024-03-11' })).toEqual(['end 11th', 'on 12th']);
    expect(await names({ dateEnd: '2024-03-09' })).toEqual(['late 9th']);
    expect(await names({ date: '' })).toHaveLength(4);

    await withTransaction((tx) => tx.update(companies).set({ timezone: 'Asia/Tokyo' }).where(eq(companies.id, company.id)));
    // Tokyo is UTC+9: 02:59Z and 03:00Z on the 10th are both the 10th there.
    expect(await names({ date: '2024-03-10' })).toEqual(['early 10th', 'late 9th']);
    expect(await names({ date: '2024-03-12' })).toEqual(['end 11th', 'on 12th']);
    const withCount = await call('GET', '/contacts', { token: user.token, query: { date: '2024-03-12', searchParam: 'end' } });
    expect(withCount.body).toMatchObject({ count: 1, hasMore: false });
  });

  test('/contacts/list answers id, name and number, filtered by name, at most 50', async () => {
    const { user, company } = await makeCompany();
    for (let i = 0; i < 55; i++) await makeContact(company.id, { name: `Pick ${String(i).padStart(2, '0')}` });
    await makeContact(company.id, { name: 'Joana', number: '5511900001111' });
    const all = await call('GET', '/contacts/list', { token: user.token });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(50);
    expect(Object.keys(all.body[0]).sort()).toEqual(['id', 'name', 'number']);
    const jo = await call('GET', '/contacts/list/', { token: user.token, query: { name: 'JOA' } });
    expect(jo.body).toEqual([{ id: expect.any(Number), name: 'Joana', number: '5511900001111' }]);
  });

  test.each(['admin', 'supervisor'] as const)('%s deletes a contact with its tickets, messages and notes', async (profile) => {
    const { company, queue, user } = await makeCompany();
    const actor = await makeUser(company.id, { profile });
    const c = await makeContact(company.id);
    const t = await makeTicket(company.id, { contactId: c.id, status: 'open', queueId: queue.id, userId: user.id });
    await makeMessage(t, { body: 'hello' });
    await withTransaction((tx) => tx.insert(ticketNotes).values({ companyId: company.id, contactId: c.id, ticketId: t.id, note: 'a note', userId: user.id }));
    const res = await call('DELETE', `/contacts/${c.id}`, { token: actor.token });
    expect(res.status).toBe(200);
    expect(await contactRow(c.id)).toBeUndefined();
    expect(await db().select().from(tickets).where(eq(tickets.id, t.id))).toEqual([]);
    expect(await db().select().from(messages).where(eq(messages.ticketId, t.id))).toEqual([]);
    expect(await db().select().from(ticketNotes).where(eq(ticketNotes.contactId, c.id))).toEqual([]);
    expect(eventsOf(company.id).at(-1)!.payload).toEqual({ action: 'delete', contactId: c.id });
    const ticketEvent = emitted.find((e) => e.event === `company-${company.id}-ticket` && e.payload.ticketId === t.id)!;
    expect(ticketEvent.payload).toEqual({ action: 'delete', ticketId: t.id });
    expect(ticketEvent.rooms).toContain(rooms.queue(company.id, queue.id));
    expect((await call('GET', `/contacts/${c.id}`, { token: actor.token })).status).toBe(404);
  });
});
