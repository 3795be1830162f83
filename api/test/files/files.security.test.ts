import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, forgedTokenFor, makeCompany, makeUser } from '@zapdesk/testing';
import { PNG, filesForm, listRow, optionsOf } from './helpers';

async function world() {
  const a = await makeCompany();
  const b = await makeCompany();
  const list = await call('POST', '/files', { token: a.admin.token, body: { name: 'Lista da A', message: 'Mensagem', options: [{ name: 'Opção' }] } });
  return { a, b, id: list.body.id as number };
}
type W = Awaited<ReturnType<typeof world>>;
const routes: [string, string, (w: W) => string, unknown][] = [
  ['list', 'GET', () => '/files', undefined],
  ['show', 'GET', (w) => `/files/${w.id}`, undefined],
  ['create', 'POST', () => '/files', { name: 'Nova lista', message: 'Olá' }],
  ['update', 'PUT', (w) => `/files/${w.id}`, { name: 'Renomeada' }],
  ['delete', 'DELETE', (w) => `/files/${w.id}`, undefined],
  ['upload', 'POST', (w) => `/files/uploadList/${w.id}`, 'form'],
];
const send = (method: string, path: string, token: string | undefined, body: unknown) => call(method, path, { token, ...(body === 'form' ? { form: filesForm([[PNG, 'a.png', 'image/png']]) } : { body }) });

describe('file lists: security', () => {
  test.each(routes)('%s without a token, or with an expired or forged one, answers 403 ERR_SESSION_EXPIRED', async (_n, method, path, body) => {
    const w = await world();
    for (const token of [undefined, await expiredTokenFor(w.a.admin), await forgedTokenFor(w.a.admin)]) {
      const res = await send(method, path(w), token, body);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
    }
  });

  test.each(routes)('%s by an attendant or a supervisor answers 403 ERR_NO_PERMISSION and changes nothing', async (_n, method, path, body) => {
    const w = await world();
    const sup = await makeUser(w.a.company.id, { profile: 'supervisor' });
    for (const token of [w.a.user.token, sup.token]) {
      const res = await send(method, path(w), token, body);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    expect((await listRow(w.id)).name).toBe('Lista da A');
    expect((await optionsOf(w.id))[0].path).toBe('');
  });

  test.each(routes.filter(([n]) => !['list', 'create'].includes(n)))("%s of another company's list answers 404 and changes nothing", async (_n, method, path, body) => {
    const w = await world();
    const res = await send(method, path(w), w.b.admin.token, body);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_FILE_LIST_FOUND');
    expect((await listRow(w.id)).name).toBe('Lista da A');
    expect((await optionsOf(w.id))[0].path).toBe('');
  });

  test("another company's list never shows in the list; an option id of another list is refused", async () => {
    const w = await world();
    const theirs = await call('GET', '/files', { token: w.b.admin.token });
    expect(theirs.body.files).toEqual([]);
    const other = await call('POST', '/files', { token: w.b.admin.token, body: { name: 'Lista da B', message: 'Msg', options: [{ name: 'B1' }] } });
    const optionOfA = (await optionsOf(w.id))[0].id;
    const hijack = await call('PUT', `/files/${other.body.id}`, { token: w.b.admin.token, body: { options: [{ id: optionOfA, name: 'Roubada' }] } });
    expect(hijack.status).toBe(404);
    expect((await optionsOf(w.id))[0].name).toBe('Opção');
    const upload = await call('POST', `/files/uploadList/${other.body.id}`, { token: w.b.admin.token, form: filesForm([[PNG, 'x.png', 'image/png']], { optionIds: String(optionOfA) }) });
    expect(upload.status).toBe(400);
    expect((await optionsOf(w.id))[0].path).toBe('');
  });
});
