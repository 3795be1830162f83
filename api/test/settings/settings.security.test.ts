import { describe, expect, test } from 'bun:test';
import { and, db, eq, settings } from '@zapdesk/db';
import { call, expiredTokenFor, forgedTokenFor, makeCompany, makeUser } from '@zapdesk/testing';

const routes: [string, string, unknown][] = [
  ['GET', '/settings', undefined],
  ['GET', '/settings/userRating', undefined],
  ['PUT', '/settings/userRating', { value: 'enabled' }],
];
const valueOf = async (companyId: number, key: string) => (await db().select().from(settings).where(and(eq(settings.companyId, companyId), eq(settings.key, key))))[0]?.value;

describe('settings: security', () => {
  test.each(routes)('%s %s without a token answers 403 ERR_SESSION_EXPIRED', async (method, path, body) => {
    const res = await call(method, path, { body });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each(routes)('%s %s with an expired token answers 403 ERR_SESSION_EXPIRED and writes nothing', async (method, path, body) => {
    const { admin, company } = await makeCompany();
    const res = await call(method, path, { token: await expiredTokenFor(admin), body });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
    expect(await valueOf(company.id, 'userRating')).toBe('disabled');
  });

  test.each(routes)('%s %s with a forged token answers 403 ERR_SESSION_EXPIRED', async (method, path, body) => {
    const { admin } = await makeCompany();
    const res = await call(method, path, { token: await forgedTokenFor(admin), body });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  // Settings are addressed by key within the caller's company: there is no id of another company to
  // reach, so "another company" means reads and writes never cross tenants.
  test.each(routes)("%s %s touches only the caller's company", async (method, path, body) => {
    const mine = await makeCompany();
    const theirs = await makeCompany();
    await call('PUT', '/settings/userRating', { token: theirs.admin.token, body: { value: 'enabled' } });
    const res = await call(method, path, { token: mine.admin.token, body });
    expect(res.status).toBe(200);
    const rows = Array.isArray(res.body) ? res.body : [res.body];
    expect(rows.every((s: any) => s.companyId === mine.company.id)).toBe(true);
    expect(await valueOf(theirs.company.id, 'userRating')).toBe('enabled');
    if (method === 'GET') expect(rows.find((s: any) => s.key === 'userRating').value).toBe('disabled');
  });

  test.each(['user', 'supervisor'] as const)('PUT /settings/:key by a %s answers 403 ERR_NO_PERMISSION and writes nothing', async (profile) => {
    const { company } = await makeCompany();
    const actor = await makeUser(company.id, { profile });
    for (const key of ['userRating', 'userCreation', 'asaas']) {
      const res = await call('PUT', `/settings/${key}`, { token: actor.token, body: { value: 'enabled' } });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    expect(await valueOf(company.id, 'userRating')).toBe('disabled');
    expect(await valueOf(company.id, 'asaas')).toBe('');
  });

  test('the payment credential (asaas) is hidden from non-admins', async () => {
    const { admin, user } = await makeCompany();
    await call('PUT', '/settings/asaas', { token: admin.token, body: { value: 'secret-api-key' } });
    const list = await call('GET', '/settings', { token: user.token });
    expect(JSON.stringify(list.body)).not.toContain('secret-api-key');
    const one = await call('GET', '/settings/asaas', { token: user.token });
    expect(one.status).toBe(403);
    expect(one.body.error).toBe('ERR_NO_PERMISSION');
  });
});
