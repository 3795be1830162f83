import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, forgedTokenFor, makeSuper, makeUser } from '@zapdesk/testing';
import { imageForm, inOneHour, scheduleRow, scheduleWorld, schedulesOf } from './helpers';

async function world() {
  const a = await scheduleWorld();
  const b = await scheduleWorld();
  const mine = await call('POST', '/schedules', { token: a.user.token, body: { body: 'Mensagem da empresa A', contactId: a.contact.id, sendAt: inOneHour() } });
  return { a, b, id: mine.body.id as number };
}
type W = Awaited<ReturnType<typeof world>>;
const routes: [string, string, (w: W) => string, (w: W) => unknown][] = [
  ['list', 'GET', () => '/schedules', () => undefined],
  ['show', 'GET', (w) => `/schedules/${w.id}`, () => undefined],
  ['create', 'POST', () => '/schedules', (w) => ({ body: 'Mensagem nova aqui', contactId: w.a.contact.id, sendAt: inOneHour() })],
  ['update', 'PUT', (w) => `/schedules/${w.id}`, () => ({ body: 'Mudada por alguém' })],
  ['delete', 'DELETE', (w) => `/schedules/${w.id}`, () => undefined],
  ['upload', 'POST', (w) => `/schedules/${w.id}/media-upload`, () => undefined],
  ['remove upload', 'DELETE', (w) => `/schedules/${w.id}/media-upload`, () => undefined],
];
const send = (method: string, path: string, token: string | undefined, body: unknown) => call(method, path, { token, ...(path.endsWith('media-upload') && method === 'POST' ? { form: imageForm() } : { body }) });

describe('schedules: security', () => {
  test.each(routes)('%s without a token, or with an expired or forged one, answers 403 ERR_SESSION_EXPIRED', async (_n, method, path, body) => {
    const w = await world();
    for (const token of [undefined, await expiredTokenFor(w.a.user), await forgedTokenFor(w.a.user)]) {
      const res = await send(method, path(w), token, body(w));
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
    }
  });

  test.each(routes.filter(([, , path]) => path({ id: 1 } as W).includes('/1')))("%s of another company's schedule answers 404 and changes nothing", async (_n, method, path, body) => {
    const w = await world();
    const before = await scheduleRow(w.id);
    const res = await send(method, path(w), w.b.admin.token, body(w));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_SCHEDULE_FOUND');
    expect(await scheduleRow(w.id)).toEqual(before);
  });

  test("another company's contact cannot be scheduled (404), and the list never shows another company's schedules", async () => {
    const w = await world();
    const res = await call('POST', '/schedules', { token: w.b.user.token, body: { body: 'Para o contato de A', contactId: w.a.contact.id, sendAt: inOneHour() } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_CONTACT_FOUND');
    expect(await schedulesOf(w.b.company.id)).toEqual([]);
    const list = await call('GET', '/schedules', { token: w.b.admin.token, query: { searchParam: 'empresa A' } });
    expect(list.body).toMatchObject({ schedules: [], count: 0 });
  });

  test("another attendant may read but not change or delete someone's schedule; an admin may", async () => {
    const w = await world();
    const colleague = await makeUser(w.a.company.id);
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
    expect((await call('PUT', `/schedules/${w.id}`, { token: w.a.admin.token, body: { body: 'Mudada pelo admin' } })).status).toBe(200);
  });

  test.each(routes)('%s with the plan flag useSchedules off answers 403 ERR_PLAN_FEATURE_DISABLED', async (_n, method, path, body) => {
    const w = await world();
    const root = await makeSuper();
    await call('PUT', `/plans/${w.a.plan.id}`, { token: root.token, body: { useSchedules: false } });
    const before = await scheduleRow(w.id);
    const res = await send(method, path(w), w.a.admin.token, body(w));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', flag: 'useSchedules' });
    expect(await scheduleRow(w.id)).toEqual(before);
  });
});
