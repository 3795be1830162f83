import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, forgedTokenFor, makeCompany, makeContact, makeUser } from '@zapdesk/testing';
import { contactRow, contactsOf, customFieldsOf, randomNumber } from './helpers';

// Every row has three cells: bun reads a callback parameter beyond the row's cells as a done callback.
const everyRoute: [string, string, unknown][] = [
  ['GET', '/contacts', undefined],
  ['GET', '/contacts/list', undefined],
  ['GET', '/contacts/export', undefined],
  ['GET', '/contacts/1', undefined],
  ['POST', '/contacts', { name: 'Nobody', number: '5511999990000' }],
  ['PUT', '/contacts/1', { name: 'Nobody' }],
  ['DELETE', '/contacts/1', undefined],
  ['POST', '/contacts/upload', [{ name: 'Nobody', number: '5511999990000' }]],
];

describe('contacts: security', () => {
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
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each([
    ['GET', undefined],
    ['PUT', { name: 'Hijacked', number: randomNumber(), extraInfo: [{ name: 'x', value: 'y' }] }],
    ['DELETE', undefined],
  ])("%s of another company's contact answers 404 ERR_NO_CONTACT_FOUND and changes nothing", async (method, body) => {
    const a = await makeCompany();
    const b = await makeCompany();
    const c = await makeContact(a.company.id, { name: 'Private' });
    const res = await call(method, `/contacts/${c.id}`, { token: b.admin.token, body });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_CONTACT_FOUND');
    const after = await contactRow(c.id);
    expect([after.name, after.number]).toEqual(['Private', c.number]);
    expect(await customFieldsOf(c.id)).toEqual([]);
  });

  test('a user (not admin or supervisor) may not delete a contact', async () => {
    const { company, user } = await makeCompany();
    const c = await makeContact(company.id);
    const res = await call('DELETE', `/contacts/${c.id}`, { token: user.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    expect(await contactRow(c.id)).toBeDefined();
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

  test('a supervisor of another company cannot delete here either', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const sup = await makeUser(b.company.id, { profile: 'supervisor' });
    const c = await makeContact(a.company.id);
    expect((await call('DELETE', `/contacts/${c.id}`, { token: sup.token })).status).toBe(404);
    expect(await contactRow(c.id)).toBeDefined();
  });
});
