import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { makeCompany } from '@zapdesk/testing';
import { JSON_BODY_LIMIT } from '../../src/middleware/body-limits';
import { startServers } from '../../src/server';

let server: Awaited<ReturnType<typeof startServers>>;
let base: string;
beforeAll(async () => {
  server = await startServers({ port: 0, webPort: false });
  base = `http://127.0.0.1:${server.api.port}`;
});
afterAll(() => server.stop());

const bigJson = (bytes: number) => JSON.stringify({ name: 'x'.repeat(bytes) });
/** A body without Content-Length: it is counted while it streams. */
const chunked = (bytes: number) =>
  new ReadableStream<Uint8Array>({
    start(ctl) {
      const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
      for (let sent = 0; sent < bytes; sent += chunk.length) ctl.enqueue(chunk);
      ctl.close();
    },
  });

describe('request bodies: 1 MB on JSON routes, the large limit only on upload routes', () => {
  test('a 2 MB JSON body on an ordinary route answers 413 ERR_PAYLOAD_TOO_LARGE, with or without a token', async () => {
    const { admin, user } = await makeCompany();
    for (const auth of [{}, { authorization: `Bearer ${admin.token}` }] as Record<string, string>[]) {
      const res = await fetch(`${base}/users/${user.id}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...auth }, body: bigJson(2 * JSON_BODY_LIMIT) });
      expect(res.status).toBe(413);
      expect((await res.json()).error).toBe('ERR_PAYLOAD_TOO_LARGE');
    }
  });

  test('a streamed body past the limit is cut off too', async () => {
    const { admin } = await makeCompany();
    const res = await fetch(`${base}/tags`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` }, body: chunked(3 * JSON_BODY_LIMIT), duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  test('a body under the limit is read as before', async () => {
    const { admin } = await makeCompany();
    const res = await fetch(`${base}/tags`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` }, body: JSON.stringify({ name: 'Under the limit', color: '#112233' }) });
    expect(res.status).toBe(200);
  });

  test('the spreadsheet import takes a body past 1 MB', async () => {
    const { admin } = await makeCompany();
    const rows = Array.from({ length: 4000 }, (_, i) => ({ name: `Imported contact number ${i} ${'·'.repeat(200)}`, number: `55119${String(10000000 + i)}` }));
    const body = JSON.stringify(rows);
    expect(body.length).toBeGreaterThan(JSON_BODY_LIMIT);
    const res = await fetch(`${base}/contacts/upload`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` }, body });
    expect(res.status).toBe(200);
  });
});
