import { describe, expect, test } from 'bun:test';
import { call, makeCompany, makeContact } from '@zapdesk/testing';
import { contactsOf, randomNumber, recordRealtime } from './helpers';

const { emitted } = recordRealtime();

describe('contacts import and export: happy paths', () => {
  test('upload imports good rows and lists bad, duplicated and repeated rows in errorBag', async () => {
    const { company, user } = await makeCompany();
    const existing = await makeContact(company.id, { number: '5511911112222' });
    const [n1, n2, n3, n4] = [randomNumber(), randomNumber(), randomNumber(), randomNumber()];
    const rows = [
      { name: 'Ana', number: n1, email: 'ana@x.co' }, // 0 ok
      { Nome: 'Bruno', Numero: `+${n2.slice(0, 2)} (${n2.slice(2, 4)}) ${n2.slice(4)}`, Email: '' }, // 1 ok, Portuguese keys
      { NAME: 'Carla', TELEFONE: Number(n3) }, // 2 ok, numeric cell, upper-case keys
      { name: 'Dup of existing', number: '+55 11 91111-2222' }, // 3 duplicate in company
      { name: 'Letters', number: '55abc1234567' }, // 4 invalid
      { name: 'Repeat', phone: n1 }, // 5 repeated in the file
      { name: 'Bad mail', number: randomNumber(), email: 'nope' }, // 6 invalid
      'not a row', // 7 invalid
      { name: 'x', number: randomNumber() }, // 8 name too short
      { number: n4 }, // 9 ok, the number stands in for the name
      { name: 'No number' }, // 10 invalid
    ];
    const res = await call('POST', '/contacts/upload', { token: user.token, body: rows });
    expect(res.status).toBe(200);
    expect(res.body.newContacts.map((c: any) => [c.name, c.number])).toEqual([
      ['Ana', n1],
      ['Bruno', n2],
      ['Carla', n3],
      [n4, n4],
    ]);
    expect(res.body.newContacts.every((c: any) => c.companyId === company.id && typeof c.id === 'number')).toBe(true);
    expect(res.body.errorBag.map((e: any) => [e.row, e.error])).toEqual([
      [3, 'ERR_DUPLICATED_CONTACT'],
      [4, 'ERR_VALIDATION'],
      [5, 'ERR_DUPLICATED_CONTACT'],
      [6, 'ERR_VALIDATION'],
      [7, 'ERR_VALIDATION'],
      [8, 'ERR_VALIDATION'],
      [10, 'ERR_VALIDATION'],
    ]);
    expect(res.body.errorBag[0]).toMatchObject({ row: 3, number: existing.number, message: expect.any(String) });
    expect(res.body.errorBag[2]).toMatchObject({ row: 5, number: n1 });
    // Each error names its reason and field for clients to translate, and the sheet line of its row (the header
    // is line 1, so row 0 is line 2); a number repeated in the file points at its first row.
    expect(res.body.errorBag.map((e: any) => [e.row, e.line, e.code, e.field])).toEqual([
      [3, 5, 'NUMBER_EXISTS', 'number'],
      [4, 6, 'NUMBER_INVALID', 'number'],
      [5, 7, 'NUMBER_REPEATED', 'number'],
      [6, 8, 'EMAIL_INVALID', 'email'],
      [7, 9, 'ROW_INVALID', null],
      [8, 10, 'NAME_TOO_SHORT', 'name'],
      [10, 12, 'NUMBER_REQUIRED', 'number'],
    ]);
    expect(res.body.errorBag[2]).toMatchObject({ firstRow: 0, firstLine: 2 });
    expect(res.body.errorBag[2].message).toBe('line 7: the number is repeated from line 2');
    expect(res.body.errorBag.every((e: any) => !('firstRow' in e) || e.code === 'NUMBER_REPEATED')).toBe(true);
    expect(await contactsOf(company.id)).toBe(5);
    const events = emitted.filter((e) => e.event === `company-${company.id}-contact`);
    expect(events.map((e) => e.payload.action)).toEqual(['create', 'create', 'create', 'create']);
  });

  test('a large upload is inserted in batches and announced with one reload', async () => {
    const { company, user } = await makeCompany();
    const base = 5500000000000 + Math.floor(Math.random() * 1e9) * 10;
    const rows = Array.from({ length: 1200 }, (_, i) => ({ name: `Bulk ${i}`, number: String(base + i) }));
    const res = await call('POST', '/contacts/upload', { token: user.token, body: rows });
    expect(res.status).toBe(200);
    expect(res.body.newContacts).toHaveLength(1200);
    expect(res.body.errorBag).toEqual([]);
    expect(await contactsOf(company.id)).toBe(1200);
    expect(emitted.filter((e) => e.event === `company-${company.id}-contact`).map((e) => e.payload)).toEqual([{ action: 'reload' }]);
    const again = await call('POST', '/contacts/upload', { token: user.token, body: rows.slice(0, 3) });
    expect(again.body.newContacts).toEqual([]);
    expect(again.body.errorBag.map((e: any) => e.row)).toEqual([0, 1, 2]);
  });

  test('an empty upload changes nothing', async () => {
    const { company, user } = await makeCompany();
    const res = await call('POST', '/contacts/upload', { token: user.token, body: [] });
    expect(res.body).toEqual({ newContacts: [], errorBag: [] });
    expect(await contactsOf(company.id)).toBe(0);
  });

  test('export is a semicolon CSV download named contatos.csv, ordered by name', async () => {
    const { company, user } = await makeCompany();
    await makeContact(company.id, { name: 'Bravo', number: '5511900000002', email: 'b@x.co' });
    await makeContact(company.id, { name: 'Alpha', number: '5511900000001', email: '' });
    const res = await call('GET', '/contacts/export', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contatos.csv"');
    expect(res.body).toBe('name;number;email\r\nAlpha;5511900000001;\r\nBravo;5511900000002;b@x.co\r\n');
  });

  test('export quotes separators, quotes and line breaks and neutralises formulas', async () => {
    const { company, user } = await makeCompany();
    await makeContact(company.id, { name: 'a;b', number: '5511900000011', email: '' });
    await makeContact(company.id, { name: 'b "quoted"', number: '5511900000012', email: '' });
    await makeContact(company.id, { name: 'c line\nbreak', number: '5511900000013', email: '' });
    await makeContact(company.id, { name: '=HYPERLINK("http://evil")', number: '5511900000014', email: '' });
    await makeContact(company.id, { name: '+cmd', number: '5511900000015', email: '-x@y.co' });
    await makeContact(company.id, { name: '@SUM(1)', number: '5511900000016', email: '' });
    await makeContact(company.id, { name: 'd plain-name', number: '5511900000017', email: 'e=mc2@x.co' });
    const res = await call('GET', '/contacts/export', { token: user.token });
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]).toBe('name;number;email');
    const body = lines.slice(1).join('\r\n');
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")";5511900000014;`);
    expect(body).toContain(`'+cmd;5511900000015;'-x@y.co`);
    expect(body).toContain(`'@SUM(1);5511900000016;`);
    expect(body).toContain(`"a;b";5511900000011;`);
    expect(body).toContain(`"b ""quoted""";5511900000012;`);
    expect(body).toContain(`"c line\nbreak";5511900000013;`);
    expect(body).toContain(`d plain-name;5511900000017;e=mc2@x.co`);
  });

  test('export may be narrowed by the search', async () => {
    const { company, user } = await makeCompany();
    await makeContact(company.id, { name: 'Keep me', number: '5511900000021' });
    await makeContact(company.id, { name: 'Skip', number: '5511900000022' });
    const res = await call('GET', '/contacts/export', { token: user.token, query: { searchParam: 'keep' } });
    expect(res.body).toBe('name;number;email\r\nKeep me;5511900000021;\r\n');
  });
});
