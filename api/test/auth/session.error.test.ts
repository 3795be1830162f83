import { describe, expect, test } from 'bun:test';
import { call, makeCompany, TEST_PASSWORD } from '@zapdesk/testing';

describe('session: bad input', () => {
  test.each([
    ['no body', undefined],
    ['malformed JSON', '{"email":'],
    ['not an e-mail', { email: 'nope', password: 'x' }],
    ['missing password', { email: 'a@b.co' }],
    ['wrong types', { email: 42, password: ['x'] }],
    ['huge password', { email: 'a@b.co', password: 'x'.repeat(5000) }],
  ])('login with %s answers 400 ERR_VALIDATION', async (_name, body) => {
    const res = await call('POST', '/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test('wrong password and unknown e-mail answer the same 401', async () => {
    const { user } = await makeCompany();
    const a = await call('POST', '/auth/login', { body: { email: user.email, password: 'wrong-password' } });
    const b = await call('POST', '/auth/login', { body: { email: 'nobody@test.local', password: TEST_PASSWORD } });
    expect([a.status, b.status]).toEqual([401, 401]);
    expect(a.body.error).toBe('ERR_INVALID_CREDENTIALS');
    expect(b.body.error).toBe('ERR_INVALID_CREDENTIALS');
  });

  test('an expired subscription refuses login with the date', async () => {
    const { user } = await makeCompany({ dueDate: new Date('2020-01-15T00:00:00Z') });
    const res = await call('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('ERR_SUBSCRIPTION_EXPIRED');
    expect(res.body.message).toContain('2020-01-15');
  });

  test('refresh without or with a bad cookie answers 401, never 403', async () => {
    expect((await call('POST', '/auth/refresh_token')).status).toBe(401);
    const res = await call('POST', '/auth/refresh_token', { headers: { cookie: 'jrt=not-a-token' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test('reusing a rotated refresh token after the grace period ends the family', async () => {
    const { user } = await makeCompany();
    const login = await call('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    const first = login.headers.get('set-cookie')!.match(/jrt=([^;]+)/)![1];
    const r1 = await call('POST', '/auth/refresh_token', { headers: { cookie: `jrt=${first}` } });
    const second = r1.headers.get('set-cookie')!.match(/jrt=([^;]+)/)![1];
    const { db, refreshSessions, sql } = await import('@zapdesk/db');
    await db().update(refreshSessions).set({ revokedAt: new Date(Date.now() - 60_000) }).where(sql`${refreshSessions.revokedAt} is not null`);
    expect((await call('POST', '/auth/refresh_token', { headers: { cookie: `jrt=${first}` } })).status).toBe(401);
    expect((await call('POST', '/auth/refresh_token', { headers: { cookie: `jrt=${second}` } })).status).toBe(401);
  });

  test('set-language refuses an unknown language', async () => {
    const { user } = await makeCompany();
    const res = await call('POST', '/users/set-language/fr', { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test('an unknown route answers a 404 envelope', async () => {
    const res = await call('GET', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NOT_FOUND');
  });
});
