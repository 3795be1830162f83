import { expect, test } from 'bun:test';
import { mediaFileName, renamedForUpload } from './media-file-name';

test('spaces in file names become underscores', () => {
  expect(mediaFileName('tabela de preços 2024.pdf')).toBe('tabela_de_preços_2024.pdf');
  expect(mediaFileName('foto.png')).toBe('foto.png');
});

test('renamedForUpload keeps the bytes and the type', async () => {
  const f = renamedForUpload(new File(['abc'], 'my file.txt', { type: 'image/png' }));
  expect(f.name).toBe('my_file.txt');
  expect(f.type).toBe('image/png');
  expect(await f.text()).toBe('abc');
});
