import { describe, expect, test } from 'bun:test';
import { deleteMedia, publicMediaUrl, storeMedia } from '@zapdesk/core';
import { call, makeCompany, testApp } from '@zapdesk/testing';
import { bytes, fileOf, mediaFileExists, padded } from './files';

const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('media: storing and serving', () => {
  test.each([
    ['png', bytes.png(), 'image/png', 'image/png', 'inline'],
    ['jpg', bytes.jpg(), 'image/jpeg', 'image/jpeg', 'inline'],
    ['jpg', bytes.jpg(), 'image/jpg', 'image/jpeg', 'inline'],
    ['ogg', bytes.ogg(), 'audio/ogg; codecs=opus', 'audio/ogg', 'inline'],
    ['mp3', bytes.mp3(), 'audio/mpeg', 'audio/mpeg', 'inline'],
    ['mp4', bytes.mp4(), 'video/mp4', 'video/mp4', 'inline'],
    ['pdf', bytes.pdf(), 'application/pdf', 'application/pdf', 'attachment'],
    ['docx', bytes.zip(), docxMime, docxMime, 'attachment'],
    ['txt', new TextEncoder().encode('olá, mundo\n'), 'text/plain', 'text/plain', 'attachment'],
    ['png', bytes.png(), 'application/octet-stream', 'image/png', 'inline'],
  ])('a %s file (declared %p) is stored by its bytes and served as %p, %p', async (ext, data, declared, served, disposition) => {
    const { company } = await makeCompany();
    const stored = await storeMedia(company.id, fileOf(data, `name.${ext}`, declared), `my file.${ext}`, { maxBytes: 1 << 20 });
    expect(stored.mediaPath).toMatch(new RegExp(`^${company.id}/[0-9a-f]{32}\\.${ext}$`));
    expect(stored.mediaName).toBe(`my_file.${ext}`);
    expect(mediaFileExists(stored.mediaPath)).toBe(true);
    expect(publicMediaUrl(stored.mediaPath)).toMatch(new RegExp(`^https?://[^/]+/public/${stored.mediaPath}$`));
    const res = await call('GET', `/public/${stored.mediaPath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(served);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toStartWith(disposition);
    expect(Number(res.headers.get('content-length'))).toBe(data.byteLength);
  });

  test('the bytes come back unchanged, also as a byte range', async () => {
    const { company } = await makeCompany();
    const data = padded(bytes.mp4(), 1000).map((b, i) => (i < 32 ? b : i % 251));
    const stored = await storeMedia(company.id, fileOf(data, 'v.mp4', 'video/mp4'), 'v.mp4', { maxBytes: 1 << 20 });
    const full = await testApp().request(`/public/${stored.mediaPath}`);
    expect(new Uint8Array(await full.arrayBuffer())).toEqual(data);
    const part = await testApp().request(`/public/${stored.mediaPath}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(data.slice(100, 200));
    const tail = await testApp().request(`/public/${stored.mediaPath}`, { headers: { range: 'bytes=-10' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(data.slice(990));
    const beyond = await testApp().request(`/public/${stored.mediaPath}`, { headers: { range: 'bytes=5000-' } });
    expect(beyond.status).toBe(416);
  });

  test('public media needs no token (random 128-bit names are the capability)', async () => {
    const { company } = await makeCompany();
    const stored = await storeMedia(company.id, fileOf(bytes.png(), 'a.png', 'image/png'), 'a.png', { maxBytes: 1 << 20 });
    expect((await call('GET', `/public/${stored.mediaPath}`)).status).toBe(200);
  });

  test('per-kind limits and allowed families are applied', async () => {
    const { company } = await makeCompany();
    const ok = await storeMedia(company.id, fileOf(padded(bytes.png(), 1500), 'a.png', 'image/png'), 'a.png', { maxBytes: { image: 2000, audio: 10 }, allowedTypes: ['image/*'] });
    expect(ok).toMatchObject({ kind: 'image', mimeType: 'image/png', size: 1500 });
  });

  test('deleteMedia removes the file and ignores one already gone', async () => {
    const { company } = await makeCompany();
    const stored = await storeMedia(company.id, fileOf(bytes.png(), 'a.png', 'image/png'), 'a.png', { maxBytes: 1 << 20 });
    await deleteMedia(stored.mediaPath);
    expect(mediaFileExists(stored.mediaPath)).toBe(false);
    await deleteMedia(stored.mediaPath);
    await deleteMedia(null);
  });
});
