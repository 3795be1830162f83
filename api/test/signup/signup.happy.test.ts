import { describe, expect, test } from 'bun:test';
import { settingKeys, TRIAL_DAYS } from '@zapdesk/contracts';
import { and, companies, count, db, eq, settings, users } from '@zapdesk/db';
import { call, makePlan } from '@zapdesk/testing';

const uid = () => crypto.randomUUID().slice(0, 8);

describe('sign-up: happy path', () => {
  test('creates a trial company (3 days, MENSAL, active, campaigns enabled) and its admin, who logs in', async () => {
    const plan = await makePlan();
    const email = `Founder-${uid()}@Test.local`;
    const name = `Startup ${uid()}`;
    const before = Date.now();
    const res = await call('POST', '/companies/cadastro', { body: { name, email, password: 'abcde', phone: '(11) 98765-4321', planId: plan.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name, email: email.toLowerCase(), phone: '11987654321', status: true, recurrence: 'MENSAL', planId: plan.id, campaignsEnabled: true });
    const due = new Date(res.body.dueDate).getTime();
    expect(due).toBeGreaterThanOrEqual(before + TRIAL_DAYS * 86400_000);
    expect(due).toBeLessThanOrEqual(Date.now() + TRIAL_DAYS * 86400_000);

    const [admin] = await db().select().from(users).where(eq(users.companyId, res.body.id));
    expect(admin).toMatchObject({ email: email.toLowerCase(), profile: 'admin', super: false, name });
    const [{ n }] = await db().select({ n: count() }).from(settings).where(eq(settings.companyId, res.body.id));
    expect(n).toBe(settingKeys.length);

    const login = await call('POST', '/auth/login', { body: { email, password: 'abcde' } });
    expect(login.status).toBe(200);
    expect(login.body.user.company.settings).toContainEqual({ key: 'campaignsEnabled', value: 'true' });
  });

  test('the server decides the trial: dueDate, status, recurrence, campaigns, profile and super sent by the client are ignored', async () => {
    const plan = await makePlan();
    const email = `trick-${uid()}@test.local`;
    const res = await call('POST', '/companies/cadastro', {
      body: { name: `Trick ${uid()}`, email, password: 'abcde', planId: plan.id, dueDate: '2099-12-31', status: false, recurrence: 'ANUAL', campaignsEnabled: false, profile: 'user', super: true, companyId: 1 },
    });
    expect(res.status).toBe(200);
    const [row] = await db().select().from(companies).where(eq(companies.id, res.body.id));
    expect(row.status).toBe(true);
    expect(row.recurrence).toBe('MENSAL');
    expect(row.dueDate!.getTime()).toBeLessThan(Date.now() + (TRIAL_DAYS + 1) * 86400_000);
    const [s] = await db().select().from(settings).where(and(eq(settings.companyId, row.id), eq(settings.key, 'campaignsEnabled')));
    expect(s.value).toBe('true');
    const [u] = await db().select().from(users).where(eq(users.email, email));
    expect([u.profile, u.super, u.companyId]).toEqual(['admin', false, row.id]);
  });

  test('the phone is optional', async () => {
    const plan = await makePlan();
    const res = await call('POST', '/companies/cadastro', { body: { name: `NoPhone ${uid()}`, email: `np-${uid()}@test.local`, password: 'abcde', planId: String(plan.id) } });
    expect(res.status).toBe(200);
    expect(res.body.phone).toBe('');
  });
});
