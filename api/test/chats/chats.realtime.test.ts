import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { realtimeSink } from '@zapdesk/core';
import { call, makeCompany, makeSuper, makeUser } from '@zapdesk/testing';
import { connectReady, record, type Socket } from '@zapdesk/testing/socket';
import { startGateway } from '../realtime/helpers';

/**
 * Chat and announcement events over real sockets: a chat's events reach its members' sockets and nobody else's (a
 * colleague of the same company, an admin, another company); announcements reach every company. With Redis (the
 * PostgreSQL pass) the listeners sit on a second API process and hear what this process emits through the stream.
 */
const withRedis = !!process.env.REDIS_URL;
let here: Awaited<ReturnType<typeof startGateway>>;
let second: ReturnType<typeof Bun.spawn> | null = null;
let listenUrl = '';
const opened: Socket[] = [];

beforeAll(async () => {
  here = await startGateway();
  listenUrl = here.url;
  if (!withRedis) return;
  second = Bun.spawn([process.execPath, 'run', join(import.meta.dir, '..', 'realtime', 'fixtures', 'second-api.ts')], { cwd: join(import.meta.dir, '..', '..'), env: { ...process.env }, stdin: 'pipe', stdout: 'pipe', stderr: 'inherit' });
  const reader = (second.stdout as ReadableStream<Uint8Array>).getReader();
  let text = '';
  while (!text.includes('\n')) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`second API process ended: ${text}`);
    text += new TextDecoder().decode(value);
  }
  listenUrl = `http://127.0.0.1:${JSON.parse(text.slice(0, text.indexOf('\n'))).port}`;
});
afterAll(async () => {
  for (const s of opened.splice(0)) s.close();
  if (second) {
    second.kill('SIGTERM');
    await second.exited;
  }
  await here.stop();
});

async function listen(token: string) {
  const s = await connectReady(listenUrl, token);
  opened.push(s);
  return { socket: s, rec: record(s) };
}

/** Waits until every socket received a marker sent after the action: events to one socket arrive in order, so what they heard is final. */
async function settle(sockets: Socket[]) {
  const id = crypto.randomUUID();
  const seen = sockets.map((s) => new Promise<void>((resolve) => s.on('settle', (p: { id: string }) => p.id === id && resolve())));
  for (const s of sockets) realtimeSink().emit([s.id!], 'settle', { id });
  await Promise.race([Promise.all(seen), Bun.sleep(4000).then(() => Promise.reject(new Error('no settle marker')))]);
}

const chatEvents = (r: ReturnType<typeof record>) => r.events.filter((e) => e.event.includes('-chat'));

describe('chat realtime over real sockets' + (withRedis ? ' (across two API processes)' : ''), () => {
  test('a message reaches the members’ sockets (every tab) in order, and never a colleague outside the chat, an admin or another company', async () => {
    const A = await makeCompany();
    const B = await makeCompany();
    const colleague = await makeUser(A.company.id);
    const outsider = await makeUser(A.company.id);
    const chat = (await call('POST', '/chats', { token: A.user.token, body: { title: 'Só nós', users: [colleague.id] } })).body;
    const owner = await listen(A.user.token);
    const member = await listen(colleague.token);
    const memberTab2 = await listen(colleague.token);
    const others = [await listen(outsider.token), await listen(A.admin.token), await listen(B.admin.token), await listen(B.user.token)];
    for (let i = 1; i <= 5; i++) expect((await call('POST', `/chats/${chat.id}/messages`, { token: A.user.token, body: { message: `m${i}` } })).status).toBe(200);
    await member.rec.until(`company-${A.company.id}-chat`, 5);
    await settle([owner, member, memberTab2, ...others].map((x) => x.socket));
    for (const r of [owner.rec, member.rec, memberTab2.rec]) {
      expect(r.of(`company-${A.company.id}-chat`).map((p) => p.newMessage.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
      expect(r.of(`company-${A.company.id}-chat-${chat.id}`).map((p) => p.newMessage.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    }
    expect(member.rec.of(`company-${A.company.id}-chat`).at(-1).chat.users.find((u: any) => u.userId === colleague.id).unreads).toBe(5);
    for (const o of others) expect(chatEvents(o.rec)).toEqual([]);

    // The read mark and a rename reach the members only, too; so does the delete.
    await call('POST', `/chats/${chat.id}/read`, { token: colleague.token });
    await call('PUT', `/chats/${chat.id}`, { token: A.user.token, body: { title: 'Renomeada' } });
    await call('DELETE', `/chats/${chat.id}`, { token: A.user.token });
    await member.rec.until(`company-${A.company.id}-chat`, 8);
    await settle([owner, member, ...others].map((x) => x.socket));
    expect(member.rec.of(`company-${A.company.id}-chat`).slice(5).map((p) => p.action)).toEqual(['update', 'update', 'delete']);
    expect(member.rec.of(`company-${A.company.id}-chat-user-${colleague.id}`).map((p) => [p.action, p.record.title])).toEqual([['update', 'Renomeada']]);
    expect(owner.rec.of(`company-${A.company.id}-chat-user-${colleague.id}`)).toEqual([]);
    for (const o of others) expect(chatEvents(o.rec)).toEqual([]);
  });

  test('a chat created reaches each member on their own chat-user event, nobody else', async () => {
    const A = await makeCompany();
    const colleague = await makeUser(A.company.id);
    const member = await listen(colleague.token);
    const outsider = await listen(A.admin.token);
    const chat = (await call('POST', '/chats', { token: A.user.token, body: { title: 'Nova', users: [colleague.id] } })).body;
    await member.rec.until(`company-${A.company.id}-chat-user-${colleague.id}`);
    await settle([member.socket, outsider.socket]);
    expect(member.rec.of(`company-${A.company.id}-chat-user-${colleague.id}`)).toEqual([{ action: 'create', record: chat }]);
    expect(chatEvents(outsider.rec)).toEqual([]);
  });

  test('an announcement reaches every logged-in socket of every company on company-announcement', async () => {
    const A = await makeCompany();
    const B = await makeCompany();
    const listeners = [await listen(A.user.token), await listen(B.admin.token)];
    const root = await makeSuper();
    const created = (await call('POST', '/announcements', { token: root.token, body: { title: 'Para todos', text: 'Olá' } })).body;
    for (const l of listeners) {
      await l.rec.until('company-announcement');
      expect(l.rec.of('company-announcement')).toContainEqual({ action: 'create', record: created });
    }
  });
});
