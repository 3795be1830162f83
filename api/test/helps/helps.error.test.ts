import { describe, expect, test } from 'bun:test';
import { count, db, eq, helps } from '@zapdesk/db';
import { call, makeSuper } from '@zapdesk/testing';

const helpsTitled = async (title: string) => (await db().select({ n: count() }).from(helps).where(eq(helps.title, title)))[0].n;

describe('helps: bad input', () => {
  test.each([
    ['no body', undefined],
    ['malformed JSON', '{"title":'],
    ['no title', { video: 'dQw4w9WgXcQ' }],
    ['a blank title', { title: '   ' }],
    ['a title over 200', { title: 't'.repeat(201) }],
    ['a title that is not text', { title: 42 }],
    ['a video on another site', { title: 'Vimeo one', video: 'https://vimeo.com/123456' }],
    ['a video code of the wrong length', { title: 'Short code', video: 'abc' }],
    ['a YouTube URL without a code', { title: 'No code', video: 'https://www.youtube.com/feed/trending' }],
    ['a javascript: URL', { title: 'Script', video: 'javascript:alert(1)' }],
    ['a description over 5000', { title: 'Long', description: 'd'.repeat(5001) }],
  ])('POST /helps with %s answers 400 ERR_VALIDATION and writes nothing', async (_n, body) => {
    const su = await makeSuper();
    const res = await call('POST', '/helps', { token: su.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    if (body && typeof body === 'object' && typeof (body as any).title === 'string') expect(await helpsTitled((body as any).title)).toBe(0);
  });

  test('PUT with a bad video answers 400 and changes nothing', async () => {
    const su = await makeSuper();
    const created = await call('POST', '/helps', { token: su.token, body: { title: 'Stable', video: 'abcdefghijk' } });
    const res = await call('PUT', `/helps/${created.body.id}`, { token: su.token, body: { title: 'Changed', video: 'not a video' } });
    expect(res.status).toBe(400);
    const [row] = await db().select().from(helps).where(eq(helps.id, created.body.id));
    expect([row.title, row.video]).toEqual(['Stable', 'abcdefghijk']);
  });

  test.each([
    ['GET', '/helps/99999999'],
    ['PUT', '/helps/99999999'],
    ['DELETE', '/helps/99999999'],
  ])('%s %s of an unknown help answers 404 ERR_NO_HELP_FOUND', async (method, path) => {
    const su = await makeSuper();
    const res = await call(method, path, { token: su.token, body: method === 'PUT' ? { title: 'x' } : undefined });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_HELP_FOUND');
  });

  test('bad ids and paging answer 400 ERR_VALIDATION', async () => {
    const su = await makeSuper();
    for (const [path, query] of [['/helps/abc', {}], ['/helps/0', {}], ['/helps', { pageNumber: 'two' }], ['/helps', { pageNumber: -1 }]] as const) {
      const res = await call('GET', path, { token: su.token, query });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
  });
});
