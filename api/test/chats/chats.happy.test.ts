import { describe, expect, test } from 'bun:test';
import { call, recordRealtime } from '@zapdesk/testing';
import { chatWorld, membersOf, messagesOf } from './helpers';

const rt = recordRealtime();
const emitted = (pred: (e: (typeof rt.emitted)[number]) => boolean) => rt.emitted.filter(pred);

describe('chats: happy path', () => {
  test('creating a chat makes the caller its owner and a member; each member hears create on company-{id}-chat-user-{userId}', async () => {
    const w = await chatWorld();
    expect(w.chat).toMatchObject({ title: 'Plantão', ownerId: w.user.id, companyId: w.company.id, lastMessage: '' });
    expect(w.chat.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(w.chat.users.map((u: any) => u.userId).sort()).toEqual([w.user.id, w.colleague.id].sort());
    expect(w.chat.users.find((u: any) => u.userId === w.colleague.id)).toEqual({ userId: w.colleague.id, unreads: 0, user: { id: w.colleague.id, name: 'Carla Colega' } });
    const events = emitted((e) => e.event.startsWith(`company-${w.company.id}-chat-user-`) && e.payload.record?.id === w.chat.id);
    expect(events.map((e) => [e.event, e.rooms])).toEqual(
      [w.user.id, w.colleague.id].map((u) => [`company-${w.company.id}-chat-user-${u}`, [`c:${w.company.id}:u:${u}`]]),
    );
    expect(events[0].payload).toEqual({ action: 'create', record: w.chat });
  });

  test('a message: stored, lastMessage moves, the other members count it unread, members hear new-message; reading clears it', async () => {
    const w = await chatWorld();
    const sent = await call('POST', `/chats/${w.chat.id}/messages`, { token: w.user.token, body: { message: 'Quem fica com a fila?\nEu não posso.' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ chatId: w.chat.id, senderId: w.user.id, message: 'Quem fica com a fila?\nEu não posso.', sender: { id: w.user.id } });
    expect(await membersOf(w.chat.id)).toEqual([{ userId: w.user.id, unreads: 0 }, { userId: w.colleague.id, unreads: 1 }].sort((a, b) => a.userId - b.userId));
    const news = emitted((e) => e.payload.action === 'new-message' && e.payload.newMessage.id === sent.body.id);
    expect(news.map((e) => e.event).sort()).toEqual([`company-${w.company.id}-chat`, `company-${w.company.id}-chat-${w.chat.id}`].sort());
    for (const e of news) expect(e.rooms.sort()).toEqual([`c:${w.company.id}:u:${w.user.id}`, `c:${w.company.id}:u:${w.colleague.id}`].sort());
    expect(news[0].payload.chat).toMatchObject({ id: w.chat.id, lastMessage: 'Quem fica com a fila?\nEu não posso.' });

    const list = await call('GET', '/chats', { token: w.colleague.token });
    expect(list.body.records.find((c: any) => c.id === w.chat.id).users.find((u: any) => u.userId === w.colleague.id).unreads).toBe(1);
    const read = await call('POST', `/chats/${w.chat.id}/read`, { token: w.colleague.token, body: { userId: w.user.id } });
    expect(read.status).toBe(200);
    expect(await membersOf(w.chat.id)).toEqual([{ userId: w.user.id, unreads: 0 }, { userId: w.colleague.id, unreads: 0 }].sort((a, b) => a.userId - b.userId));
    expect(emitted((e) => e.payload.action === 'update' && e.payload.chat?.id === w.chat.id && e.event === `company-${w.company.id}-chat`)).toHaveLength(1);
    // Reading a chat already read changes nothing and says nothing.
    await call('POST', `/chats/${w.chat.id}/read`, { token: w.colleague.token });
    expect(emitted((e) => e.payload.action === 'update' && e.payload.chat?.id === w.chat.id && e.event === `company-${w.company.id}-chat`)).toHaveLength(1);
  });

  test('messages come in pages of 20, page 1 the newest, oldest first within a page', async () => {
    const w = await chatWorld();
    for (let i = 1; i <= 25; i++) await call('POST', `/chats/${w.chat.id}/messages`, { token: i % 2 ? w.user.token : w.colleague.token, body: { message: `m${i}` } });
    const p1 = await call('GET', `/chats/${w.chat.id}/messages`, { token: w.colleague.token, query: { pageNumber: '1' } });
    const p2 = await call('GET', `/chats/${w.chat.uuid}/messages`, { token: w.colleague.token, query: { pageNumber: '2' } });
    expect(p1.body.records.map((m: any) => m.message)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 6}`));
    expect(p1.body.hasMore).toBe(true);
    expect(p2.body.records.map((m: any) => m.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(p2.body.hasMore).toBe(false);
  });

  test('the list shows only the caller’s chats, most recently active first, searchable by title; one chat by id or uuid', async () => {
    const w = await chatWorld();
    const second = (await call('POST', '/chats', { token: w.colleague.token, body: { title: 'Vendas', users: [{ id: w.user.id, name: 'x' }] } })).body;
    await call('POST', '/chats', { token: w.colleague.token, body: { title: 'Só nós dois', users: [w.outsider.id] } });
    await call('POST', `/chats/${w.chat.id}/messages`, { token: w.colleague.token, body: { message: 'sobe' } });
    const mine = await call('GET', '/chats', { token: w.user.token });
    expect(mine.body.records.map((c: any) => c.title)).toEqual(['Plantão', 'Vendas']);
    expect(mine.body.hasMore).toBe(false);
    expect((await call('GET', '/chats', { token: w.user.token, query: { searchParam: 'VEND' } })).body.records.map((c: any) => c.id)).toEqual([second.id]);
    expect((await call('GET', `/chats/${w.chat.uuid}`, { token: w.colleague.token })).body).toMatchObject({ id: w.chat.id, title: 'Plantão' });
    expect((await call('GET', `/chats/${w.chat.id}`, { token: w.colleague.token })).body.uuid).toBe(w.chat.uuid);
  });

  test('the owner renames and changes members: added hear create, kept hear update, removed hear delete; unread counts kept', async () => {
    const w = await chatWorld();
    await call('POST', `/chats/${w.chat.id}/messages`, { token: w.user.token, body: { message: 'um' } });
    const res = await call('PUT', `/chats/${w.chat.id}`, { token: w.user.token, body: { title: 'Plantão de sábado', users: [w.outsider.id] } });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Plantão de sábado');
    expect(res.body.users.map((u: any) => u.userId).sort()).toEqual([w.user.id, w.outsider.id].sort());
    const c = w.company.id;
    expect(emitted((e) => e.event === `company-${c}-chat-user-${w.outsider.id}` && e.payload.record?.id === w.chat.id).map((e) => e.payload.action)).toEqual(['create']);
    expect(emitted((e) => e.event === `company-${c}-chat-user-${w.user.id}` && e.payload.record?.id === w.chat.id).map((e) => e.payload.action)).toEqual(['create', 'update']);
    expect(emitted((e) => e.event === `company-${c}-chat` && e.payload.action === 'delete' && e.payload.id === w.chat.id).map((e) => e.rooms)).toEqual([[`c:${c}:u:${w.colleague.id}`]]);
    // The colleague is out: the chat is gone from their list and answers 404.
    expect((await call('GET', '/chats', { token: w.colleague.token })).body.records).toEqual([]);
    expect((await call('GET', `/chats/${w.chat.id}/messages`, { token: w.colleague.token })).status).toBe(404);
    // A title-only edit keeps the members.
    const renamed = await call('PUT', `/chats/${w.chat.uuid}`, { token: w.user.token, body: { title: 'Só o título' } });
    expect(renamed.body.users.map((u: any) => u.userId).sort()).toEqual([w.user.id, w.outsider.id].sort());
  });

  test('the owner deletes the chat with its messages; the members hear {action: delete, id}', async () => {
    const w = await chatWorld();
    await call('POST', `/chats/${w.chat.id}/messages`, { token: w.colleague.token, body: { message: 'tchau' } });
    expect((await call('DELETE', `/chats/${w.chat.id}`, { token: w.user.token })).body).toEqual({ message: 'Chat deleted' });
    expect((await call('GET', `/chats/${w.chat.id}`, { token: w.user.token })).status).toBe(404);
    expect([await membersOf(w.chat.id), await messagesOf(w.chat.id)]).toEqual([[], []]);
    const del = emitted((e) => e.event === `company-${w.company.id}-chat` && e.payload.action === 'delete' && e.payload.id === w.chat.id);
    expect(del).toHaveLength(1);
    expect(del[0].payload).toEqual({ action: 'delete', chatId: w.chat.id, id: w.chat.id });
    expect(del[0].rooms.sort()).toEqual([`c:${w.company.id}:u:${w.user.id}`, `c:${w.company.id}:u:${w.colleague.id}`].sort());
  });
});
