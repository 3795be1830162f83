import { describe, expect, test } from 'bun:test';
import { call, callRoute, makeSuper, makeUser, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { imageForm, inOneHour, scheduleRow, scheduleWorld, schedulesOf } from './helpers';

async function world() {
  const a = await scheduleWorld();
  const mine = await call('POST', '/schedules', { token: a.user.token, body: { body: 'Mensagem da empresa A', contactId: a.contact.id, sendAt: inOneHour() } });
  return { ...a, id: mine.body.id as number };
}
type W = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<W>[] = [
  { method: 'GET', path: '/schedules', role: 'user' },
  { method: 'GET', path: '/schedules/:id', role: 'user', otherCompany: 'ERR_NO_SCHEDULE_FOUND' },
  { method: 'POST', path: '/schedules', body: (w) => ({ body: 'Mensagem nova aqui', contactId: w.contact.id, sendAt: inOneHour() }), role: 'user' },
  { method: 'PUT', path: '/schedules/:id', body: { body: 'Mudada por alguém' }, role: 'user', otherCompany: 'ERR_NO_SCHEDULE_FOUND' },
  { method: 'DELETE', path: '/schedules/:id', role: 'user', otherCompany: 'ERR_NO_SCHEDULE_FOUND' },
  { method: 'POST', path: '/schedules/:id/media-upload', form: () => imageForm(), role: 'user', otherCompany: 'ERR_NO_SCHEDULE_FOUND' },
  { method: 'DELETE', path: '/schedules/:id/media-upload', role: 'user', otherCompany: 'ERR_NO_SCHEDULE_FOUND' },
];
const table = { world, params: (w: W) => ({ id: w.id }), unchanged: async (w: W) => [await scheduleRow(w.id), (await schedulesOf(w.company.id)).length], routes };

describe('schedules: security', () => {
  runSecurityTable(table);

  test("another company's contact cannot be scheduled (404), and the list never shows another company's schedules", async () => {
    const w = await world();
    const b = await scheduleWorld();
    const res = await call('POST', '/schedules', { token: b.user.token, body: { body: 'Para o contato de A', contactId: w.contact.id, sendAt: inOneHour() } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_CONTACT_FOUND');
    expect(await schedulesOf(b.company.id)).toEqual([]);
    const list = await call('GET', '/schedules', { token: b.admin.token, query: { searchParam: 'empresa A' } });
    expect(list.body).toMatchObject({ schedules: [], count: 0 });
  });

  test("another attendant may read but not change or delete someone's schedule; an admin may", async () => {
    const w = await world();
    const colleague = await makeUser(w.company.id);
    expect((await call('GET', `/schedules/${w.id}`, { token: colleague.token })).status).toBe(200);
    for (const res of [
      await call('PUT', `/schedules/${w.id}`, { token: colleague.token, body: { body: 'Mudada por colega' } }),
      await call('DELETE', `/schedules/${w.id}`, { token: colleague.token }),
      await call('POST', `/schedules/${w.id}/media-upload`, { token: colleague.token, form: imageForm() }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    expect((await scheduleRow(w.id)).body).toBe('Mensagem da empresa A');
    expect((await call('PUT', `/schedules/${w.id}`, { token: w.admin.token, body: { body: 'Mudada pelo admin' } })).status).toBe(200);
  });

  test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s with the plan flag useSchedules off answers 403 ERR_PLAN_FEATURE_DISABLED', async (_label, r) => {
    const w = await world();
    const root = await makeSuper();
    await call('PUT', `/plans/${w.plan.id}`, { token: root.token, body: { useSchedules: false } });
    const before = await table.unchanged(w);
    const res = await callRoute(table, r, w, w.admin.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', flag: 'useSchedules' });
    expect(await table.unchanged(w)).toEqual(before);
  });
});
