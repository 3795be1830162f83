import { describe, expect, test } from 'bun:test';
import { call, makeCompany, makeTicket, makeUser, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { addTag, tagIdsOfTicket, tagRow, tagsOf } from './helpers';

async function victim() {
  const base = await makeCompany();
  const tag = await addTag(base.admin.token, { name: 'Original' });
  const ticket = await makeTicket(base.company.id, { queueId: base.queue.id, status: 'open', tagIds: [tag.id] });
  return { ...base, tag, ticket };
}

const routes: SecuredRoute<Awaited<ReturnType<typeof victim>>>[] = [
  { method: 'GET', path: '/tags', role: 'user' },
  { method: 'GET', path: '/tags/list', role: 'user' },
  { method: 'GET', path: '/tags/kanban', role: 'user' },
  { method: 'GET', path: '/tags/:id', role: 'user', otherCompany: 'ERR_NO_TAG_FOUND' },
  { method: 'POST', path: '/tags', body: { name: 'Injected' }, role: 'user' },
  { method: 'PUT', path: '/tags/:id', body: { name: 'Hacked' }, role: 'user', otherCompany: 'ERR_NO_TAG_FOUND' },
  { method: 'DELETE', path: '/tags/:id', role: 'supervisor', otherCompany: 'ERR_NO_TAG_FOUND' },
  { method: 'POST', path: '/tags/sync', body: (w) => ({ ticketId: w.ticket.id, tags: [] }), role: 'user', otherCompany: 'ERR_NO_TICKET_FOUND' },
];

describe('tags: security', () => {
  runSecurityTable({
    world: victim,
    params: (w) => ({ id: w.tag.id }),
    unchanged: async (w) => [await tagRow(w.tag.id), await tagsOf(w.company.id), await tagIdsOfTicket(w.ticket.id)],
    routes,
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
