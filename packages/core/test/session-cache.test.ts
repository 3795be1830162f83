import { describe, expect, test } from 'bun:test';
import { and, companies, dialect, eq, settings, users, withTransaction } from '@zapdesk/db';
import { call, makeCompany, TEST_PASSWORD } from '@zapdesk/testing';
import { bus, cachedSessionUser, invalidateCompanySessions, invalidateSessionUser, SESSION_INVALIDATE_CHANNEL } from '../src';

/** Waits (bounded) until cond() holds; bus delivery through Redis is asynchronous. */
async function eventually(cond: () => Promise<boolean> | boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await Bun.sleep(5);
  }
}

describe(`session user cache (${dialect})`, () => {
  test('a second read is served from the cache, frozen', async () => {
    const { user } = await makeCompany();
    const first = await cachedSessionUser(user.id);
    const second = await cachedSessionUser(user.id);
    expect(second).toBe(first);
    expect(Object.isFrozen(second.company!.settings)).toBe(true);
    expect(() => ((second as { name: string }).name = 'x')).toThrow();
  });

  test('set-language is visible on /auth/me at once', async () => {
    const { user } = await makeCompany();
    expect((await call('GET', '/auth/me', { token: user.token })).body.language).toBeNull();
    expect((await call('POST', '/users/set-language/es', { token: user.token })).status).toBe(200);
    expect((await call('GET', '/auth/me', { token: user.token })).body.language).toBe('es');
    expect((await call('POST', '/users/set-language/en', { token: user.token })).status).toBe(200);
    expect((await call('GET', '/auth/me', { token: user.token })).body.language).toBe('en');
  });

  test('login and logout (online flag) are visible on /auth/me at once', async () => {
    const { user } = await makeCompany();
    const session = await call('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect((await call('GET', '/auth/me', { token: session.body.token })).body.online).toBe(true);
    expect((await call('DELETE', '/auth/logout', { token: session.body.token })).status).toBe(200);
    // logout ends the access token; the cached session user must not serve the flag stale either.
    expect((await call('GET', '/auth/me', { token: session.body.token })).status).toBe(403);
    expect((await cachedSessionUser(user.id)).online).toBe(false);
  });

  test('invalidateSessionUser inside a transaction takes effect on commit', async () => {
    const { user } = await makeCompany();
    expect((await cachedSessionUser(user.id)).name).toBe('Attendant');
    await withTransaction(async (tx) => {
      await tx.update(users).set({ name: 'Renamed in tx' }).where(eq(users.id, user.id));
      invalidateSessionUser(user.id);
    });
    expect((await cachedSessionUser(user.id)).name).toBe('Renamed in tx');
    expect((await call('GET', '/auth/me', { token: user.token })).body.name).toBe('Renamed in tx');
  });

  test('invalidateCompanySessions drops every user of the company (settings, company row)', async () => {
    const { admin, company, user } = await makeCompany();
    const other = await makeCompany();
    await cachedSessionUser(admin.id);
    await cachedSessionUser(user.id);
    const otherCached = await cachedSessionUser(other.user.id);
    await withTransaction(async (tx) => {
      await tx.update(settings).set({ value: 'enabled' }).where(and(eq(settings.companyId, company.id), eq(settings.key, 'userRating')));
      await tx.update(companies).set({ name: `${company.name} renamed` }).where(eq(companies.id, company.id));
      invalidateCompanySessions(company.id);
    });
    for (const u of [admin, user]) {
      const me = await call('GET', '/auth/me', { token: u.token });
      expect(me.body.company.name).toBe(`${company.name} renamed`);
      expect(me.body.company.settings).toContainEqual({ key: 'userRating', value: 'enabled' });
    }
    expect(await cachedSessionUser(other.user.id)).toBe(otherCached);
  });

  test('a read that an invalidation overtakes is not stored', async () => {
    const { user } = await makeCompany();
    const inFlight = cachedSessionUser(user.id);
    invalidateSessionUser(user.id);
    const overtaken = await inFlight;
    expect(await cachedSessionUser(user.id)).not.toBe(overtaken);
  });

  test('invalidations travel over the bus, and ones from other processes are applied', async () => {
    const { company, user } = await makeCompany();
    const heard: unknown[] = [];
    const off = bus().subscribe(SESSION_INVALIDATE_CHANNEL, (m) => heard.push(m));
    try {
      invalidateCompanySessions(company.id);
      await eventually(() => heard.some((m: any) => m.companyId === company.id));

      const cached = await cachedSessionUser(user.id);
      expect(await cachedSessionUser(user.id)).toBe(cached);
      await bus().publish(SESSION_INVALIDATE_CHANNEL, { userId: user.id }); // as another API process would
      await eventually(async () => (await cachedSessionUser(user.id)) !== cached);
    } finally {
      off();
    }
  });
});
