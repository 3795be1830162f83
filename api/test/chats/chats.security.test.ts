import { describe, expect, test } from 'bun:test';
import { call, callRoute, makeSuper, makeUser, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { chatState, chatsOf, chatWorld } from './helpers';

type W = Awaited<ReturnType<typeof chatWorld>>;
const routes: SecuredRoute<W>[] = [
  { method: 'GET', path: '/chats', role: 'user' },
  { method: 'GET', path: '/chats/:id', role: 'user', otherCompany: 'ERR_NO_CHAT_FOUND' },
  { method: 'POST', path: '/chats', body: (w) => ({ title: 'Nova', users: [w.colleague.id] }), role: 'user' },
  { method: 'PUT', path: '/chats/:id', body: { title: 'Sequestrada' }, role: 'user', otherCompany: 'ERR_NO_CHAT_FOUND' },
  { method: 'DELETE', path: '/chats/:id', role: 'user', otherCompany: 'ERR_NO_CHAT_FOUND' },
  { method: 'POST', path: '/chats/:id/read', body: {}, role: 'user', otherCompany: 'ERR_NO_CHAT_FOUND' },
  { method: 'GET', path: '/chats/:id/messages', role: 'user', otherCompany: 'ERR_NO_CHAT_FOUND' },
  { method: 'POST', path: '/chats/:id/messages', body: { message: 'intrusa' }, role: 'user', otherCompany: 'ERR_NO_CHAT_FOUND' },
];
/** The world's attendant owns the chat: the table's callers are other users (its admin, a supervisor) or other companies. */
const table = { world: () => chatWorld(), params: (w: W) => ({ id: w.chat.id }), unchanged: async (w: W) => [await chatState(w.chat.id), (await chatsOf(w.company.id)).length], routes };

describe('chats: security', () => {
  runSecurityTable(table);

  test('a user of the same company who is not a member cannot read, post, mark read, edit or delete the chat (404), even an admin or a super user', async () => {
    const w = await chatWorld();
    const root = await makeUser(w.company.id, { profile: 'admin', super: true });
    const before = await chatState(w.chat.id);
    for (const token of [w.outsider.token, w.admin.token, root.token]) {
      for (const [method, path, body] of [
        ['GET', `/chats/${w.chat.id}`],
        ['GET', `/chats/${w.chat.uuid}`],
        ['GET', `/chats/${w.chat.id}/messages`],
        ['POST', `/chats/${w.chat.id}/messages`, { message: 'oi' }],
        ['POST', `/chats/${w.chat.id}/read`, {}],
        ['PUT', `/chats/${w.chat.id}`, { title: 'x' }],
        ['DELETE', `/chats/${w.chat.id}`],
      ] as const) {
        const res = await call(method, path, { token, body });
        expect({ path, method, status: res.status, error: res.body.error }).toEqual({ path, method, status: 404, error: 'ERR_NO_CHAT_FOUND' });
      }
      expect((await call('GET', '/chats', { token })).body.records.some((c: any) => c.id === w.chat.id)).toBe(false);
    }
    expect(await chatState(w.chat.id)).toEqual(before);
  });

  test('a member who is not the owner may talk but not rename, change members or delete (403 ERR_NO_PERMISSION)', async () => {
    const w = await chatWorld();
    const before = await chatState(w.chat.id);
    for (const res of [
      await call('PUT', `/chats/${w.chat.id}`, { token: w.colleague.token, body: { title: 'Minha agora' } }),
      await call('PUT', `/chats/${w.chat.id}`, { token: w.colleague.token, body: { users: [w.colleague.id, w.outsider.id] } }),
      await call('DELETE', `/chats/${w.chat.id}`, { token: w.colleague.token }),
    ]) expect({ status: res.status, error: res.body.error }).toEqual({ status: 403, error: 'ERR_NO_PERMISSION' });
    expect(await chatState(w.chat.id)).toEqual(before);
    expect((await call('POST', `/chats/${w.chat.id}/messages`, { token: w.colleague.token, body: { message: 'posso falar' } })).status).toBe(200);
  });

  test("a read mark's userId is ignored: it marks only the caller's own count", async () => {
    const w = await chatWorld();
    await call('POST', `/chats/${w.chat.id}/messages`, { token: w.colleague.token, body: { message: 'um' } });
    await call('POST', `/chats/${w.chat.id}/messages`, { token: w.user.token, body: { message: 'dois' } });
    await call('POST', `/chats/${w.chat.id}/read`, { token: w.user.token, body: { userId: w.colleague.id } });
    const chat = (await call('GET', `/chats/${w.chat.id}`, { token: w.user.token })).body;
    expect(Object.fromEntries(chat.users.map((u: any) => [u.userId, u.unreads]))).toEqual({ [w.user.id]: 0, [w.colleague.id]: 1 });
  });

  test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s with the plan flag useInternalChat off answers 403 ERR_PLAN_FEATURE_DISABLED', async (_label, r) => {
    const w = await chatWorld();
    const root = await makeSuper();
    await call('PUT', `/plans/${w.plan.id}`, { token: root.token, body: { useInternalChat: false } });
    const before = await table.unchanged(w);
    const res = await callRoute(table, r, w, w.user.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', flag: 'useInternalChat' });
    expect(await table.unchanged(w)).toEqual(before);
  });
});
