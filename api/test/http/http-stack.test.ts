import { describe, expect, test } from 'bun:test';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { config } from '@zapdesk/core';
import { testApp } from '@zapdesk/testing';
import { corsMiddleware } from '../../src/middleware/cors';
import { isSocketIoPath } from '../../src/server';

const CORS_HEADERS = ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-expose-headers', 'access-control-max-age', 'access-control-allow-methods', 'access-control-allow-headers', 'vary'];
const pick = (h: Headers) => Object.fromEntries(CORS_HEADERS.map((k) => [k, h.get(k)]));

describe('CORS and request ids on every kind of response', () => {
  const origin = () => config().frontendUrls[0];

  test('an allowed origin is echoed with credentials on JSON, error, not-found and file responses', async () => {
    for (const path of ['/health', '/auth/me', '/no/such/route', '/docs/assets/swagger-ui.css']) {
      const r = await testApp().request(path, { headers: { origin: origin() } });
      const where = { path, status: r.status };
      expect({ ...where, ...pick(r.headers) }).toMatchObject({ ...where, 'access-control-allow-origin': origin(), 'access-control-allow-credentials': 'true', vary: 'Origin' });
      expect(r.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
      expect(r.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    }
  });

  test('another origin, or none, gets no CORS grant at all (only Vary)', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const r = await testApp().request('/health', { headers });
      expect(r.status).toBe(200);
      expect(pick(r.headers)).toEqual({ ...Object.fromEntries(CORS_HEADERS.map((k) => [k, null])), vary: 'Origin' });
      expect(r.headers.get('x-request-id')).toBeTruthy();
    }
  });

  test('a preflight answers 204 with the allowed methods and headers, and a request id', async () => {
    const r = await testApp().request('/users/1', { method: 'OPTIONS', headers: { origin: origin(), 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' } });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe(origin());
    expect(r.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(r.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(r.headers.get('access-control-max-age')).toBe('600');
    expect(r.headers.get('x-request-id')).toBeTruthy();
  });

  test('a sane incoming X-Request-Id is kept, anything else replaced', async () => {
    expect((await testApp().request('/health', { headers: { 'x-request-id': 'abc-123' } })).headers.get('x-request-id')).toBe('abc-123');
    expect((await testApp().request('/health', { headers: { 'x-request-id': 'bad id; drop table' } })).headers.get('x-request-id')).not.toContain(' ');
  });

  test('behaves like hono/cors for the same options (for an allowed origin and for preflights)', async () => {
    const allowed = ['http://ok.example'];
    const opts = { allowHeaders: ['Authorization', 'Content-Type'], allowMethods: ['GET', 'POST', 'OPTIONS'], exposeHeaders: ['X-Request-Id'], maxAge: 600, credentials: true };
    const ours = new Hono().use('*', corsMiddleware({ ...opts, allowOrigin: (o) => allowed.includes(o) })).get('/x', (c) => c.json({ ok: true }));
    const theirs = new Hono().use('*', cors({ ...opts, origin: (o) => (allowed.includes(o) ? o : null) })).get('/x', (c) => c.json({ ok: true }));
    const cases: [string, Record<string, string>][] = [
      ['GET', { origin: 'http://ok.example' }],
      ['OPTIONS', { origin: 'http://ok.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' }],
      ['OPTIONS', { origin: 'http://other.example', 'access-control-request-method': 'POST' }],
    ];
    for (const [method, headers] of cases) {
      const a = await ours.request('/x', { method, headers });
      const b = await theirs.request('/x', { method, headers });
      expect({ method, headers, status: a.status, ...pick(a.headers) }).toEqual({ method, headers, status: b.status, ...pick(b.headers) });
    }
  });
});

describe('server entry', () => {
  test.each([
    ['http://127.0.0.1:8080/socket.io/?EIO=4&transport=polling', true],
    ['https://api.example/socket.io/', true],
    ['http://h/socket.io', false],
    ['http://h/auth/me', false],
    ['http://h/api/socket.io/', false],
    ['http://h/x?next=/socket.io/', false],
  ])('%s is a Socket.IO path: %p', (url, expected) => {
    expect(isSocketIoPath(url as string)).toBe(expected as boolean);
  });
});
