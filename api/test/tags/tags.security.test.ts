import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, makeCompany, makeTicket, makeUser } from '@zapdesk/testing';
import { addTag, tagIdsOfTicket, tagRow, tagsOf } from './helpers';

type Ids = { tagId: number; ticketId: number };
// Every row has three cells: bun passes a `done` callback in place of a missing one.
type Route = [method: string, path: (ids: Ids) => string, body: (ids: Ids) => unknown];
const none = () => undefined;
const routes: Route[] = [
  ['GET', () => '/tags', none],
  ['GET', () => '/tags/list', none],
  ['GET', () => '/tags/kanban', none],
  ['GET', (i) => `/tags/${i.tagId}`, none],
  ['POST', () => '/tags', () => ({ name: 'Injected' })],
  ['PUT', (i) => `/tags/${i.tagId}`, () => ({ name: 'Hacked' })],
  ['DELETE', (i) => `/tags/${i.tagId}`, none],
  ['POST', () => '/tags/sync', (i) => ({ ticketId: i.ticketId, tags: [] })],
];
const onRecords = routes.filter(([, p]) => p({ tagId: 1, ticketId: 1 }).includes('/1') || p({ tagId: 1, ticketId: 1 }).endsWith('sync'));

async function victim() {
  const base = await makeCompany();
  const tag = await addTag(base.admin.token, { name: 'Original' });
  const ticket = await makeTicket(base.company.id, { queueId: base.queue.id, status: 'open' });
  await call('POST', '/tags/sync', { token: base.admin.token, body: { ticketId: ticket.id, tags: [{ id: tag.id }] } });
  return { ...base, tag, ticket, ids: { tagId: tag.id, ticketId: ticket.id } };
}

describe('tags: security', () => {
  test.each(routes)('%s %p without a token, or with an expired one, answers 403 ERR_SESSION_EXPIRED', async (method, path, body) => {
    const v = await victim();
    for (const token of [undefined, await expiredTokenFor(v.user)]) {
      const res = await call(method, path(v.ids), { token, body: body(v.ids) });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
    }
    expect(await tagsOf(v.company.id)).toBe(1);
  });

  test.each(onRecords)("%s %p on another company's tag or ticket answers 404 and changes nothing", async (method, path, body) => {
    const v = await victim();
    const attacker = await makeCompany();
    const before = await tagRow(v.tag.id);
    const res = await call(method, path(v.ids), { token: attacker.admin.token, body: body(v.ids) });
    expect(res.status).toBe(404);
    expect(['ERR_NO_TAG_FOUND', 'ERR_NO_TICKET_FOUND']).toContain(res.body.error);
    expect(await tagRow(v.tag.id)).toEqual(before);
    expect(await tagIdsOfTicket(v.ticket.id)).toEqual([v.tag.id]);
  });

  test("lists never carry another company's tags", async () => {
    const v = await victim();
    const attacker = await makeCompany();
    await addTag(attacker.admin.token, { name: 'Mine', kanban: 1 });
    for (const path of ['/tags', '/tags/list', '/tags/kanban']) {
      const res = await call('GET', path, { token: attacker.admin.token, query: { companyId: v.company.id } });
      const list = res.body.tags ?? res.body.lista ?? res.body;
      expect(list.map((t: any) => t.name)).toEqual(['Mine']);
    }
  });

  test('a plain user may not delete a tag (403 ERR_NO_PERMISSION)', async () => {
    const v = await victim();
    const res = await call('DELETE', `/tags/${v.tag.id}`, { token: v.user.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    expect(await tagRow(v.tag.id)).toBeDefined();
  });

  test("a user outside the ticket's queue may not sync its tags (403) and nothing changes", async () => {
    const v = await victim();
    const outsider = await makeUser(v.company.id, { profile: 'user' });
    const other = await addTag(v.admin.token);
    const res = await call('POST', '/tags/sync', { token: outsider.token, body: { ticketId: v.ticket.id, tags: [{ id: other.id }] } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    expect(await tagIdsOfTicket(v.ticket.id)).toEqual([v.tag.id]);
  });

  test('a plain user cannot turn kanban on, by create or update; userId and companyId in the body are ignored', async () => {
    const v = await victim();
    const attacker = await makeCompany();
    const created = await call('POST', '/tags', { token: v.user.token, body: { name: 'Sneaky', kanban: 1, userId: v.admin.id, companyId: attacker.company.id } });
    expect(created.body).toMatchObject({ kanban: 0, userId: v.user.id, companyId: v.company.id });
    await call('PUT', `/tags/${v.tag.id}`, { token: v.user.token, body: { kanban: 1 } });
    expect((await tagRow(v.tag.id)).kanban).toBe(0);
  });
});
