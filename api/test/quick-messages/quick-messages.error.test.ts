import { describe, expect, test } from 'bun:test';
import { call, makeCompany } from '@zapdesk/testing';
import { bytes, fileOf, filesOfCompany, padded, uploadForm } from '../media/files';
import { addQuickMessage, quickMessageRow, quickMessagesOf } from './helpers';

const badBodies: [string, unknown][] = [
  ['no body', undefined],
  ['malformed JSON', '{"shortcode":'],
  ['no shortcode', { message: 'Hi' }],
  ['a blank shortcode', { shortcode: '   ' }],
  ['a 101-character shortcode', { shortcode: 'x'.repeat(101) }],
  ['a shortcode of the wrong type', { shortcode: 12 }],
  ['a huge message', { shortcode: 'hi', message: 'x'.repeat(10_001) }],
  ['geral as a word', { shortcode: 'hi', geral: 'yes' }],
];

describe('quick messages: bad input', () => {
  test.each(badBodies)('create with %s answers 400 ERR_VALIDATION and writes nothing', async (_name, body) => {
    const { user, company } = await makeCompany();
    const res = await call('POST', '/quick-messages', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await quickMessagesOf(company.id)).toBe(0);
  });

  test.each(badBodies.filter(([n]) => n !== 'no body' && n !== 'no shortcode'))('update with %s answers 400 and changes nothing', async (_name, body) => {
    const { user } = await makeCompany();
    const qm = await addQuickMessage(user.token);
    const before = await quickMessageRow(qm.id);
    const res = await call('PUT', `/quick-messages/${qm.id}`, { token: user.token, body });
    expect(res.status).toBe(400);
    expect(await quickMessageRow(qm.id)).toEqual(before);
  });

  const badUploads: [string, () => FormData | undefined][] = [
    ['no form at all', () => undefined],
    ['no file field', () => { const f = new FormData(); f.append('typeArch', 'quickMessage'); return f; }],
    ['text in the file field', () => uploadForm('not a file')],
    ['an .exe disguised as a PNG', () => uploadForm(fileOf(bytes.exe(), 'photo.png', 'image/png'))],
    ['an .exe declared as text', () => uploadForm(fileOf(bytes.exe(), 'notes.txt', 'text/plain'))],
    ['a zip archive', () => uploadForm(fileOf(bytes.zip(), 'files.zip', 'application/zip'))],
    ['an HTML page', () => uploadForm(fileOf(bytes.html(), 'page.html', 'text/html'))],
    ['an SVG image (script-capable)', () => uploadForm(fileOf(bytes.svg(), 'logo.svg', 'image/svg+xml'))],
    ['an empty file', () => uploadForm(fileOf(new Uint8Array(0), 'empty.png', 'image/png'))],
    ['an image over 2 MB', () => uploadForm(fileOf(padded(bytes.png(), 2 * 1024 * 1024 + 1), 'big.png', 'image/png'))],
    ['an audio over 5 MB', () => uploadForm(fileOf(padded(bytes.mp3(), 5 * 1024 * 1024 + 1), 'big.mp3', 'audio/mpeg'))],
    ['a typeArch with path characters', () => uploadForm(fileOf(bytes.png(), 'a.png', 'image/png'), { typeArch: '../../etc' })],
  ];
  test.each(badUploads)('upload with %s answers 400 ERR_VALIDATION, stores no file and changes nothing', async (_name, form) => {
    const { user, company } = await makeCompany();
    const qm = await addQuickMessage(user.token);
    const before = await quickMessageRow(qm.id);
    const res = await call('POST', `/quick-messages/${qm.id}/media-upload`, { token: user.token, form: form() });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await quickMessageRow(qm.id)).toEqual(before);
    expect(filesOfCompany(company.id)).toEqual([]);
  });

  test('a body over the upload limit is refused before it is read', async () => {
    const { user, company } = await makeCompany();
    const qm = await addQuickMessage(user.token);
    const res = await call('POST', `/quick-messages/${qm.id}/media-upload`, { token: user.token, form: uploadForm(fileOf(padded(bytes.mp4(), 21 * 1024 * 1024), 'huge.mp4', 'video/mp4')) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(filesOfCompany(company.id)).toEqual([]);
  });

  test.each([
    ['pageNumber 0', { pageNumber: 0 }],
    ['a text pageNumber', { pageNumber: 'x' }],
  ])('the page with %s answers 400', async (_name, query) => {
    const { user } = await makeCompany();
    expect((await call('GET', '/quick-messages', { token: user.token, query })).status).toBe(400);
  });

  test.each([['GET'], ['PUT'], ['DELETE'], ['POST-media'], ['DELETE-media']])('%s of an unknown quick message answers 404, of a bad id 400', async (kind) => {
    const { user } = await makeCompany();
    const [method, suffix] = kind.endsWith('-media') ? [kind.split('-')[0], '/media-upload'] : [kind, ''];
    const opts = method === 'PUT' ? { body: { shortcode: 'x' } } : kind === 'POST-media' ? { form: uploadForm(fileOf(bytes.png(), 'a.png', 'image/png')) } : {};
    const res = await call(method, `/quick-messages/987654321${suffix}`, { token: user.token, ...opts });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_QUICK_MESSAGE_FOUND');
    const bad = await call(method, `/quick-messages/abc${suffix}`, { token: user.token, ...opts });
    expect(bad.status).toBe(400);
  });
});
