import { describe, expect, test } from 'bun:test';
import { call } from '@zapdesk/testing';
import { itemsOf, listWorld, sheetForm } from './helpers';

describe('contact lists: bad input', () => {
  test('names of 2 to 50 characters; a bad id answers 400, a missing list 404; nothing written', async () => {
    const w = await listWorld();
    for (const name of ['', 'A', 'x'.repeat(51)]) {
      const res = await call('POST', '/contact-lists', { token: w.user.token, body: { name } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
    expect((await call('GET', '/contact-lists/list', { token: w.user.token })).body).toHaveLength(1);
    expect((await call('GET', '/contact-lists/abc', { token: w.user.token })).status).toBe(400);
    const missing = await call('PUT', '/contact-lists/99999999', { token: w.user.token, body: { name: 'Nova' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_NO_CONTACT_LIST_FOUND');
  });

  test('an entry needs a name of 2 to 50, a number of 8 to 50 digits, a valid e-mail and an existing list; a repeated number answers 409', async () => {
    const w = await listWorld();
    const add = (body: Record<string, unknown>) => call('POST', '/contact-list-items', { token: w.user.token, body: { name: 'Carla Mendes', number: '11 98903-9839', contactListId: w.listId, ...body } });
    for (const bad of [{ name: 'C' }, { number: '1234567' }, { number: 'abc' }, { email: 'não-é-email' }, { contactListId: 'x' }]) {
      const res = await add(bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
    expect((await add({ contactListId: 99999999 })).body.error).toBe('ERR_NO_CONTACT_LIST_FOUND');
    expect((await add({})).status).toBe(200);
    const again = await add({ number: '+55 11 98903 9839' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ERR_DUPLICATED_CONTACT');
    expect(await itemsOf(w.listId)).toHaveLength(1);
    const missing = await call('GET', '/contact-list-items', { token: w.user.token, query: { contactListId: 99999999 } });
    expect(missing.body.error).toBe('ERR_NO_CONTACT_LIST_FOUND');
    expect((await call('GET', '/contact-list-items', { token: w.user.token })).status).toBe(400);
  });

  test('an upload that is not an .xls/.xlsx spreadsheet, or lacks a file, is refused at once; one without a number column fails its import', async () => {
    const w = await listWorld();
    const csv = new FormData();
    csv.append('file', new File(['nome;numero\nCarla;5511989039839'], 'contatos.xlsx'));
    const res = await call('POST', `/contact-lists/${w.listId}/upload`, { token: w.user.token, form: csv });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_INVALID_SPREADSHEET');
    expect((await call('POST', `/contact-lists/${w.listId}/upload`, { token: w.user.token, form: new FormData() })).body.error).toBe('ERR_VALIDATION');
    const { processContactListImport } = await import('@zapdesk/core');
    const noNumber = await call('POST', `/contact-lists/${w.listId}/upload`, { token: w.user.token, form: sheetForm([['Nome', 'Telefone fixo?'], ['Carla', '5511989039839']]) });
    expect(noNumber.status).toBe(200);
    const failed = await processContactListImport(noNumber.body.id);
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringContaining('no number column') });
    expect(await itemsOf(w.listId)).toEqual([]);
  });

  test('two runs of the same import at once (a lapsed lease) write each row once', async () => {
    const w = await listWorld();
    const { processContactListImport } = await import('@zapdesk/core');
    const rows = [['nome', 'numero'], ...Array.from({ length: 2500 }, (_, i) => [`Pessoa ${i}`, String(5511930000000 + i)])];
    const accepted = await call('POST', `/contact-lists/${w.listId}/upload`, { token: w.user.token, form: sheetForm(rows) });
    const [a, b] = await Promise.all([processContactListImport(accepted.body.id), processContactListImport(accepted.body.id)]);
    expect([a?.status, b?.status]).toContain('done');
    expect(await itemsOf(w.listId)).toHaveLength(2500);
    const done = (await call('GET', `/contact-lists/${w.listId}/imports/${accepted.body.id}`, { token: w.user.token })).body;
    expect(done).toMatchObject({ status: 'done', total: 2500, processed: 2500, added: 2500, merged: 0 });
  });
});
