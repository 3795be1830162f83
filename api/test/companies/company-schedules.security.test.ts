import { describe, expect, test } from 'bun:test';
import { call, makeCompany, runSecurityTable } from '@zapdesk/testing';

describe('company schedules: security', () => {
  runSecurityTable({
    world: () => makeCompany(),
    params: (w) => ({ id: w.company.id }),
    routes: [{ method: 'GET', path: '/companies/:id/schedules', role: 'admin', otherCompany: 'ERR_NO_COMPANY_FOUND', superCrossesCompanies: true }],
  });

  test("another company's hours answer 404 ERR_NO_COMPANY_FOUND to its attendant too, without the hours", async () => {
    const { company: victim } = await makeCompany();
    const { user } = await makeCompany();
    const res = await call('GET', `/companies/${victim.id}/schedules`, { token: user.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_COMPANY_FOUND');
    expect(res.body.schedules).toBeUndefined();
  });
});
