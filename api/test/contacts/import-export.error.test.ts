import { describe, expect, test } from 'bun:test';
import { call, makeCompany } from '@zapdesk/testing';
import { contactsOf, randomNumber } from './helpers';

describe('contacts import and export: bad input', () => {
  test.each([
    ['no body', undefined],
    ['malformed JSON', '[{"name":'],
    ['an object instead of rows', { name: 'Ana', number: '5511999990000' }],
    ['a string', '"rows"'],
    ['more than 5,000 rows', Array.from({ length: 5001 }, (_, i) => ({ name: `R ${i}`, number: String(5511900000000 + i) }))],
  ])('upload with %s answers 400 and writes nothing', async (_name, body) => {
    const { company, user } = await makeCompany();
    const res = await call('POST', '/contacts/upload', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await contactsOf(company.id)).toBe(0);
  });

  test('an upload of only bad rows writes nothing and answers every row', async () => {
    const { company, user } = await makeCompany();
    const rows = [null, 42, [], { name: 'Only name' }, { name: 'Nested', number: { digits: '5511' } }, { name: 'Bad', number: randomNumber(), email: ['x'] }, { name: 'y'.repeat(51), number: randomNumber() }];
    const res = await call('POST', '/contacts/upload', { token: user.token, body: rows });
    expect(res.status).toBe(200);
    expect(res.body.newContacts).toEqual([]);
    expect(res.body.errorBag.map((e: any) => e.row)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(res.body.errorBag.every((e: any) => e.error === 'ERR_VALIDATION' && typeof e.message === 'string' && typeof e.number === 'string')).toBe(true);
    expect(res.body.errorBag.map((e: any) => [e.code, e.field])).toEqual([
      ['ROW_INVALID', null],
      ['ROW_INVALID', null],
      ['ROW_INVALID', null],
      ['NUMBER_REQUIRED', 'number'],
      ['VALUE_UNSUPPORTED', 'number'],
      ['VALUE_UNSUPPORTED', 'email'],
      ['NAME_TOO_LONG', 'name'],
    ]);
    expect(await contactsOf(company.id)).toBe(0);
  });

  test('parallel uploads of the same rows create each number once', async () => {
    const { company, user, admin } = await makeCompany();
    const rows = Array.from({ length: 30 }, (_, i) => ({ name: `Twin ${i}`, number: randomNumber() }));
    const [a, b] = await Promise.all([
      call('POST', '/contacts/upload', { token: user.token, body: rows }),
      call('POST', '/contacts/upload', { token: admin.token, body: rows }),
    ]);
    expect(a.body.newContacts.length + b.body.newContacts.length).toBe(30);
    expect(a.body.errorBag.length + b.body.errorBag.length).toBe(30);
    expect([...a.body.errorBag, ...b.body.errorBag].every((e: any) => e.error === 'ERR_DUPLICATED_CONTACT')).toBe(true);
    expect(await contactsOf(company.id)).toBe(30);
  });

  test('export refuses a search that is too long', async () => {
    const { user } = await makeCompany();
    const res = await call('GET', '/contacts/export', { token: user.token, query: { searchParam: 'x'.repeat(201) } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });
});
