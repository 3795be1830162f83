import { describe, expect, test } from 'bun:test';
import { call, makeCompany, makeUser, runSecurityTable, TEST_PASSWORD, type SecuredRoute } from '@zapdesk/testing';
import { config, setConfig } from '@zapdesk/core';
import { userRow, usersOfCompany } from './helpers';

const newUser = () => ({ name: 'Intruder', email: `i-${crypto.randomUUID()}@test.local`, password: 'secret1' });

type World = Awaited<ReturnType<typeof makeCompany>>;
/** Routes on one user aim at the company's admin: an attendant may read and edit only himself. */
const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/users', role: 'admin' },
  { method: 'GET', path: '/users/list', role: 'user' },
  { method: 'GET', path: '/users/:id', role: 'admin', otherCompany: 'ERR_NO_USER_FOUND' },
  { method: 'POST', path: '/users', body: newUser, role: 'admin' },
  { method: 'PUT', path: '/users/:id', body: { name: 'Hacked Name' }, role: 'admin', otherCompany: 'ERR_NO_USER_FOUND' },
  { method: 'DELETE', path: '/users/:id', role: 'admin', otherCompany: 'ERR_NO_USER_FOUND' },
];

describe('users: security', () => {
  runSecurityTable({
    world: () => makeCompany(),
    params: (w) => ({ id: w.admin.id }),
    unchanged: async (w) => [await userRow(w.admin.id), await usersOfCompany(w.company.id)],
    routes,
  });

  test('a user cannot delete himself either (admin only)', async () => {
    const { user } = await makeCompany();
    const res = await call('DELETE', `/users/${user.id}`, { token: user.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    expect(await userRow(user.id)).toBeDefined();
  });

  test('a user editing himself cannot escalate profile, queues, allTicket, connection or e-mail', async () => {
    const { user, queue } = await makeCompany();
    const before = await userRow(user.id);
    const res = await call('PUT', `/users/${user.id}`, {
      token: user.token,
      body: { profile: 'admin', super: true, queueIds: [], allTicket: 'enabled', whatsappId: null, email: `x-${Date.now()}@test.local`, companyId: 1, tokenVersion: 0 },
    });
    expect(res.status).toBe(200);
    const after = await userRow(user.id);
    expect(after).toMatchObject({ profile: 'user', super: false, allTicket: 'desabled', email: before.email, companyId: before.companyId, tokenVersion: before.tokenVersion });
    expect(res.body.queues.map((q: any) => q.id)).toEqual([queue.id]);
    expect((await call('GET', '/users', { token: user.token })).status).toBe(403);
  });

  test('a demoted admin loses admin access at once (the old token is refused)', async () => {
    const { admin, company } = await makeCompany();
    const second = await makeUser(company.id, { profile: 'admin' });
    expect((await call('PUT', `/users/${second.id}`, { token: admin.token, body: { profile: 'user' } })).status).toBe(200);
    const old = await call('GET', '/users', { token: second.token });
    expect(old.status).toBe(403);
    expect(old.body.error).toBe('ERR_SESSION_EXPIRED');
    const fresh = await call('POST', '/auth/login', { body: { email: second.email, password: TEST_PASSWORD } });
    const denied = await call('GET', '/users', { token: fresh.body.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
  });

  test('an admin who is not super cannot change or delete a super user of his company', async () => {
    const { admin, company } = await makeCompany();
    const sup = await makeUser(company.id, { profile: 'admin', super: true });
    const before = await userRow(sup.id);
    const edit = await call('PUT', `/users/${sup.id}`, { token: admin.token, body: { password: 'taken-over' } });
    expect(edit.status).toBe(403);
    expect(edit.body.error).toBe('ERR_NO_PERMISSION');
    const del = await call('DELETE', `/users/${sup.id}`, { token: admin.token });
    expect(del.status).toBe(403);
    expect(await userRow(sup.id)).toEqual(before);
  });

  test('lists never show another company or password hashes', async () => {
    const mine = await makeCompany();
    const theirs = await makeCompany();
    const page = await call('GET', '/users', { token: mine.admin.token, query: { searchParam: 'Attendant' } });
    expect(page.body.users.map((u: any) => u.id)).toEqual([mine.user.id]);
    const all = await call('GET', '/users/list', { token: mine.user.token });
    expect(all.body.map((u: any) => u.id).sort()).toEqual([mine.admin.id, mine.user.id].sort());
    expect(JSON.stringify([page.body, all.body])).not.toContain('passwordHash');
    expect(JSON.stringify(all.body)).not.toContain(String(theirs.admin.email));
  });

  test('a client-sent companyId never moves a created user to another company', async () => {
    const mine = await makeCompany();
    const theirs = await makeCompany();
    const res = await call('POST', '/users', { token: mine.admin.token, body: { ...newUser(), companyId: theirs.company.id } });
    expect(res.status).toBe(200);
    expect(res.body.companyId).toBe(mine.company.id);
    expect(await usersOfCompany(theirs.company.id)).toBe(2);
  });
});

describe('users: changing one’s own password', () => {
  const login = (email: string, password: string) => call('POST', '/auth/login', { body: { email, password } });

  test('asks for the current password: missing answers 400 with the field, wrong answers 400 ERR_WRONG_PASSWORD (not a 401 that logs out)', async () => {
    const { user } = await makeCompany();
    const before = await userRow(user.id);
    const missing = await call('PUT', `/users/${user.id}`, { token: user.token, body: { password: 'taken-over-1' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('ERR_VALIDATION');
    expect(missing.body.fields).toMatchObject({ currentPassword: 'required' });
    const wrong = await call('PUT', `/users/${user.id}`, { token: user.token, body: { password: 'taken-over-1', currentPassword: 'guess-123' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('ERR_WRONG_PASSWORD');
    expect(await userRow(user.id)).toEqual(before);
    expect((await login(user.email, 'taken-over-1')).status).toBe(401);
    const right = await call('PUT', `/users/${user.id}`, { token: user.token, body: { password: 'my-new-pw-1', currentPassword: TEST_PASSWORD } });
    expect(right.status).toBe(200);
    expect((await login(user.email, 'my-new-pw-1')).status).toBe(200);
  });

  test('an admin too, for their own; resetting another user’s password needs no current one', async () => {
    const { admin, user } = await makeCompany();
    expect((await call('PUT', `/users/${admin.id}`, { token: admin.token, body: { password: 'admin-new-1' } })).status).toBe(400);
    expect((await call('PUT', `/users/${user.id}`, { token: admin.token, body: { password: 'reset-by-admin-1' } })).status).toBe(200);
    expect((await login(user.email, 'reset-by-admin-1')).status).toBe(200);
  });

  test('guesses of the current password are rate limited like logins', async () => {
    const original = config();
    setConfig({ ...original, rateLimitLogin: 3 });
    try {
      const { user } = await makeCompany();
      const codes: string[] = [];
      for (let i = 0; i < 4; i++) codes.push((await call('PUT', `/users/${user.id}`, { token: user.token, body: { password: 'taken-over-1', currentPassword: `guess-${i}` } })).body.error);
      expect(codes).toEqual(['ERR_WRONG_PASSWORD', 'ERR_WRONG_PASSWORD', 'ERR_WRONG_PASSWORD', 'ERR_RATE_LIMITED']);
    } finally {
      setConfig(original);
    }
  });
});
