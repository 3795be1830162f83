import { afterEach, describe, expect, test } from 'bun:test';
import { AppError } from '@zapdesk/contracts';
import { setNumberChecker } from '@zapdesk/core';
import { contacts, db, eq } from '@zapdesk/db';
import { call, makeCompany, makeContact } from '@zapdesk/testing';
import { contactRow, contactsOf, customFieldsOf, randomNumber } from './helpers';

const valid = () => ({ name: 'Valid Name', number: randomNumber(), email: 'v@x.co' });

const badBodies: [string, unknown][] = [
  ['no body', undefined],
  ['malformed JSON', '{"name":'],
  ['an array', [valid()]],
  ['missing name', { number: randomNumber() }],
  ['name of one letter', { ...valid(), name: 'A' }],
  ['blank name', { ...valid(), name: '   ' }],
  ['name of 51 characters', { ...valid(), name: 'x'.repeat(51) }],
  ['missing number', { name: 'Valid' }],
  ['number with letters', { ...valid(), number: '5511abc12345' }],
  ['number with 7 digits', { ...valid(), number: '123-4567' }],
  ['number with 51 digits', { ...valid(), number: '1'.repeat(51) }],
  ['number as a JSON number', { ...valid(), number: 5511999998888 }],
  ['number with dots', { ...valid(), number: '55.11.99999.8888' }],
  ['invalid e-mail', { ...valid(), email: 'not-an-email' }],
  ['e-mail of the wrong type', { ...valid(), email: 42 }],
  ['extraInfo not an array', { ...valid(), extraInfo: { name: 'a' } }],
  ['extraInfo without a name', { ...valid(), extraInfo: [{ value: 'x' }] }],
  ['extraInfo value too long', { ...valid(), extraInfo: [{ name: 'a', value: 'x'.repeat(2001) }] }],
  ['too many extraInfo', { ...valid(), extraInfo: Array.from({ length: 101 }, (_, i) => ({ name: `f${i}`, value: '' })) }],
];

describe('contacts: bad input', () => {
  afterEach(() => setNumberChecker(null));

  test.each(badBodies)('POST /contacts with %s answers 400 and writes nothing', async (_name, body) => {
    const { company, user } = await makeCompany();
    const res = await call('POST', '/contacts', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await contactsOf(company.id)).toBe(0);
  });

  test.each(badBodies.filter(([n]) => !n.startsWith('missing') && n !== 'no body'))('PUT /contacts/:id with %s answers 400 and changes nothing', async (_name, body) => {
    const { company, user } = await makeCompany();
    const c = await makeContact(company.id, { name: 'Original', email: 'o@x.co' });
    const res = await call('PUT', `/contacts/${c.id}`, { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    const after = await contactRow(c.id);
    expect([after.name, after.number, after.email]).toEqual(['Original', c.number, 'o@x.co']);
    expect(await customFieldsOf(c.id)).toEqual([]);
  });

  test('a number already in the company answers 409 ERR_DUPLICATED_CONTACT, also written differently', async () => {
    const { company, user } = await makeCompany();
    const c = await makeContact(company.id, { number: '5511912345678' });
    const res = await call('POST', '/contacts', { token: user.token, body: { name: 'Twin', number: '+55 (11) 91234-5678', extraInfo: [{ name: 'x', value: 'y' }] } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_DUPLICATED_CONTACT');
    expect(await contactsOf(company.id)).toBe(1);
    expect(await customFieldsOf(c.id)).toEqual([]);
  });

  test('20 parallel creates of one number make exactly one contact', async () => {
    const { company, user, admin } = await makeCompany();
    const number = randomNumber();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/contacts', { token: i % 2 ? user.token : admin.token, body: { name: `Racer ${i}`, number, extraInfo: [{ name: 'i', value: String(i) }] } })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error === 'ERR_DUPLICATED_CONTACT')).toBe(true);
    const rows = await db().select().from(contacts).where(eq(contacts.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(await customFieldsOf(rows[0].id)).toHaveLength(1);
  });

  test('changing a number to one another contact has answers 409 and changes nothing', async () => {
    const { company, user } = await makeCompany();
    const a = await makeContact(company.id);
    const b = await makeContact(company.id, { name: 'Bee' });
    const res = await call('PUT', `/contacts/${b.id}`, { token: user.token, body: { name: 'Renamed', number: a.number, extraInfo: [{ name: 'n', value: 'v' }] } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_DUPLICATED_CONTACT');
    const after = await contactRow(b.id);
    expect([after.name, after.number]).toEqual(['Bee', b.number]);
    expect(await customFieldsOf(b.id)).toEqual([]);
  });

  test('a number refused by the connection check answers its error and writes nothing', async () => {
    const { company, user } = await makeCompany();
    setNumberChecker(async () => {
      throw new AppError('ERR_WAPP_INVALID_CONTACT', 'Not a valid WhatsApp number');
    });
    const res = await call('POST', '/contacts', { token: user.token, body: valid() });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_WAPP_INVALID_CONTACT');
    expect(await contactsOf(company.id)).toBe(0);
  });

  test('the connection check may return the canonical number', async () => {
    const { user } = await makeCompany();
    const canonical = randomNumber();
    setNumberChecker(async () => canonical);
    const res = await call('POST', '/contacts', { token: user.token, body: valid() });
    expect(res.status).toBe(200);
    expect(res.body.number).toBe(canonical);
  });

  test.each([
    ['pageNumber 0', { pageNumber: '0' }],
    ['pageNumber text', { pageNumber: 'abc' }],
    ['date not a day', { date: '10/03/2024' }],
    ['date that does not exist', { date: '2024-02-30' }],
    ['dateStart with a time', { dateStart: '2024-03-10T00:00:00Z' }],
    ['dateEnd garbage', { dateEnd: 'yesterday' }],
    ['searchParam too long', { searchParam: 'x'.repeat(201) }],
  ])('GET /contacts with %s answers 400', async (_name, query) => {
    const { user } = await makeCompany();
    const res = await call('GET', '/contacts', { token: user.token, query });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test.each([
    ['GET', '/contacts/abc'],
    ['GET', '/contacts/0'],
    ['PUT', '/contacts/-1'],
    ['DELETE', '/contacts/1.5'],
  ])('%s %s answers 400 for a bad id', async (method, path) => {
    const { admin } = await makeCompany();
    const res = await call(method, path, { token: admin.token, body: method === 'PUT' ? { name: 'Valid' } : undefined });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test.each([
    ['GET', undefined],
    ['PUT', { name: 'Ghost' }],
    ['DELETE', undefined],
  ])('%s of a missing contact answers 404 ERR_NO_CONTACT_FOUND', async (method, body) => {
    const { admin } = await makeCompany();
    const res = await call(method, '/contacts/2147480000', { token: admin.token, body });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_CONTACT_FOUND');
  });

  test('/contacts/list refuses a name filter that is too long', async () => {
    const { user } = await makeCompany();
    const res = await call('GET', '/contacts/list', { token: user.token, query: { name: 'x'.repeat(201) } });
    expect(res.status).toBe(400);
  });
});
