import { describe, expect, test } from 'bun:test';
import { call, makeCompany, recordRealtime } from '@zapdesk/testing';
import { MP3, PNG, filesForm, listRow, optionsOf, storedFile } from './helpers';

const realtime = recordRealtime();

describe('file lists: happy paths', () => {
  test('an admin creates a list with two options, attaches a file to each in order, and the admins are told', async () => {
    const { admin, company } = await makeCompany();
    const created = await call('POST', '/files', { token: admin.token, body: { name: 'Catálogo', message: 'Veja nosso catálogo', options: [{ name: 'Foto' }, { name: 'Jingle' }] } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Catálogo', message: 'Veja nosso catálogo', options: [{ name: 'Foto', path: '', mediaType: '' }, { name: 'Jingle', path: '' }] });
    const up = await call('POST', `/files/uploadList/${created.body.id}`, { token: admin.token, form: filesForm([[PNG, 'foto.png', 'image/png'], [MP3, 'jingle.mp3', 'audio/mpeg']]) });
    expect(up.status).toBe(200);
    expect(up.body.options.map((o: any) => [o.name, o.mediaType])).toEqual([['Foto', 'image'], ['Jingle', 'audio']]);
    for (const o of up.body.options) {
      expect(o.path).toMatch(new RegExp(`^${company.id}/[0-9a-f]{32}\\.(png|mp3)$`));
      expect(o.url).toContain(`/public/${o.path}`);
      expect(storedFile(o.path)).toBe(true);
    }
    const events = realtime.emitted.filter((e) => e.event === `company-${company.id}-file`);
    expect(events.map((e) => e.payload.action)).toEqual(['create', 'update']);
    expect(events[1].payload.files.id).toBe(created.body.id);
  });

  test('the list pages by name and searches; one list shows with its options', async () => {
    const { admin } = await makeCompany();
    for (const name of ['Tabela de preços', 'Cardápio', 'Boletos']) await call('POST', '/files', { token: admin.token, body: { name, message: `Lista ${name}` } });
    const all = await call('GET', '/files/', { token: admin.token, query: { searchParam: '', pageNumber: 1 } });
    expect(all.body.hasMore).toBe(false);
    expect(all.body.files.map((f: any) => f.name)).toEqual(['Boletos', 'Cardápio', 'Tabela de preços']);
    const found = await call('GET', '/files', { token: admin.token, query: { searchParam: 'TABELA DE' } });
    expect(found.body.files.map((f: any) => f.name)).toEqual(['Tabela de preços']);
    const one = await call('GET', `/files/${found.body.files[0].id}`, { token: admin.token });
    expect(one.body).toMatchObject({ name: 'Tabela de preços', options: [] });
  });

  test('editing keeps, renames, adds and drops options; a dropped option’s file goes; deleting the list removes every file', async () => {
    const { admin } = await makeCompany();
    const created = await call('POST', '/files', { token: admin.token, body: { name: 'Mídias', message: 'Arquivos', options: [{ name: 'A' }, { name: 'B' }] } });
    const up = await call('POST', `/files/uploadList/${created.body.id}`, { token: admin.token, form: filesForm([[PNG, 'a.png', 'image/png'], [PNG, 'b.png', 'image/png']]) });
    const [a, b] = up.body.options;
    const edited = await call('PUT', `/files/${created.body.id}`, { token: admin.token, body: { name: 'Mídias 2', options: [{ id: a.id, name: 'A renomeada' }, { name: 'C' }] } });
    expect(edited.status).toBe(200);
    expect(edited.body.options.map((o: any) => [o.id === a.id, o.name, o.mediaType])).toEqual([[true, 'A renomeada', 'image'], [false, 'C', '']]);
    expect(storedFile(a.path)).toBe(true);
    expect(storedFile(b.path)).toBe(false);
    // The new option takes the next file.
    const c = await call('POST', `/files/uploadList/${created.body.id}`, { token: admin.token, form: filesForm([[MP3, 'c.mp3', 'audio/mpeg']]) });
    expect(c.body.options[1]).toMatchObject({ name: 'C', mediaType: 'audio' });
    // A file named for an option replaces that option's file.
    const replaced = await call('POST', `/files/uploadList/${created.body.id}`, { token: admin.token, form: filesForm([[MP3, 'novo.mp3', 'audio/mpeg']], { optionIds: String(a.id) }) });
    expect(replaced.body.options[0]).toMatchObject({ id: a.id, mediaType: 'audio' });
    expect(storedFile(a.path)).toBe(false);
    const paths = replaced.body.options.map((o: any) => o.path);
    expect((await call('DELETE', `/files/${created.body.id}`, { token: admin.token })).status).toBe(200);
    expect(await listRow(created.body.id)).toBeUndefined();
    expect(await optionsOf(created.body.id)).toEqual([]);
    for (const p of paths) expect(storedFile(p)).toBe(false);
  });
});
