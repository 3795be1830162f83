import { describe, expect, test } from 'bun:test';
import { settingKeys } from '@zapdesk/contracts';
import { and, count, db, eq, settings, users } from '@zapdesk/db';
import { call, makeCompany, makePlan, makeSuper } from '@zapdesk/testing';

const uid = () => crypto.randomUUID().slice(0, 8);
const settingOf = async (companyId: number, key: string) =>
  (await db().select().from(settings).where(and(eq(settings.companyId, companyId), eq(settings.key, key))))[0]?.value;

describe('companies: happy path', () => {
  test('a super user creates a company with its settings; the shape carries plan and campaignsEnabled', async () => {
    const su = await makeSuper();
    const plan = await makePlan();
    const name = `Acme ${uid()}`;
    const res = await call('POST', '/companies', {
      token: su.token,
      body: { name, email: `ACME-${uid()}@Test.local`, phone: '+55 (11) 98888-7777', planId: plan.id, status: true, dueDate: '2030-05-10', recurrence: 'TRIMESTRAL', timezone: 'america/new_york', campaignsEnabled: true },
    });
    expect(res.status).toBe(200);
    const c = res.body;
    expect(c).toMatchObject({ name, phone: '5511988887777', status: true, dueDate: '2030-05-10T00:00:00.000Z', recurrence: 'TRIMESTRAL', timezone: 'America/New_York', planId: plan.id, plan: { id: plan.id, name: plan.name }, campaignsEnabled: true });
    expect(c.email).toBe(c.email.toLowerCase());
    expect(c.schedules).toHaveLength(7);
    expect(typeof c.createdAt).toBe('string');
    const [{ n }] = await db().select({ n: count() }).from(settings).where(eq(settings.companyId, c.id));
    expect(n).toBe(settingKeys.length);
    expect(await settingOf(c.id, 'campaignsEnabled')).toBe('true');
    const [{ n: userCount }] = await db().select({ n: count() }).from(users).where(eq(users.companyId, c.id));
    expect(userCount).toBe(0);
  });

  test('defaults: active, MENSAL, no due date, São Paulo time zone, campaigns off', async () => {
    const su = await makeSuper();
    const plan = await makePlan();
    const res = await call('POST', '/companies', { token: su.token, body: { name: `Min ${uid()}`, planId: plan.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, recurrence: 'MENSAL', dueDate: null, timezone: 'America/Sao_Paulo', campaignsEnabled: false, email: '', phone: '' });
    expect(await settingOf(res.body.id, 'campaignsEnabled')).toBe('false');
  });

  test('a password creates the first admin user with the company e-mail, who can log in', async () => {
    const su = await makeSuper();
    const plan = await makePlan();
    const email = `owner-${uid()}@test.local`;
    const name = `Owned ${uid()}`;
    const res = await call('POST', '/companies', { token: su.token, body: { name, email, planId: plan.id, password: 'owner-pass', dueDate: new Date(Date.now() + 86400_000 * 10).toISOString() } });
    expect(res.status).toBe(200);
    const login = await call('POST', '/auth/login', { body: { email, password: 'owner-pass' } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email, profile: 'admin', super: false, companyId: res.body.id, name });
  });

  test('GET /companies pages and searches by name, e-mail or phone, with count', async () => {
    const su = await makeSuper();
    const tag = uid();
    const plan = await makePlan();
    for (const i of [1, 2, 3]) await call('POST', '/companies', { token: su.token, body: { name: `Paged ${tag} ${i}`, planId: plan.id, phone: `1190000${i}` } });
    const res = await call('GET', '/companies', { token: su.token, query: { searchParam: `PAGED ${tag}`, pageNumber: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.companies.map((c: any) => c.name)).toEqual([`Paged ${tag} 1`, `Paged ${tag} 2`, `Paged ${tag} 3`]);
    const page2 = await call('GET', '/companies', { token: su.token, query: { searchParam: `paged ${tag}`, pageNumber: 2 } });
    expect(page2.body).toEqual({ companies: [], count: 3, hasMore: false });
    const all = await call('GET', '/companies', { token: su.token, query: { searchParam: '' } });
    expect(all.body.count).toBeGreaterThanOrEqual(3);
    expect(all.body.companies.length).toBeLessThanOrEqual(20);
    expect(all.body.hasMore).toBe(all.body.count > 20);
  });

  test('GET /companies/list answers an array of every company; GET /companies/:id one', async () => {
    const su = await makeSuper();
    const { company } = await makeCompany();
    const list = await call('GET', '/companies/list', { token: su.token });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body.some((c: any) => c.id === company.id)).toBe(true);
    const one = await call('GET', `/companies/${company.id}`, { token: su.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: company.id, name: company.name, campaignsEnabled: false });
  });

  test('PUT applies only the fields sent; campaignsEnabled updates the setting', async () => {
    const su = await makeSuper();
    const { company } = await makeCompany();
    const other = await makePlan();
    const res = await call('PUT', `/companies/${company.id}`, { token: su.token, body: { status: false, planId: other.id, recurrence: 'ANUAL', campaignsEnabled: 'true', dueDate: null, companyId: 1, id: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: company.id, name: company.name, email: company.email, status: false, planId: other.id, recurrence: 'ANUAL', campaignsEnabled: true, dueDate: null });
    expect(await settingOf(company.id, 'campaignsEnabled')).toBe('true');
    const renamed = await call('PUT', `/companies/${company.id}`, { token: su.token, body: { name: `${company.name} Renamed`, timezone: 'Europe/Lisbon' } });
    expect(renamed.body).toMatchObject({ name: `${company.name} Renamed`, timezone: 'Europe/Lisbon', status: false });
  });

  test('GET /companies/listPlan/:own id gives any user their plan with the seven flags', async () => {
    const { company, user, plan } = await makeCompany({ plan: { useKanban: false, useOpenAi: false } });
    const res = await call('GET', `/companies/listPlan/${company.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.plan).toEqual({
      id: plan.id, name: plan.name, users: plan.users, connections: plan.connections, queues: plan.queues, value: plan.value,
      useCampaigns: true, useKanban: false, useOpenAi: false, useIntegrations: true, useSchedules: true, useInternalChat: true, useExternalApi: true,
    });
    const su = await makeSuper();
    expect((await call('GET', `/companies/listPlan/${company.id}`, { token: su.token })).body.plan.id).toBe(plan.id);
  });

  test('the company admin and a super user set the working hours', async () => {
    const { company, admin } = await makeCompany();
    const schedules = [
      { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '09:00', endTime: '17:30' },
      { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
    ];
    const res = await call('PUT', `/companies/${company.id}/schedules`, { token: admin.token, body: { schedules } });
    expect(res.status).toBe(200);
    expect(res.body.schedules).toEqual(schedules);
    const su = await makeSuper();
    const bySuper = await call('PUT', `/companies/${company.id}/schedules`, { token: su.token, body: { schedules: [] } });
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.schedules).toEqual([]);
  });

  test.each([
    ['MENSAL', '2030-01-31T00:00:00.000Z', '2030-02-28T00:00:00.000Z'],
    ['BIMESTRAL', '2030-01-15T12:00:00.000Z', '2030-03-15T12:00:00.000Z'],
    ['TRIMESTRAL', '2031-11-30T00:00:00.000Z', '2032-02-29T00:00:00.000Z'],
    ['SEMESTRAL', '2030-08-31T00:00:00.000Z', '2031-02-28T00:00:00.000Z'],
    ['ANUAL', '2032-02-29T00:00:00.000Z', '2033-02-28T00:00:00.000Z'],
  ])('expire with %s advances dueDate from %s to %s', async (recurrence, from, to) => {
    const su = await makeSuper();
    const { company } = await makeCompany({ dueDate: new Date(from) });
    await call('PUT', `/companies/${company.id}`, { token: su.token, body: { recurrence } });
    const res = await call('POST', `/companies/${company.id}/expire`, { token: su.token });
    expect(res.status).toBe(200);
    expect(res.body.dueDate).toBe(to);
    expect(res.body.id).toBe(company.id);
  });

  test('expire without a due date counts from today', async () => {
    const su = await makeSuper();
    const { company } = await makeCompany({ dueDate: null });
    const res = await call('POST', `/companies/${company.id}/expire`, { token: su.token });
    const due = new Date(res.body.dueDate);
    const today = new Date();
    const expected = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    expect(due.getUTCFullYear()).toBe(expected.getUTCFullYear());
    expect(due.getUTCMonth()).toBe(expected.getUTCMonth());
    expect(due.getTime()).toBeGreaterThan(Date.now());
  });

  test('deleting a company removes it with its users, whose tokens stop working', async () => {
    const su = await makeSuper();
    const { company, user } = await makeCompany();
    expect((await call('GET', '/auth/me', { token: user.token })).status).toBe(200);
    const res = await call('DELETE', `/companies/${company.id}`, { token: su.token });
    expect(res.status).toBe(200);
    expect((await call('GET', `/companies/${company.id}`, { token: su.token })).status).toBe(404);
    expect((await db().select({ n: count() }).from(users).where(eq(users.companyId, company.id)))[0].n).toBe(0);
    const me = await call('GET', '/auth/me', { token: user.token });
    expect(me.status).toBe(403);
    expect(me.body.error).toBe('ERR_SESSION_EXPIRED');
  });
});
