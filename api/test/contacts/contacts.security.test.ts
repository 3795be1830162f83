import { describe, expect, test } from 'bun:test';
import { call, makeCompany, makeContact, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { contactRow, contactsOf, customFieldsOf, randomNumber } from './helpers';

async function world() {
  const t = await makeCompany();
  return { ...t, contact: await makeContact(t.company.id, { name: 'Private' }) };
}
const routes: SecuredRoute<Awaited<ReturnType<typeof world>>>[] = [
  { method: 'GET', path: '/contacts', role: 'user' },
  { method: 'GET', path: '/contacts/list', role: 'user' },
  { method: 'GET', path: '/contacts/export', role: 'user' },
  { method: 'GET', path: '/contacts/:id', role: 'user', otherCompany: 'ERR_NO_CONTACT_FOUND' },
  { method: 'POST', path: '/contacts', body: () => ({ name: 'Nobody', number: randomNumber() }), role: 'user' },
  { method: 'PUT', path: '/contacts/:id', body: () => ({ name: 'Hijacked', number: randomNumber(), extraInfo: [{ name: 'x', value: 'y' }] }), role: 'user', otherCompany: 'ERR_NO_CONTACT_FOUND' },
  { method: 'DELETE', path: '/contacts/:id', role: 'supervisor', otherCompany: 'ERR_NO_CONTACT_FOUND' },
  { method: 'POST', path: '/contacts/upload', body: () => [{ name: 'Nobody', number: randomNumber() }], role: 'user' },
];

describe('contacts: security', () => {
  runSecurityTable({
    world,
    params: (w) => ({ id: w.contact.id }),
    unchanged: async (w) => [await contactRow(w.contact.id), await customFieldsOf(w.contact.id), await contactsOf(w.company.id)],
    routes,
  });

  test("lists, pickers, search and export never show another company's contacts", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    await makeContact(a.company.id, { name: 'Secret Alpha', email: 'alpha@secret.co' });
    const mine = await makeContact(b.company.id, { name: 'Mine Beta' });
    const list = await call('GET', '/contacts', { token: b.user.token, query: { searchParam: 'alpha' } });
    expect(list.body).toEqual({ contacts: [], count: 0, hasMore: false });
    const all = await call('GET', '/contacts', { token: b.user.token });
    expect(all.body.contacts.map((c: any) => c.id)).toEqual([mine.id]);
    const picker = await call('GET', '/contacts/list', { token: b.user.token, query: { name: 'Secret' } });
    expect(picker.body).toEqual([]);
    const csv = await call('GET', '/contacts/export', { token: b.user.token });
    expect(csv.body).not.toContain('Secret Alpha');
    expect(csv.body).toContain('Mine Beta');
  });

  test('a companyId sent by the client never chooses the company', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const res = await call('POST', '/contacts', { token: b.user.token, body: { name: 'Placed', number: randomNumber(), companyId: a.company.id } });
    expect(res.body.companyId).toBe(b.company.id);
    const up = await call('POST', '/contacts/upload', { token: b.user.token, body: [{ name: 'Uploaded', number: randomNumber(), companyId: a.company.id }] });
    expect(up.body.newContacts[0].companyId).toBe(b.company.id);
    expect(await contactsOf(a.company.id)).toBe(0);
  });

  test('an upload does not reveal which numbers another company holds', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const theirs = await makeContact(a.company.id);
    const res = await call('POST', '/contacts/upload', { token: b.user.token, body: [{ name: 'Same', number: theirs.number }] });
    expect(res.body.errorBag).toEqual([]);
    expect(res.body.newContacts).toHaveLength(1);
  });
});
