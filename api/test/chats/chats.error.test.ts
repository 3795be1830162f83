import { describe, expect, test } from 'bun:test';
import { call, makeCompany } from '@zapdesk/testing';
import { chatState, chatsOf, chatWorld, messagesOf } from './helpers';

describe('chats: bad input', () => {
  test.each([
    ['no title', { title: undefined }, 'title', undefined],
    ['a blank title', { title: '  ' }, 'title', 'fillTitle'],
    ['no users', { users: undefined }, 'users', undefined],
    ['an empty user list', { users: [] }, 'users', 'fillUser'],
    ['a user id that is not a number', { users: ['abc'] }, 'users.0', undefined],
  ] as [string, Record<string, unknown>, string, string | undefined][])('creating with %s answers 400 with the field and writes nothing', async (_n, over, field, message) => {
    const w = await chatWorld();
    const before = (await chatsOf(w.company.id)).length;
    const res = await call('POST', '/chats', { token: w.user.token, body: { title: 'Novo', users: [w.colleague.id], ...over } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(Object.keys(res.body.fields)).toContain(field);
    if (message) expect(res.body.fields[field]).toBe(message);
    expect((await chatsOf(w.company.id)).length).toBe(before);
  });

  test('a user of another company, or none at all, answers 404 ERR_NO_USER_FOUND and creates nothing', async () => {
    const w = await chatWorld();
    const other = await makeCompany();
    const before = (await chatsOf(w.company.id)).length;
    for (const users of [[other.user.id], [w.colleague.id, 999999999]]) {
      const res = await call('POST', '/chats', { token: w.user.token, body: { title: 'Novo', users } });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_USER_FOUND');
    }
    expect((await chatsOf(w.company.id)).length).toBe(before);
    const put = await call('PUT', `/chats/${w.chat.id}`, { token: w.user.token, body: { users: [other.user.id] } });
    expect(put.body.error).toBe('ERR_NO_USER_FOUND');
  });

  test.each([
    ['an empty message', ''],
    ['a blank message', ' \n\t '],
  ])('%s is not sent (400) and nothing changes', async (_n, message) => {
    const w = await chatWorld();
    const before = await chatState(w.chat.id);
    const res = await call('POST', `/chats/${w.chat.id}/messages`, { token: w.user.token, body: { message } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toContain('message');
    expect(await chatState(w.chat.id)).toEqual(before);
  });

  test('bad edits change nothing', async () => {
    const w = await chatWorld();
    const before = await chatState(w.chat.id);
    for (const body of [{ title: '' }, { users: [] }, { users: 'todos' }]) expect((await call('PUT', `/chats/${w.chat.id}`, { token: w.user.token, body })).status).toBe(400);
    expect(await chatState(w.chat.id)).toEqual(before);
  });

  test('ids that are neither an id nor a uuid answer 400; unknown ones 404 ERR_NO_CHAT_FOUND', async () => {
    const w = await chatWorld();
    expect((await call('GET', '/chats/abc', { token: w.user.token })).status).toBe(400);
    expect((await call('GET', "/chats/1'%20or%201=1", { token: w.user.token })).status).toBe(400);
    for (const path of ['/chats/999999999', `/chats/${crypto.randomUUID()}`, '/chats/999999999/messages']) {
      const res = await call('GET', path, { token: w.user.token });
      expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 404, error: 'ERR_NO_CHAT_FOUND' });
    }
    expect((await call('GET', `/chats/${w.chat.id}/messages`, { token: w.user.token, query: { pageNumber: '0' } })).status).toBe(400);
    expect(await messagesOf(w.chat.id)).toEqual([]);
  });
});
