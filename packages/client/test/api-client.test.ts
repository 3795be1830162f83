import { describe, expect, test } from 'bun:test';
import { makeCompany, TEST_PASSWORD } from '@zapdesk/testing';
import { createApp } from '../../../api/src/app';
import { call, createApiClient, type ApiClientOptions } from '../src/api/create-api-client';
import { isApiError } from '../src/errors';
import type { SessionResponse } from '../src/session/types';

const BASE = 'http://api.test';

/** The real app behind fetch, with a one-cookie jar for the refresh cookie; counts refresh calls. */
function harness() {
  const app = createApp();
  let cookie = '';
  const calls = { refresh: 0 };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    if (req.url.endsWith('/auth/refresh_token')) calls.refresh++;
    if (cookie) req.headers.set('cookie', cookie);
    const res = await app.fetch(req);
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    return res;
  }) as typeof globalThis.fetch;
  let token: string | null = null;
  const lost: string[] = [];
  const opts: ApiClientOptions = {
    baseUrl: BASE,
    getToken: () => token,
    onRefreshed: (s: SessionResponse) => (token = s.token),
    onSessionLost: (r) => lost.push(r),
    fetch,
  };
  const api = createApiClient(opts);
  return { api, calls, lost, setToken: (t: string | null) => (token = t), token: () => token, clearCookie: () => (cookie = '') };
}

/** A syntactically valid token the server refuses as expired/invalid (403 ERR_SESSION_EXPIRED). */
const STALE = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiZXhwIjoxfQ.c2lnbmF0dXJl';

describe('API client session rules', () => {
  test('a 403 ERR_SESSION_EXPIRED refreshes once; concurrent failures wait for that refresh and retry', async () => {
    const { admin } = await makeCompany();
    const h = harness();
    const s = await h.api.post<SessionResponse>('/auth/login', { email: admin.email, password: TEST_PASSWORD });
    h.setToken(STALE);
    const [a, b, c] = await Promise.all([h.api.get<{ id: number }>('/auth/me'), h.api.get<{ id: number }>('/auth/me'), h.api.get<unknown[]>('/queue')]);
    expect(a.id).toBe(s.user.id);
    expect(b.id).toBe(s.user.id);
    expect(Array.isArray(c)).toBe(true);
    expect(h.calls.refresh).toBe(1);
    expect(h.token()).not.toBe(STALE);
    expect(h.lost).toEqual([]);
  });

  test('a failed refresh ends the session and throws the code', async () => {
    const h = harness();
    h.setToken(STALE);
    const err = await h.api.get('/auth/me').catch((e) => e);
    expect(isApiError(err) && err.error).toBe('ERR_SESSION_EXPIRED');
    expect(h.calls.refresh).toBe(1);
    expect(h.lost).toEqual(['refresh-failed']);
  });

  test('ERR_NO_PERMISSION does not refresh; the typed RPC client works with the same rules', async () => {
    const { user } = await makeCompany();
    const h = harness();
    await h.api.post<SessionResponse>('/auth/login', { email: user.email, password: TEST_PASSWORD }).then((s) => h.setToken(s.token));
    const err = await h.api.get('/users/', { query: { pageNumber: 1 } }).catch((e) => e);
    expect(isApiError(err) && err.error).toBe('ERR_NO_PERMISSION');
    expect(h.calls.refresh).toBe(0);
    const me = (await call(h.api.rpc.auth.me.$get())) as { email: string };
    expect(me.email).toBe(user.email);
  });

  test('wrong credentials on login are an error, not a lost session', async () => {
    const h = harness();
    const err = await h.api.post('/auth/login', { email: 'nobody@example.com', password: 'x' }).catch((e) => e);
    expect(isApiError(err) && err.error).toBe('ERR_INVALID_CREDENTIALS');
    expect(h.lost).toEqual([]);
  });
});
