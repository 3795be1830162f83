import { describe, expect, test } from 'bun:test';
import { companies, count, db, eq, sql, users } from '@zapdesk/db';
import { call, makeCompany, makePlan, makeSuper, makeUser } from '@zapdesk/testing';

const uid = () => crypto.randomUUID().slice(0, 8);
const companiesNamed = async (name: string) => (await db().select({ n: count() }).from(companies).where(sql`lower(${companies.name}) = ${name.toLowerCase()}`))[0].n;

describe('companies: bad input', () => {
  test.each([
    ['no body', () => undefined],
    ['malformed JSON', () => '{"name":'],
    ['a one-letter name', (p: number) => ({ name: 'A', planId: p })],
    ['a name over 50', (p: number) => ({ name: 'x'.repeat(51), planId: p })],
    ['no plan', () => ({ name: `NoPlan ${uid()}` })],
    ['a text planId', () => ({ name: `BadPlan ${uid()}`, planId: 'abc' })],
    ['a bad e-mail', (p: number) => ({ name: `BadMail ${uid()}`, planId: p, email: 'not-an-email' })],
    ['letters in the phone', (p: number) => ({ name: `BadPhone ${uid()}`, planId: p, phone: 'call me' })],
    ['an unknown time zone', (p: number) => ({ name: `BadTz ${uid()}`, planId: p, timezone: 'Mars/Olympus' })],
    ['an unknown recurrence', (p: number) => ({ name: `BadRec ${uid()}`, planId: p, recurrence: 'WEEKLY' })],
    ['a bad due date', (p: number) => ({ name: `BadDue ${uid()}`, planId: p, dueDate: '31/12/2030' })],
    ['a status that is not a boolean', (p: number) => ({ name: `BadStatus ${uid()}`, planId: p, status: 'maybe' })],
    ['a password without an e-mail', (p: number) => ({ name: `NoMail ${uid()}`, planId: p, password: 'secret1' })],
    ['a short password', (p: number) => ({ name: `ShortPw ${uid()}`, planId: p, email: `x-${uid()}@t.local`, password: '123' })],
    ['hours in a bad format', (p: number) => ({ name: `BadHours ${uid()}`, planId: p, schedules: [{ weekday: 'Seg', weekdayEn: 'monday', startTime: '8h', endTime: '18:00' }] })],
    ['a weekday twice', (p: number) => ({ name: `TwiceDay ${uid()}`, planId: p, schedules: [{ weekday: 'Seg', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' }, { weekday: 'Seg', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' }] })],
  ])('POST /companies with %s answers 400 ERR_VALIDATION and writes nothing', async (_n, make) => {
    const su = await makeSuper();
    const plan = await makePlan();
    const body = make(plan.id) as any;
    const res = await call('POST', '/companies', { token: su.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    if (body?.name) expect(await companiesNamed(body.name)).toBe(0);
  });

  test('an unknown plan answers 404 ERR_NO_PLAN_FOUND and writes nothing', async () => {
    const su = await makeSuper();
    const name = `Orphan ${uid()}`;
    const res = await call('POST', '/companies', { token: su.token, body: { name, planId: 99999999 } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_PLAN_FOUND');
    expect(await companiesNamed(name)).toBe(0);
  });

  test('a duplicate company name (any case) answers 409 ERR_DUPLICATED_NAME on create and on edit', async () => {
    const su = await makeSuper();
    const { company, plan } = await makeCompany();
    const { company: other } = await makeCompany();
    const res = await call('POST', '/companies', { token: su.token, body: { name: company.name.toUpperCase(), planId: plan.id } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_DUPLICATED_NAME');
    expect(await companiesNamed(company.name)).toBe(1);
    const edit = await call('PUT', `/companies/${other.id}`, { token: su.token, body: { name: company.name } });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe('ERR_DUPLICATED_NAME');
  });

  test('an admin e-mail already in use answers 409 ERR_DUPLICATED_EMAIL and leaves no company behind', async () => {
    const su = await makeSuper();
    const { user, plan } = await makeCompany();
    const name = `DupMail ${uid()}`;
    const res = await call('POST', '/companies', { token: su.token, body: { name, planId: plan.id, email: user.email, password: 'secret1' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_DUPLICATED_EMAIL');
    expect(await companiesNamed(name)).toBe(0);
  });

  test('PUT with a bad field answers 400 and changes nothing', async () => {
    const su = await makeSuper();
    const { company } = await makeCompany();
    const res = await call('PUT', `/companies/${company.id}`, { token: su.token, body: { status: false, timezone: 'Nowhere/Land' } });
    expect(res.status).toBe(400);
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect(row.status).toBe(true);
  });

  test('PUT to an unknown plan answers 404 ERR_NO_PLAN_FOUND and changes nothing', async () => {
    const su = await makeSuper();
    const { company, plan } = await makeCompany();
    const res = await call('PUT', `/companies/${company.id}`, { token: su.token, body: { planId: 99999999, status: false } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_PLAN_FOUND');
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect([row.planId, row.status]).toEqual([plan.id, true]);
  });

  test.each([
    ['GET', '/companies/99999999'],
    ['PUT', '/companies/99999999'],
    ['DELETE', '/companies/99999999'],
    ['POST', '/companies/99999999/expire'],
    ['PUT', '/companies/99999999/schedules'],
    ['GET', '/companies/listPlan/99999999'],
  ])('%s %s of an unknown company answers 404 ERR_NO_COMPANY_FOUND', async (method, path) => {
    const su = await makeSuper();
    const body = method === 'PUT' ? (path.endsWith('schedules') ? { schedules: [] } : { status: true }) : undefined;
    const res = await call(method, path, { token: su.token, body });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_COMPANY_FOUND');
  });

  test.each([
    ['not an array', { schedules: 'monday' }],
    ['a missing list', {}],
    ['a bad time', { schedules: [{ weekday: 'Seg', weekdayEn: 'monday', startTime: '25:00', endTime: '18:00' }] }],
    ['an unknown weekday', { schedules: [{ weekday: 'X', weekdayEn: 'funday', startTime: '08:00', endTime: '18:00' }] }],
    ['eight days', { schedules: Array.from({ length: 8 }, () => ({ weekday: 'Seg', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' })) }],
  ])('schedules with %s answer 400 ERR_VALIDATION and change nothing', async (_n, body) => {
    const { company, admin } = await makeCompany();
    const res = await call('PUT', `/companies/${company.id}/schedules`, { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect(row.schedules).toHaveLength(7);
  });

  test("a super user cannot delete their own company, nor one holding a super user", async () => {
    const su = await makeSuper();
    const own = await call('DELETE', `/companies/${su.companyId}`, { token: su.token });
    expect(own.status).toBe(403);
    expect(own.body.error).toBe('ERR_NO_PERMISSION');
    const { company } = await makeCompany();
    await makeUser(company.id, { super: true, profile: 'admin' });
    const other = await call('DELETE', `/companies/${company.id}`, { token: su.token });
    expect(other.status).toBe(403);
    expect((await db().select({ n: count() }).from(companies).where(eq(companies.id, company.id)))[0].n).toBe(1);
    expect((await db().select({ n: count() }).from(users).where(eq(users.companyId, su.companyId)))[0].n).toBeGreaterThan(0);
  });

  test.each([['abc'], ['0'], ['-3']])('a bad company id %s answers 400 ERR_VALIDATION', async (id) => {
    const su = await makeSuper();
    for (const path of [`/companies/${id}`, `/companies/listPlan/${id}`]) {
      const res = await call('GET', path, { token: su.token });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
  });

  test('paging parameters are validated', async () => {
    const su = await makeSuper();
    for (const query of [{ pageNumber: 'x' }, { pageNumber: 0 }, { searchParam: 'x'.repeat(300) }]) {
      const res = await call('GET', '/companies', { token: su.token, query });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
  });
});
