import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, forgedTokenFor, makeCompany } from '@zapdesk/testing';

describe('company schedules: security', () => {
  test('GET /companies/:id/schedules without a token, or with an expired or forged one, answers 403 ERR_SESSION_EXPIRED', async () => {
    const { company, admin } = await makeCompany();
    for (const token of [undefined, await expiredTokenFor(admin), await forgedTokenFor(admin)]) {
      const res = await call('GET', `/companies/${company.id}/schedules`, { token });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
    }
  });

  test("another company's hours answer 404 ERR_NO_COMPANY_FOUND to its admin and attendant", async () => {
    const { company: victim } = await makeCompany();
    const { admin, user } = await makeCompany();
    for (const u of [admin, user]) {
      const res = await call('GET', `/companies/${victim.id}/schedules`, { token: u.token });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_COMPANY_FOUND');
      expect(res.body.schedules).toBeUndefined();
    }
  });

  test('an attendant cannot read their own company hours (403 ERR_NO_PERMISSION)', async () => {
    const { company, user } = await makeCompany();
    const res = await call('GET', `/companies/${company.id}/schedules`, { token: user.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });
});
