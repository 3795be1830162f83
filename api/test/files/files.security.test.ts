import { describe, expect, test } from 'bun:test';
import { call, makeCompany, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { PNG, filesForm, listRow, optionsOf } from './helpers';

async function world() {
  const t = await makeCompany();
  const list = await call('POST', '/files', { token: t.admin.token, body: { name: 'Lista da A', message: 'Mensagem', options: [{ name: 'Opção' }] } });
  return { ...t, id: list.body.id as number };
}
type W = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<W>[] = [
  { method: 'GET', path: '/files', role: 'admin' },
  { method: 'GET', path: '/files/:id', role: 'admin', otherCompany: 'ERR_NO_FILE_LIST_FOUND' },
  { method: 'POST', path: '/files', body: { name: 'Nova lista', message: 'Olá' }, role: 'admin' },
  { method: 'PUT', path: '/files/:id', body: { name: 'Renomeada' }, role: 'admin', otherCompany: 'ERR_NO_FILE_LIST_FOUND' },
  { method: 'DELETE', path: '/files/:id', role: 'admin', otherCompany: 'ERR_NO_FILE_LIST_FOUND' },
  { method: 'POST', path: '/files/uploadList/:id', form: () => filesForm([[PNG, 'a.png', 'image/png']]), role: 'admin', otherCompany: 'ERR_NO_FILE_LIST_FOUND' },
];

describe('file lists: security', () => {
  runSecurityTable({ world, params: (w) => ({ id: w.id }), unchanged: async (w) => [await listRow(w.id), await optionsOf(w.id)], routes });

  test("another company's list never shows in the list; an option id of another list is refused", async () => {
    const w = await world();
    const b = await makeCompany();
    const theirs = await call('GET', '/files', { token: b.admin.token });
    expect(theirs.body.files).toEqual([]);
    const other = await call('POST', '/files', { token: b.admin.token, body: { name: 'Lista da B', message: 'Msg', options: [{ name: 'B1' }] } });
    const optionOfA = (await optionsOf(w.id))[0].id;
    const hijack = await call('PUT', `/files/${other.body.id}`, { token: b.admin.token, body: { options: [{ id: optionOfA, name: 'Roubada' }] } });
    expect(hijack.status).toBe(404);
    expect((await optionsOf(w.id))[0].name).toBe('Opção');
    const upload = await call('POST', `/files/uploadList/${other.body.id}`, { token: b.admin.token, form: filesForm([[PNG, 'x.png', 'image/png']], { optionIds: String(optionOfA) }) });
    expect(upload.status).toBe(400);
    expect((await optionsOf(w.id))[0].path).toBe('');
  });
});
