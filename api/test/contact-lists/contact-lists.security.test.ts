import { describe, expect, test } from 'bun:test';
import { call, callRoute, makeSuper, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { itemsOf, listRow, listWorld, sheetForm } from './helpers';

async function world() {
  const w = await listWorld();
  const item = await call('POST', '/contact-list-items', { token: w.user.token, body: { name: 'Carla Mendes', number: '5511989039839', contactListId: w.listId } });
  return { ...w, itemId: item.body.id as number };
}
type W = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<W>[] = [
  { method: 'GET', path: '/contact-lists', role: 'user' },
  { method: 'GET', path: '/contact-lists/list', role: 'user' },
  { method: 'GET', path: '/contact-lists/:id', role: 'user', otherCompany: 'ERR_NO_CONTACT_LIST_FOUND' },
  { method: 'POST', path: '/contact-lists', body: { name: 'Outra lista' }, role: 'user' },
  { method: 'PUT', path: '/contact-lists/:id', body: { name: 'Renomeada' }, role: 'user', otherCompany: 'ERR_NO_CONTACT_LIST_FOUND' },
  { method: 'DELETE', path: '/contact-lists/:id', role: 'user', otherCompany: 'ERR_NO_CONTACT_LIST_FOUND' },
  { method: 'POST', path: '/contact-lists/:id/upload', form: () => sheetForm([['nome', 'numero'], ['Ana', '5511911112222']]), role: 'user', otherCompany: 'ERR_NO_CONTACT_LIST_FOUND' },
  { method: 'GET', path: '/contact-list-items', query: (w) => ({ contactListId: String(w.listId) }), role: 'user', otherCompany: 'ERR_NO_CONTACT_LIST_FOUND' },
  { method: 'GET', path: '/contact-list-items/:itemId', role: 'user', otherCompany: 'ERR_NO_CONTACT_LIST_ITEM_FOUND' },
  { method: 'POST', path: '/contact-list-items', body: (w) => ({ name: 'Ana Souza', number: '5511911112222', contactListId: w.listId }), role: 'user', otherCompany: 'ERR_NO_CONTACT_LIST_FOUND' },
  { method: 'PUT', path: '/contact-list-items/:itemId', body: { name: 'Mudada' }, role: 'user', otherCompany: 'ERR_NO_CONTACT_LIST_ITEM_FOUND' },
  { method: 'DELETE', path: '/contact-list-items/:itemId', role: 'user', otherCompany: 'ERR_NO_CONTACT_LIST_ITEM_FOUND' },
];
const table = {
  world,
  params: (w: W) => ({ id: w.listId, itemId: w.itemId }),
  unchanged: async (w: W) => [await listRow(w.listId), await itemsOf(w.listId)],
  routes,
};

describe('contact lists: security', () => {
  runSecurityTable(table);

  test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s with the plan flag useCampaigns off answers 403 ERR_PLAN_FEATURE_DISABLED', async (_label, r) => {
    const w = await world();
    const root = await makeSuper();
    await call('PUT', `/plans/${w.plan.id}`, { token: root.token, body: { useCampaigns: false } });
    const before = await table.unchanged(w);
    const res = await callRoute(table, r, w, w.admin.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', flag: 'useCampaigns' });
    expect(await table.unchanged(w)).toEqual(before);
  });
});
