import { describe, expect, test } from 'bun:test';
import type { MediaFileList } from '@zapdesk/contracts';
import { fileListBody, mediaKind, nameFromFile, optionRows, oversizeLimit, pendingUploads, type OptionRow } from './file-list-form';

const at = '2026-01-01T00:00:00.000Z';
const list: MediaFileList = {
  id: 4,
  companyId: 1,
  name: 'Catálogo',
  message: 'Veja',
  options: [
    { id: 9, fileId: 4, name: 'Vitrine', path: '1/a.png', mediaType: 'image', url: 'http://x/public/1/a.png' },
    { id: 10, fileId: 4, name: 'Tabela', path: '', mediaType: '', url: null },
  ],
  createdAt: at,
  updatedAt: at,
};
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('file list form', () => {
  test('rows come from the options; an option without a stored file has no current file', () => {
    const rows = optionRows(list);
    expect(rows.map((r) => [r.id, r.name, r.current?.mediaType ?? null])).toEqual([
      [9, 'Vitrine', 'image'],
      [10, 'Tabela', null],
    ]);
    expect(optionRows(null)).toEqual([]);
  });

  test('the body keeps the rows’ order, existing options by id', () => {
    const rows: OptionRow[] = [{ key: 'n', name: ' Novo ', file: null, current: null }, ...optionRows(list).slice(0, 1)];
    expect(fileListBody({ name: ' Catálogo ', message: 'Oi ' }, rows)).toEqual({ name: 'Catálogo', message: 'Oi', options: [{ name: 'Novo' }, { id: 9, name: 'Vitrine' }] });
  });

  test('uploads go to the existing option, or to the new options in the rows’ order', () => {
    const a = file('a.png', 'image/png');
    const b = file('b.mp4', 'video/mp4');
    const c = file('c.pdf', 'application/pdf');
    // A new row first, then an existing one, then two new ones: the API lists options by id.
    const rows: OptionRow[] = [{ key: 'n', name: 'Vídeo', file: b, current: null }, { ...optionRows(list)[0], file: a }, { key: 'm', name: 'Sem', file: null, current: null }, { key: 'p', name: 'PDF', file: c, current: null }];
    const saved = { ...list, options: [list.options[0], { ...list.options[1], id: 11, name: 'Vídeo' }, { ...list.options[1], id: 12, name: 'Sem' }, { ...list.options[1], id: 13, name: 'PDF' }] };
    expect(pendingUploads(rows, saved)).toEqual([
      { optionId: 11, file: b },
      { optionId: 9, file: a },
      { optionId: 13, file: c },
    ]);
  });

  test('size limits by kind; names from files', () => {
    expect(mediaKind('audio/ogg')).toBe('audio');
    expect(mediaKind('application/pdf')).toBe('document');
    expect(oversizeLimit({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe('2 MB');
    expect(oversizeLimit({ type: 'video/mp4', size: 3 * 1024 * 1024 })).toBeNull();
    expect(nameFromFile('Foto da vitrine.png')).toBe('Foto da vitrine');
    expect(nameFromFile('.env')).toBe('.env');
  });
});
