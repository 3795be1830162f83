import { describe, expect, test } from 'bun:test';
import { db, helps } from '@zapdesk/db';
import { call, makeCompany, makeSuper } from '@zapdesk/testing';

const uid = () => crypto.randomUUID().slice(0, 8);

describe('helps: happy path', () => {
  test.each([
    ['a bare code', 'dQw4w9WgXcQ'],
    ['a watch URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s'],
    ['a share URL', 'https://youtu.be/dQw4w9WgXcQ?si=abc'],
    ['an embed URL', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a shorts URL', 'youtube.com/shorts/dQw4w9WgXcQ'],
    ['a mobile URL', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
  ])('a super user creates a help from %s; the video code is stored', async (_n, video) => {
    const su = await makeSuper();
    const res = await call('POST', '/helps', { token: su.token, body: { title: `How to ${uid()}`, description: 'Start here', video } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ description: 'Start here', video: 'dQw4w9WgXcQ' });
    expect(typeof res.body.id).toBe('number');
  });

  test('title alone is enough; description and video default to empty', async () => {
    const su = await makeSuper();
    const res = await call('POST', '/helps', { token: su.token, body: { title: 'Only a title' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Only a title', description: '', video: '' });
  });

  test('every logged-in user reads /helps/list as an array', async () => {
    const su = await makeSuper();
    const { user } = await makeCompany();
    const created = await call('POST', '/helps', { token: su.token, body: { title: `Listed ${uid()}`, video: 'abcdefghijk' } });
    const res = await call('GET', '/helps/list', { token: user.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.find((h: any) => h.id === created.body.id)).toMatchObject({ title: created.body.title, video: 'abcdefghijk' });
  });

  test('GET /helps pages and searches; GET /helps/:id shows one', async () => {
    const su = await makeSuper();
    const tag = uid();
    for (const i of [1, 2]) await call('POST', '/helps', { token: su.token, body: { title: `Paged ${tag} ${i}` } });
    const res = await call('GET', '/helps', { token: su.token, query: { searchParam: `PAGED ${tag}` } });
    expect(res.status).toBe(200);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.helps.map((h: any) => h.title)).toEqual([`Paged ${tag} 1`, `Paged ${tag} 2`]);
    const one = await call('GET', `/helps/${res.body.helps[0].id}`, { token: su.token });
    expect(one.body).toEqual(res.body.helps[0]);
  });

  test('GET /helps says hasMore when more than a page exists', async () => {
    const su = await makeSuper();
    const tag = uid();
    await db().insert(helps).values(Array.from({ length: 21 }, (_, i) => ({ title: `Many ${tag} ${String(i).padStart(2, '0')}` })));
    const first = await call('GET', '/helps', { token: su.token, query: { searchParam: `many ${tag}`, pageNumber: 1 } });
    expect(first.body.helps).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    const second = await call('GET', '/helps', { token: su.token, query: { searchParam: `many ${tag}`, pageNumber: 2 } });
    expect(second.body.helps).toHaveLength(1);
    expect(second.body.hasMore).toBe(false);
  });

  test('PUT changes only the fields sent; DELETE removes', async () => {
    const su = await makeSuper();
    const created = await call('POST', '/helps', { token: su.token, body: { title: 'Old', description: 'Keep me', video: 'abcdefghijk' } });
    const res = await call('PUT', `/helps/${created.body.id}`, { token: su.token, body: { title: 'New', video: 'https://youtu.be/ABCDEFGHIJK' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, title: 'New', description: 'Keep me', video: 'ABCDEFGHIJK' });
    const del = await call('DELETE', `/helps/${created.body.id}`, { token: su.token });
    expect(del.status).toBe(200);
    expect((await call('GET', `/helps/${created.body.id}`, { token: su.token })).status).toBe(404);
  });
});
