import { describe, expect, test } from 'bun:test';
import { companies, count, db, eq } from '@zapdesk/db';
import { call, expiredTokenFor, forgedTokenFor, makeCompany, makePlan } from '@zapdesk/testing';

const schedules = [{ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '10:00', endTime: '11:00' }];
type Route = [string, string, unknown?];
/** Every authenticated company route, aimed at `target`. */
const routesFor = (target: number, planId: number): Route[] => [
  ['GET', '/companies'],
  ['GET', '/companies/list'],
  ['GET', `/companies/${target}`],
  ['POST', '/companies', { name: `Sec ${crypto.randomUUID().slice(0, 8)}`, planId }],
  ['PUT', `/companies/${target}`, { status: false }],
  ['DELETE', `/companies/${target}`],
  ['POST', `/companies/${target}/expire`],
  ['PUT', `/companies/${target}/schedules`, { schedules }],
  ['GET', `/companies/listPlan/${target}`],
];
const labels = routesFor(0, 0).map(([m, p], i) => [`${m} ${p.replace('/0', '/:id')}`, i] as const);
const superOnly = labels.filter(([l]) => !l.includes('schedules') && !l.includes('listPlan') && l !== 'GET /companies/:id');

describe('companies: security', () => {
  test.each(labels)('%s without a token answers 403 ERR_SESSION_EXPIRED', async (_l, i) => {
    const { company, plan } = await makeCompany();
    const [method, path, body] = routesFor(company.id, plan.id)[i];
    const res = await call(method, path, { body });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each(labels)('%s with an expired or forged token answers 403 ERR_SESSION_EXPIRED', async (_l, i) => {
    const { company, plan, admin } = await makeCompany();
    const [method, path, body] = routesFor(company.id, plan.id)[i];
    for (const token of [await expiredTokenFor(admin), await forgedTokenFor(admin)]) {
      const res = await call(method, path, { token, body });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
    }
  });

  test.each(superOnly)('%s by a company admin or attendant (own company) answers 403 ERR_NO_PERMISSION', async (_l, i) => {
    const { company, plan, admin, user } = await makeCompany();
    const [method, path, body] = routesFor(company.id, plan.id)[i];
    for (const u of [admin, user]) {
      const res = await call(method, path, { token: u.token, body });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect(row.status).toBe(true);
  });

  test.each([['GET', 'listPlan'], ['PUT', 'schedules']])("%s %s of another company answers 404 ERR_NO_COMPANY_FOUND to its admin and attendant", async (method, kind) => {
    const { company: victim } = await makeCompany();
    const { admin, user } = await makeCompany();
    const path = kind === 'listPlan' ? `/companies/listPlan/${victim.id}` : `/companies/${victim.id}/schedules`;
    for (const u of [admin, user]) {
      const res = await call(method, path, { token: u.token, body: method === 'PUT' ? { schedules } : undefined });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_COMPANY_FOUND');
    }
    const [row] = await db().select().from(companies).where(eq(companies.id, victim.id));
    expect(row.schedules).toHaveLength(7);
  });

  test("a company admin reads their own company; an attendant may not; another company's answers 404 to both", async () => {
    const { company, admin, user } = await makeCompany();
    const { company: other } = await makeCompany();
    const own = await call('GET', `/companies/${company.id}`, { token: admin.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: company.id, name: company.name });
    const byUser = await call('GET', `/companies/${company.id}`, { token: user.token });
    expect(byUser.status).toBe(403);
    expect(byUser.body.error).toBe('ERR_NO_PERMISSION');
    for (const u of [admin, user]) {
      const res = await call('GET', `/companies/${other.id}`, { token: u.token });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_COMPANY_FOUND');
    }
  });

  test('an attendant cannot change their own company hours (403 ERR_NO_PERMISSION)', async () => {
    const { company, user } = await makeCompany();
    const res = await call('PUT', `/companies/${company.id}/schedules`, { token: user.token, body: { schedules } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });

  test('a refused create writes nothing and a refused delete keeps the company', async () => {
    const { company, admin } = await makeCompany();
    const plan = await makePlan();
    const name = `Refused ${crypto.randomUUID().slice(0, 8)}`;
    await call('POST', '/companies', { token: admin.token, body: { name, planId: plan.id } });
    expect((await db().select({ n: count() }).from(companies).where(eq(companies.name, name)))[0].n).toBe(0);
    await call('DELETE', `/companies/${company.id}`, { token: admin.token });
    expect((await db().select({ n: count() }).from(companies).where(eq(companies.id, company.id)))[0].n).toBe(1);
  });
});
