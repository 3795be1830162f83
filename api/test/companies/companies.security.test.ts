import { describe, expect, test } from 'bun:test';
import { companies, count, db, eq } from '@zapdesk/db';
import { call, makeCompany, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';

const schedules = [{ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '10:00', endTime: '11:00' }];
async function world() {
  return { ...(await makeCompany()), newName: `Refused ${crypto.randomUUID().slice(0, 8)}` };
}
type World = Awaited<ReturnType<typeof world>>;
/** Company operations are super-user only, but for a company's own admin reading it and editing its hours, and its members reading its plan. */
const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/companies', role: 'super' },
  { method: 'GET', path: '/companies/list', role: 'super' },
  { method: 'GET', path: '/companies/:id', role: 'admin', otherCompany: 'ERR_NO_COMPANY_FOUND', superCrossesCompanies: true },
  { method: 'POST', path: '/companies', body: (w) => ({ name: w.newName, planId: w.plan.id }), role: 'super' },
  { method: 'PUT', path: '/companies/:id', body: { status: false }, role: 'super' },
  { method: 'DELETE', path: '/companies/:id', role: 'super' },
  { method: 'POST', path: '/companies/:id/expire', role: 'super' },
  { method: 'PUT', path: '/companies/:id/schedules', body: { schedules }, role: 'admin', otherCompany: 'ERR_NO_COMPANY_FOUND', superCrossesCompanies: true },
  { method: 'GET', path: '/companies/listPlan/:id', role: 'user', otherCompany: 'ERR_NO_COMPANY_FOUND', superCrossesCompanies: true },
];
const companyRow = async (id: number) => (await db().select().from(companies).where(eq(companies.id, id)))[0];

describe('companies: security', () => {
  runSecurityTable({
    world,
    params: (w) => ({ id: w.company.id }),
    unchanged: async (w) => [await companyRow(w.company.id), (await db().select({ n: count() }).from(companies).where(eq(companies.name, w.newName)))[0].n],
    routes,
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

  test("another company's hours answer 404 ERR_NO_COMPANY_FOUND to its attendant too, and stay as they were", async () => {
    const { company: victim } = await makeCompany();
    const { user } = await makeCompany();
    const res = await call('PUT', `/companies/${victim.id}/schedules`, { token: user.token, body: { schedules } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_COMPANY_FOUND');
    expect((await companyRow(victim.id)).schedules).toHaveLength(7);
  });
});
