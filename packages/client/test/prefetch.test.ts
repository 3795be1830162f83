// The hand-over of requests the shell's entry script sends before the app's code has arrived
// (mf-shell/src/app/early.ts → src/api/prefetch.ts → the API client's transport).
import { afterEach, describe, expect, setSystemTime, test } from 'bun:test';
import { createApiClient } from '../src/api/create-api-client';
import { call } from '../src/api/rpc';
import { prefetchGet, prefetchKey, takePrefetched, usedPrefetch } from '../src/api/prefetch';

const BASE = 'http://api.test';

/** A fake API over fetch: answers each GET with a body naming the call's number, records what was sent. */
function fakeApi() {
  const sent: { url: string; auth: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    sent.push({ url: req.url, auth: req.headers.get('authorization') });
    return Response.json({ tickets: [], count: sent.length, hasMore: false });
  }) as typeof globalThis.fetch;
  return { sent, fetch };
}

afterEach(() => {
  setSystemTime();
  (globalThis as { __zapdeskPrefetched?: Map<string, unknown> }).__zapdeskPrefetched?.clear();
});

describe('prefetched GETs', () => {
  test('an early answer is not taken once the page has moved to another screen (it may predate changes made since)', async () => {
    const g = globalThis as { location?: { pathname: string } };
    const had = Object.hasOwn(g, 'location');
    const saved = g.location;
    try {
      g.location = { pathname: '/tickets' };
      prefetchGet(`${BASE}/queue`, 'tok-1', fakeApi().fetch);
      g.location = { pathname: '/queues' };
      expect(takePrefetched(`${BASE}/queue`, 'tok-1')).toBeNull();
      g.location = { pathname: '/tickets' };
      prefetchGet(`${BASE}/queue`, 'tok-1', fakeApi().fetch);
      expect(takePrefetched(`${BASE}/queue`, 'tok-1')).not.toBeNull();
    } finally {
      if (had) g.location = saved;
      else delete g.location;
    }
  });

  test('the client takes over an identical GET sent early with the same token: one request, the early answer', async () => {
    const early = fakeApi();
    prefetchGet(`${BASE}/tickets?status=open&showAll=true&pageNumber=1`, 'tok-1', early.fetch);
    const late = fakeApi();
    const api = createApiClient({ baseUrl: BASE, getToken: () => 'tok-1', onRefreshed() {}, onSessionLost() {}, fetch: late.fetch });
    // The typed client orders the query its own way: the key does not depend on the order.
    const first = await call(api.rpc.tickets.tickets.$get({ query: { pageNumber: '1', status: 'open', showAll: 'true' } }));
    expect(first.count).toBe(1);
    expect(early.sent).toEqual([{ url: `${BASE}/tickets?status=open&showAll=true&pageNumber=1`, auth: 'Bearer tok-1' }]);
    expect(late.sent).toEqual([]);
    // Taken once: the next identical call goes to the network.
    await call(api.rpc.tickets.tickets.$get({ query: { pageNumber: '1', status: 'open', showAll: 'true' } }));
    expect(late.sent.length).toBe(1);
  });

  test('an early answer that has arrived is read synchronously (peekGet), once; before it arrives the request takes it over', async () => {
    const early = fakeApi();
    const late = fakeApi();
    const api = createApiClient({ baseUrl: BASE, getToken: () => 'tok-1', onRefreshed() {}, onSessionLost() {}, fetch: late.fetch });
    const query = { pageNumber: '1', status: 'open', showAll: 'true' } as const;
    prefetchGet(`${BASE}/tickets?status=open&showAll=true&pageNumber=1`, 'tok-1', early.fetch);
    // Not arrived yet: nothing to show, and the entry stays for the client's own request.
    expect(api.peekGet(api.rpc.tickets.tickets, { query })).toBeNull();
    expect((await call(api.rpc.tickets.tickets.$get({ query }))).count).toBe(1);
    expect(late.sent).toEqual([]);

    prefetchGet(`${BASE}/tickets?status=open&showAll=true&pageNumber=1`, 'tok-1', early.fetch);
    await new Promise((r) => setTimeout(r, 0));
    // Another token does not see it; the same token gets the parsed body, once.
    expect(createApiClient({ baseUrl: BASE, getToken: () => 'tok-2', onRefreshed() {}, onSessionLost() {}, fetch: late.fetch }).peekGet(api.rpc.tickets.tickets, { query })).toBeNull();
    expect(api.peekGet(api.rpc.tickets.tickets, { query })).toEqual({ tickets: [], count: 2, hasMore: false });
    expect(usedPrefetch()).toBe(true);
    expect(api.peekGet(api.rpc.tickets.tickets, { query })).toBeNull();
    await call(api.rpc.tickets.tickets.$get({ query }));
    expect(late.sent.length).toBe(1);
  });

  test('another token, another URL, or an early answer older than 5 s is not used', async () => {
    const early = fakeApi();
    const late = fakeApi();
    let token = 'tok-2';
    const api = createApiClient({ baseUrl: BASE, getToken: () => token, onRefreshed() {}, onSessionLost() {}, fetch: late.fetch });
    prefetchGet(`${BASE}/queue`, 'tok-1', early.fetch);
    await call(api.rpc.queues.queue.$get());
    expect(late.sent.map((s) => s.auth)).toEqual(['Bearer tok-2']);

    token = 'tok-1';
    prefetchGet(`${BASE}/tickets?status=pending&pageNumber=1`, 'tok-1', early.fetch);
    await call(api.rpc.tickets.tickets.$get({ query: { status: 'open', pageNumber: '1' } }));
    expect(late.sent.length).toBe(2);

    setSystemTime(new Date('2026-01-01T12:00:00Z'));
    prefetchGet(`${BASE}/auth/me`, 'tok-1', early.fetch);
    setSystemTime(new Date('2026-01-01T12:00:06Z'));
    await call(api.rpc.auth.auth.me.$get());
    expect(late.sent.length).toBe(3);
  });

  test('an early request that failed on the network is sent again by the client', async () => {
    prefetchGet(`${BASE}/queue`, 'tok-1', (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    const late = fakeApi();
    const api = createApiClient({ baseUrl: BASE, getToken: () => 'tok-1', onRefreshed() {}, onSessionLost() {}, fetch: late.fetch });
    await call(api.rpc.queues.queue.$get());
    expect(late.sent.length).toBe(1);
  });

  test('a call other than GET never takes a prefetched answer; the key ignores query order and fragments', async () => {
    prefetchGet(`${BASE}/auth/logout`, 'tok-1', fakeApi().fetch);
    const late = fakeApi();
    const api = createApiClient({ baseUrl: BASE, getToken: () => 'tok-1', onRefreshed() {}, onSessionLost() {}, fetch: late.fetch });
    await api.rpc.auth.auth.logout.$delete();
    expect(late.sent.length).toBe(1);
    expect(takePrefetched(`${BASE}/auth/logout`, 'tok-1')).not.toBeNull();
    expect(prefetchKey('http://a/x?b=2&a=1#h')).toBe('http://a/x?a=1&b=2');
  });
});

describe('early data and the realtime rooms', () => {
  test('using an early answer is known and announced, so the realtime client can resync once the socket is ready', async () => {
    const { onPrefetchTaken, usedPrefetch } = await import('../src/api/prefetch');
    const state = (globalThis as { __zapdeskPrefetchTook?: { took: boolean } }).__zapdeskPrefetchTook;
    if (state) state.took = false;
    let told = 0;
    const off = onPrefetchTaken(() => told++);
    expect(usedPrefetch()).toBe(false);
    prefetchGet(`${BASE}/queue`, 'tok-1', fakeApi().fetch);
    expect(takePrefetched(`${BASE}/queue`, 'tok-2')).toBeNull();
    expect(usedPrefetch()).toBe(false);
    prefetchGet(`${BASE}/queue`, 'tok-1', fakeApi().fetch);
    expect(takePrefetched(`${BASE}/queue`, 'tok-1')).not.toBeNull();
    expect(usedPrefetch()).toBe(true);
    await Promise.resolve();
    expect(told).toBe(1);
    off();
  });
});
