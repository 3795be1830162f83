import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { CONTACT_LIST_CHECK, CONTACT_LIST_IMPORT, createRunner, sendSessionCommand } from '@zapdesk/core';
import { makeConnection } from '@zapdesk/testing';
import { call, recordRealtime } from '@zapdesk/testing';
import { sessionRuntime, until } from '../simulator/helpers';
import { importRow, itemsOf, sheetForm } from './helpers';

const realtime = recordRealtime();
const sessions = sessionRuntime();
const runner = createRunner({ instanceId: `contact-lists-${process.pid}`, kinds: [CONTACT_LIST_IMPORT, CONTACT_LIST_CHECK], pollMs: 50 });
beforeAll(() => runner.start());
afterAll(() => runner.stop());

async function connected(companyId: number) {
  const conn = await makeConnection(companyId, { status: 'DISCONNECTED', isDefault: true });
  await sessions.runtime.startSession(conn.id);
  await sendSessionCommand({ action: 'simulatorScan', whatsappId: conn.id });
  return conn;
}

describe('contact lists: happy paths', () => {
  test('lists are created, paged with their counts, searched, renamed, listed whole and deleted, the company told', async () => {
    const t = await sessions.tenant();
    const vip = (await call('POST', '/contact-lists', { token: t.user.token, body: { name: 'Clientes VIP' } })).body;
    expect(vip).toMatchObject({ name: 'Clientes VIP', contactsCount: 0, companyId: t.company.id });
    const leads = (await call('POST', '/contact-lists', { token: t.user.token, body: { name: 'Leads de março' } })).body;
    expect((await call('POST', '/contact-list-items', { token: t.user.token, body: { name: 'Carla Mendes', number: '+55 (11) 98903-9839', email: 'carla@example.com', contactListId: vip.id, companyId: 999 } })).status).toBe(200);
    const page = await call('GET', '/contact-lists/', { token: t.user.token, query: { searchParam: '', pageNumber: 1 } });
    expect(page.body).toMatchObject({ hasMore: false, records: [{ id: vip.id, contactsCount: 1 }, { id: leads.id, contactsCount: 0 }] });
    expect((await call('GET', '/contact-lists', { token: t.user.token, query: { searchParam: 'março' } })).body.records.map((r: any) => r.id)).toEqual([leads.id]);
    expect((await call('GET', '/contact-lists/list', { token: t.user.token })).body.map((r: any) => r.name)).toEqual(['Clientes VIP', 'Leads de março']);
    expect((await call('PUT', `/contact-lists/${leads.id}`, { token: t.user.token, body: { name: 'Leads de abril' } })).body.name).toBe('Leads de abril');
    expect((await call('GET', `/contact-lists/${leads.id}`, { token: t.user.token })).body.name).toBe('Leads de abril');
    expect((await call('DELETE', `/contact-lists/${leads.id}`, { token: t.user.token })).status).toBe(200);
    expect((await call('GET', `/contact-lists/${leads.id}`, { token: t.user.token })).status).toBe(404);
    const events = realtime.emitted.filter((e) => e.event === `company-${t.company.id}-ContactList`).map((e) => (e.payload as any).action);
    expect(events).toEqual(['create', 'create', 'update', 'delete']);
  });

  test('numbers are normalised with the country code, paged and searched; edited and removed with item events; each is checked through the connection', async () => {
    const t = await sessions.tenant();
    await connected(t.company.id);
    const list = (await call('POST', '/contact-lists', { token: t.user.token, body: { name: 'Pacientes' } })).body;
    const add = (name: string, number: string, email = '') => call('POST', '/contact-list-items', { token: t.user.token, body: { name, number, email, contactListId: list.id } });
    const carla = (await add('Carla Mendes', '(11) 98903-9839', 'carla@example.com')).body;
    expect(carla).toMatchObject({ number: '5511989039839', isWhatsappValid: false, validatedAt: null, contactListId: list.id });
    expect((await add('Ana Souza', '+1 202 555 0143')).body.number).toBe('12025550143');
    // Not a phone number anywhere, but 8+ digits: kept as typed; the connection says it is not on WhatsApp.
    const odd = (await add('Zé Ninguém', '12345678')).body;
    expect(odd.number).toBe('12345678');
    const checked = await until(async () => {
      const rows = await itemsOf(list.id);
      return rows.every((r) => r.validatedAt) ? rows : null;
    }, 'the numbers checked');
    expect(checked.map((r) => [r.number, r.isWhatsappValid])).toEqual([
      ['5511989039839', true],
      ['12025550143', true],
      ['12345678', false],
    ]);
    const page = await call('GET', '/contact-list-items', { token: t.user.token, query: { contactListId: list.id, searchParam: '', pageNumber: 1 } });
    expect(page.body.hasMore).toBe(false);
    expect(page.body.contacts.map((c: any) => c.name)).toEqual(['Ana Souza', 'Carla Mendes', 'Zé Ninguém']);
    expect((await call('GET', '/contact-list-items', { token: t.user.token, query: { contactListId: list.id, searchParam: '98903' } })).body.contacts.map((c: any) => c.id)).toEqual([carla.id]);
    expect((await call('GET', '/contact-list-items', { token: t.user.token, query: { contactListId: list.id, searchParam: 'carla@' } })).body.contacts.map((c: any) => c.id)).toEqual([carla.id]);
    const edited = await call('PUT', `/contact-list-items/${carla.id}`, { token: t.user.token, body: { name: 'Carla M.', number: '11 98903-0000' } });
    expect(edited.body).toMatchObject({ name: 'Carla M.', number: '5511989030000', isWhatsappValid: false, validatedAt: null });
    await until(async () => (await itemsOf(list.id)).find((r) => r.id === carla.id)?.isWhatsappValid, 'the new number checked');
    expect((await call('GET', `/contact-list-items/${carla.id}`, { token: t.user.token })).body.isWhatsappValid).toBe(true);
    expect((await call('DELETE', `/contact-list-items/${odd.id}`, { token: t.user.token })).status).toBe(200);
    const itemEvents = realtime.emitted.filter((e) => e.event === `company-${t.company.id}-ContactListItem-${list.id}`).map((e) => (e.payload as any).action);
    expect(itemEvents).toEqual(expect.arrayContaining(['create', 'update', 'delete', 'reload']));
  });

  test.each(['xlsx', 'xls'] as const)('a .%s upload is accepted at once and imported by due work: headers in pt, en and es, duplicates merged, bad rows reported with their lines', async (kind) => {
    const t = await sessions.tenant();
    await connected(t.company.id);
    const list = (await call('POST', '/contact-lists', { token: t.user.token, body: { name: 'Importada' } })).body;
    expect((await call('POST', '/contact-list-items', { token: t.user.token, body: { name: 'Já na lista', number: '5511911112222', contactListId: list.id } })).status).toBe(200);
    const sheets: [string, unknown[][]][] = [
      ['pt', [['Nome', 'Número', 'E-mail'], ['Maria Silva', '(11) 98765-4321', 'maria@example.com'], ['', '21 99876 5432', ''], [], ['Sem número', '', 'x@example.com'], ['Curto', '1234', ''], ['Repetida', '+55 11 98765-4321', ''], ['Já na lista nova', 5511911112222, 'ja@example.com'], ['Email ruim', '11 97777-6666', 'não-é-email']]],
      ['en', [['email', 'name', 'number'], ['john@example.com', 'John Smith', '+1 (202) 555-0143']]],
      ['es', [['Nombre', 'Correo', 'Numero'], ['José Pérez', 'jose@example.com', '+34 612 345 678']]],
    ];
    const results = [];
    for (const [lang, rows] of sheets) {
      const res = await call('POST', `/contact-lists/${list.id}/upload`, { token: t.user.token, form: sheetForm(rows, kind, `contatos-${lang}.${kind}`) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ contactListId: list.id, status: 'pending', fileName: `contatos-${lang}.${kind}` });
      results.push(await until(async () => ((await importRow(res.body.id)).status === 'done' ? importRow(res.body.id) : null), `the ${lang} import`));
    }
    const [pt, en, es] = results;
    expect(pt).toMatchObject({ total: 7, processed: 7, added: 2, merged: 2 });
    expect((pt.errors as any[]).map((e) => [e.line, e.code, e.field])).toEqual([
      [5, 'NUMBER_REQUIRED', 'number'],
      [6, 'NUMBER_INVALID', 'number'],
      [9, 'EMAIL_INVALID', 'email'],
    ]);
    expect(en).toMatchObject({ total: 1, added: 1, errors: [] });
    expect(es).toMatchObject({ total: 1, added: 1, errors: [] });
    const items = await itemsOf(list.id);
    expect(items.map((i) => [i.name, i.number, i.email])).toEqual([
      ['Já na lista nova', '5511911112222', 'ja@example.com'],
      ['Repetida', '5511987654321', 'maria@example.com'],
      ['5521998765432', '5521998765432', ''],
      ['John Smith', '12025550143', 'john@example.com'],
      ['José Pérez', '34612345678', 'jose@example.com'],
    ]);
    const progress = realtime.emitted.filter((e) => e.event === `company-${t.company.id}-ContactListItem-${list.id}` && (e.payload as any).action === 'progress');
    expect(progress.at(-1)?.payload).toMatchObject({ import: { status: 'done', progress: 100 } });
    expect((await call('GET', `/contact-lists/${list.id}/imports/${results[0].id}`, { token: t.user.token })).body).toMatchObject({ status: 'done', added: 2, merged: 2 });
    await until(async () => (await itemsOf(list.id)).every((i) => i.validatedAt), 'the imported numbers checked');
    expect((await call('GET', `/contact-lists/${list.id}`, { token: t.user.token })).body.contactsCount).toBe(5);
  });
});
