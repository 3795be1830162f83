import { describe, expect, test } from 'bun:test';
import { call, makeCompany, TEST_PASSWORD } from '@zapdesk/testing';

const cookieOf = (h: Headers) => h.get('set-cookie')?.match(/jrt=([^;]+)/)?.[1];

describe('session: happy paths', () => {
  test('login returns a token, the user shape and a rotating httpOnly refresh cookie', async () => {
    const { admin, company, queue, user } = await makeCompany();
    const res = await call('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, profile: 'user', super: false, companyId: company.id, allTicket: 'desabled' });
    expect(res.body.user.company).toMatchObject({ id: company.id, name: company.name });
    expect(res.body.user.company.settings.find((s: any) => s.key === 'userRating')).toEqual({ key: 'userRating', value: 'disabled' });
    expect(res.body.user.queues).toEqual([{ id: queue.id, name: queue.name, color: queue.color, UserQueue: { userId: res.body.user.id, queueId: queue.id } }]);
    expect(res.body.user.passwordHash).toBeUndefined();
    expect(res.body.user.tokenVersion).toBeUndefined();
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toContain('HttpOnly');
    expect(admin.id).toBeGreaterThan(0);

    const me = await call('GET', '/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);

    const refreshed = await call('POST', '/auth/refresh_token', { headers: { cookie: `jrt=${cookieOf(res.headers)}` } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.id).toBe(user.id);
    expect(cookieOf(refreshed.headers)).not.toBe(cookieOf(res.headers));
    expect((await call('GET', '/auth/me', { token: refreshed.body.token })).status).toBe(200);
  });

  test('logging in elsewhere ends the other device session', async () => {
    const { user } = await makeCompany();
    const first = await call('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    const second = await call('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect((await call('GET', '/auth/me', { token: first.body.token })).body.error).toBe('ERR_SESSION_EXPIRED');
    expect((await call('POST', '/auth/refresh_token', { headers: { cookie: `jrt=${cookieOf(first.headers)}` } })).status).toBe(401);
    expect((await call('GET', '/auth/me', { token: second.body.token })).status).toBe(200);
  });

  test('logout ends the refresh family and succeeds without a cookie', async () => {
    const { user } = await makeCompany();
    const res = await call('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    const cookie = `jrt=${cookieOf(res.headers)}`;
    const out = await call('DELETE', '/auth/logout', { headers: { cookie }, token: res.body.token });
    expect(out.status).toBe(200);
    expect((await call('POST', '/auth/refresh_token', { headers: { cookie } })).status).toBe(401);
    expect((await call('DELETE', '/auth/logout')).status).toBe(200);
    expect((await call('DELETE', '/auth/logout', { headers: { cookie: 'jrt=garbage' } })).status).toBe(200);
  });

  test('set-language stores the language', async () => {
    const { user } = await makeCompany();
    const res = await call('POST', '/users/set-language/en', { token: user.token });
    expect(res.status).toBe(200);
    expect((await call('GET', '/auth/me', { token: user.token })).body.language).toBe('en');
  });

  test('paths match with a trailing slash, without a redirect', async () => {
    const { user } = await makeCompany();
    const res = await call('GET', '/auth/me/', { token: user.token });
    expect(res.status).toBe(200);
  });

  test('CORS echoes an allowed origin with credentials and refuses others', async () => {
    const { testApp } = await import('@zapdesk/testing');
    const { config } = await import('@zapdesk/core');
    const origin = config().frontendUrls[0];
    const ok = await testApp().request('/auth/login', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const bad = await testApp().request('/auth/login', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
  });
});
