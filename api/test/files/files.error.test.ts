import { describe, expect, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mediaRoot } from '@zapdesk/core';
import { db, eq, fileLists } from '@zapdesk/db';
import { call, makeCompany } from '@zapdesk/testing';
import { PNG, filesForm, optionsOf } from './helpers';

const filesOf = (companyId: number) => {
  try {
    return readdirSync(join(mediaRoot(), String(companyId)));
  } catch {
    return [];
  }
};

describe('file lists: bad input', () => {
  test.each([
    ['a name under 3 characters', { name: 'ab' }, 'name'],
    ['no message', { message: '' }, 'message'],
    ['an option without a name', { options: [{ name: '' }] }, 'options.0.name'],
  ] as [string, Record<string, unknown>, string][])('%s answers 400 with the field and writes nothing', async (_n, over, field) => {
    const { admin, company } = await makeCompany();
    const res = await call('POST', '/files', { token: admin.token, body: { name: 'Lista boa', message: 'Mensagem', options: [], ...over } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toContain(field);
    expect(await db().select().from(fileLists).where(eq(fileLists.companyId, company.id))).toEqual([]);
  });

  test('a PNG renamed .mp4 is stored as an image; a video over 20 MB is refused with nothing written; a name like ../../x never reaches a path', async () => {
    const { admin, company } = await makeCompany();
    const list = await call('POST', '/files', { token: admin.token, body: { name: 'Vídeos', message: 'Assista', options: [{ name: 'Um' }, { name: 'Dois' }] } });
    const renamed = await call('POST', `/files/uploadList/${list.body.id}`, { token: admin.token, form: filesForm([[PNG, '../../x.mp4', 'video/mp4']]) });
    expect(renamed.status).toBe(200);
    expect(renamed.body.options[0]).toMatchObject({ mediaType: 'image' });
    expect(renamed.body.options[0].path).toMatch(new RegExp(`^${company.id}/[0-9a-f]{32}\\.png$`));
    const before = filesOf(company.id);
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]); // ftypmp42
    const tooBig = await call('POST', `/files/uploadList/${list.body.id}`, { token: admin.token, form: filesForm([[big, 'filme.mp4', 'video/mp4']]) });
    expect(tooBig.status).toBe(400);
    expect(filesOf(company.id)).toEqual(before);
    expect((await optionsOf(list.body.id)).find((o) => o.name === 'Dois')?.path).toBe('');
  });

  test('more files than free options, none, or a foreign option id: 400 and the stored files are removed', async () => {
    const { admin, company } = await makeCompany();
    const list = await call('POST', '/files', { token: admin.token, body: { name: 'Só uma', message: 'Uma opção', options: [{ name: 'Única' }] } });
    const before = filesOf(company.id);
    for (const form of [
      filesForm([[PNG, 'a.png', 'image/png'], [PNG, 'b.png', 'image/png']]),
      filesForm([]),
      filesForm([[PNG, 'a.png', 'image/png']], { optionIds: '999999999' }),
      filesForm([[PNG, 'a.png', 'image/png']], { optionIds: 'abc' }),
    ]) {
      const res = await call('POST', `/files/uploadList/${list.body.id}`, { token: admin.token, form });
      expect(res.status).toBe(400);
    }
    expect(filesOf(company.id)).toEqual(before);
    expect((await optionsOf(list.body.id))[0].path).toBe('');
  });

  test('a missing list answers 404 ERR_NO_FILE_LIST_FOUND; bad ids 400', async () => {
    const { admin } = await makeCompany();
    for (const [method, path] of [['GET', '/files/999999999'], ['PUT', '/files/999999999'], ['DELETE', '/files/999999999']]) {
      const res = await call(method, path, { token: admin.token, body: method === 'PUT' ? { name: 'Qualquer' } : undefined });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_FILE_LIST_FOUND');
    }
    expect((await call('GET', '/files/abc', { token: admin.token })).status).toBe(400);
    expect((await call('GET', '/files', { token: admin.token, query: { pageNumber: 'x' } })).status).toBe(400);
  });
});

describe('file lists: an edit changes only what it sends', () => {
  test('an edit without options keeps the options and their files', async () => {
    const { admin } = await makeCompany();
    const list = await call('POST', '/files', { token: admin.token, body: { name: 'Guardada', message: 'Msg', options: [{ name: 'Uma' }] } });
    await call('POST', `/files/uploadList/${list.body.id}`, { token: admin.token, form: filesForm([[PNG, 'a.png', 'image/png']]) });
    const before = await optionsOf(list.body.id);
    const edited = await call('PUT', `/files/${list.body.id}`, { token: admin.token, body: { message: 'Outra mensagem' } });
    expect(edited.status).toBe(200);
    expect(await optionsOf(list.body.id)).toEqual(before);
  });
});
