import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, forgedTokenFor, makeCompany } from '@zapdesk/testing';

const protectedRoutes: [string, string][] = [
  ['GET', '/auth/me'],
  ['POST', '/users/set-language/en'],
];

describe('session: security', () => {
  test.each(protectedRoutes)('%s %s without a token answers 403 ERR_SESSION_EXPIRED', async (method, path) => {
    const res = await call(method, path);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each(protectedRoutes)('%s %s with an expired token answers 403 ERR_SESSION_EXPIRED', async (method, path) => {
    const { user } = await makeCompany();
    const res = await call(method, path, { token: await expiredTokenFor(user) });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  test.each(protectedRoutes)('%s %s with a forged token answers 403 ERR_SESSION_EXPIRED', async (method, path) => {
    const { user } = await makeCompany();
    const res = await call(method, path, { token: await forgedTokenFor(user) });
    expect(res.status).toBe(403);
  });

  test('a token of a deleted user is refused', async () => {
    const { user } = await makeCompany();
    const { db, eq, users } = await import('@zapdesk/db');
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
