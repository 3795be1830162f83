import { describe, expect, test } from 'bun:test';
import { call, makeSuper } from '@zapdesk/testing';
import { announcementRow, announcementsTitled, imageForm, publish, uid } from './helpers';

describe('announcements: bad input', () => {
  test.each([
    ['no title', { title: undefined }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['no text', { text: undefined }, 'text'],
    ['a blank text', { text: '' }, 'text'],
    ['a priority of 0', { priority: 0 }, 'priority'],
    ['a priority of 4', { priority: 4 }, 'priority'],
    ['a priority that is not a number', { priority: 'alta' }, 'priority'],
    ['a status that is not a boolean', { status: 'sim' }, 'status'],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, 'title'],
  ] as [string, Record<string, unknown>, string][])('%s answers 400 with the field and writes nothing', async (_n, over, field) => {
    const root = await makeSuper();
    const title = `Aviso ${uid()}`;
    const res = await call('POST', '/announcements', { token: root.token, body: { title, text: 'Texto', ...over } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(Object.keys(res.body.fields)).toContain(field);
    expect(await announcementsTitled(title)).toEqual([]);
  });

  test('an edit with a bad field changes nothing', async () => {
    const { root, announcement } = await publish();
    const before = await announcementRow(announcement.id);
    for (const body of [{ title: '' }, { priority: 9 }, { status: 'no' }, { text: '  ' }]) {
      const res = await call('PUT', `/announcements/${announcement.id}`, { token: root.token, body });
      expect(res.status).toBe(400);
    }
    expect(await announcementRow(announcement.id)).toEqual(before);
  });

  test('ids that are not ids answer 400; unknown ids answer 404 ERR_NO_ANNOUNCEMENT_FOUND', async () => {
    const root = await makeSuper();
    expect((await call('GET', '/announcements/abc', { token: root.token })).status).toBe(400);
    for (const [method, path] of [
      ['GET', '/announcements/999999999'],
      ['PUT', '/announcements/999999999'],
      ['DELETE', '/announcements/999999999'],
      ['DELETE', '/announcements/999999999/media-upload'],
    ] as const) {
      const res = await call(method, path, { token: root.token, body: method === 'PUT' ? { title: 'x' } : undefined });
      expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 404, error: 'ERR_NO_ANNOUNCEMENT_FOUND' });
    }
    expect((await call('POST', '/announcements/999999999/media-upload', { token: root.token, form: imageForm() })).body.error).toBe('ERR_NO_ANNOUNCEMENT_FOUND');
  });

  test.each([
    ['a GIF (not among .png, .jpg, .jpeg)', new Uint8Array([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0]), 'a.gif', 'image/gif'],
    ['text named .png', new TextEncoder().encode('not an image at all'), 'fake.png', 'image/png'],
    ['a PDF declared as JPEG', new TextEncoder().encode('%PDF-1.4 hello'), 'x.jpg', 'image/jpeg'],
    ['an empty file', new Uint8Array(), 'empty.png', 'image/png'],
  ] as [string, Uint8Array<ArrayBuffer>, string, string][])('an upload of %s answers 400 and keeps the announcement as it was', async (_n, bytes, name, type) => {
    const { root, announcement } = await publish();
    const before = await announcementRow(announcement.id);
    const res = await call('POST', `/announcements/${announcement.id}/media-upload`, { token: root.token, form: imageForm(bytes, name, type) });
    expect(res.status).toBe(400);
    expect(await announcementRow(announcement.id)).toEqual(before);
  });

  test('an upload without a file answers 400', async () => {
    const { root, announcement } = await publish();
    const res = await call('POST', `/announcements/${announcement.id}/media-upload`, { token: root.token, form: new FormData() });
    expect(res.status).toBe(400);
  });

  test('an image over 2 MB answers 400', async () => {
    const { root, announcement } = await publish();
    const big = new Uint8Array((2 << 20) + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await call('POST', `/announcements/${announcement.id}/media-upload`, { token: root.token, form: imageForm(big) });
    expect([400, 413]).toContain(res.status);
    expect((await announcementRow(announcement.id)).mediaPath).toBeNull();
  });
});
