import { describe, expect, test } from 'bun:test';
import { companies, db, eq, users } from '@zapdesk/db';
import { call, makeCompany, makeSuper, runSecurityTable, TEST_PASSWORD } from '@zapdesk/testing';

const cookieOf = (h: Headers) => `jrt=${h.get('set-cookie')?.match(/jrt=([^;]+)/)?.[1]}`;
async function logIn(email: string) {
  const res = await call('POST', '/auth/login', { body: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, cookie: cookieOf(res.headers) };
}

describe('session: security', () => {
  runSecurityTable({
    world: () => makeCompany(),
    routes: [
      { method: 'GET', path: '/auth/me', role: 'user' },
      { method: 'POST', path: '/users/set-language/en', role: 'user', unchanged: async (w) => (await db().select().from(users).where(eq(users.id, w.user.id)))[0] },
    ],
  });

  test('a suspended company: its refresh cookies stop issuing tokens and its access tokens stop at once', async () => {
    const { company, user, admin } = await makeCompany();
    const root = await makeSuper();
    const u = await logIn(user.email);
    const a = await logIn(admin.email);
    expect((await call('PUT', `/companies/${company.id}`, { token: root.token, body: { status: false } })).status).toBe(200);
    for (const s of [u, a]) {
      const me = await call('GET', '/auth/me', { token: s.token });
      expect(me.status).toBe(403);
      expect(me.body.error).toBe('ERR_SESSION_EXPIRED');
      const refreshed = await call('POST', '/auth/refresh_token', { headers: { cookie: s.cookie } });
      expect(refreshed.status).toBe(401);
      expect(refreshed.body.token).toBeUndefined();
    }
    // Re-activated, the users log in again; the old cookies stay dead.
    expect((await call('PUT', `/companies/${company.id}`, { token: root.token, body: { status: true } })).status).toBe(200);
    expect((await call('POST', '/auth/refresh_token', { headers: { cookie: u.cookie } })).status).toBe(401);
    await logIn(user.email);
  });

  test('a company past its due date cannot refresh: 401 ERR_SUBSCRIPTION_EXPIRED', async () => {
    const { company, user } = await makeCompany();
    const s = await logIn(user.email);
    await db().update(companies).set({ dueDate: new Date(Date.now() - 3 * 86400_000) }).where(eq(companies.id, company.id));
    const refreshed = await call('POST', '/auth/refresh_token', { headers: { cookie: s.cookie } });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body.error).toBe('ERR_SUBSCRIPTION_EXPIRED');
  });

  test("a super user moving a company's due date into the past ends its sessions", async () => {
    const { company, user } = await makeCompany();
    const root = await makeSuper();
    const s = await logIn(user.email);
    const past = new Date(Date.now() - 2 * 86400_000).toISOString().slice(0, 10);
    expect((await call('PUT', `/companies/${company.id}`, { token: root.token, body: { dueDate: past } })).status).toBe(200);
    expect((await call('GET', '/auth/me', { token: s.token })).status).toBe(403);
  });

  test('logout ends the access token too, not only the refresh cookie', async () => {
    const { user } = await makeCompany();
    const s = await logIn(user.email);
    expect((await call('GET', '/auth/me', { token: s.token })).status).toBe(200);
    expect((await call('DELETE', '/auth/logout', { token: s.token, headers: { cookie: s.cookie } })).status).toBe(200);
    const me = await call('GET', '/auth/me', { token: s.token });
    expect(me.status).toBe(403);
    expect(me.body.error).toBe('ERR_SESSION_EXPIRED');
    // Logging out with the cookie alone ends the access token as well.
    const t = await logIn(user.email);
    expect((await call('DELETE', '/auth/logout', { headers: { cookie: t.cookie } })).status).toBe(200);
    expect((await call('GET', '/auth/me', { token: t.token })).status).toBe(403);
  });

  test('a token of a deleted user is refused', async () => {
    const { user } = await makeCompany();
    const { resetTokenVersionCache } = await import('@zapdesk/core');
    await db().delete(users).where(eq(users.id, user.id));
    resetTokenVersionCache();
    expect((await call('GET', '/auth/me', { token: user.token })).status).toBe(403);
  });

  test('logs never carry passwords, tokens or reset codes', async () => {
    const { setLogSink, setLogLevel } = await import('@zapdesk/core');
    const lines: string[] = [];
    setLogSink((l) => lines.push(l));
    setLogLevel('debug');
    try {
      const { user } = await makeCompany();
      await call('POST', '/auth/login', { body: { email: user.email, password: 'super-secret-pw-123' } });
      await call('GET', '/auth/me', { token: user.token });
      await call('POST', '/resetpasswords/a@b.co/123456/NewSecret1');
    } finally {
      setLogLevel('error');
      setLogSink((l) => process.stdout.write(l + '\n'));
    }
    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(all).not.toContain('super-secret-pw-123');
    expect(all).not.toContain('NewSecret1');
    expect(all).not.toContain('123456');
  });
});
