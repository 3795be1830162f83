import { afterAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '@zapdesk/contracts';
import { checkOutboundUrl, outboundFetch, OutboundError } from '@zapdesk/core';
import { fakeServer } from '@zapdesk/testing';

const fake = fakeServer((r) => {
  if (r.path.startsWith('/to-metadata')) return new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
  if (r.path.startsWith('/to-private')) return new Response(null, { status: 307, headers: { location: 'http://10.1.2.3/admin' } });
  if (r.path.startsWith('/to-v6')) return new Response(null, { status: 301, headers: { location: 'http://[::1]:80/' } });
  if (r.path.startsWith('/to-self')) return new Response(null, { status: 302, headers: { location: '/landed' } });
  if (r.path.startsWith('/slow')) return Bun.sleep(2000).then(() => new Response('late'));
  if (r.path.startsWith('/big')) return new Response('x'.repeat(5000));
  return new Response(`hello ${r.method}`);
});
afterAll(() => fake.stop());
const allowLoopback = ['127.0.0.1/32'];

const refusedCode = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (x) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return (e as AppError).code;
};

describe('the SSRF guard', () => {
  test.each(['http://127.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://10.0.0.8/', 'http://[::ffff:127.0.0.1]/', 'http://0.0.0.0/', 'http://100.64.1.1/', 'http://localhost:9/'])(
    '%s is refused with ERR_OUTBOUND_URL_REFUSED',
    async (url) => {
      const code = await refusedCode(checkOutboundUrl(url, []));
      expect(code).toBe('ERR_OUTBOUND_URL_REFUSED');
    },
  );

  test('other schemes and credentials in the URL are refused', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://example.com/', 'ftp://example.com/x', 'http://user:pw@example.com/', 'not a url']) expect(await refusedCode(checkOutboundUrl(url, []))).toBe('ERR_OUTBOUND_URL_REFUSED');
  });

  test('each refusal says its reason as a kind (the error body carries it as `reason`)', async () => {
    const reason = async (url: string) => ((await checkOutboundUrl(url, []).then(() => null, (e) => e)) as AppError).details?.reason;
    expect(await reason('not a url')).toBe('not-a-url');
    expect(await reason('ftp://example.com/x')).toBe('scheme');
    expect(await reason('http://user:pw@example.com/')).toBe('credentials');
    expect(await reason('http://169.254.169.254/')).toBe('private-address');
  });

  test('a public address passes; the allow-list admits a loopback fake by CIDR, by address and by host name', async () => {
    expect((await checkOutboundUrl('http://8.8.8.8/x', [])).hostname).toBe('8.8.8.8');
    expect((await checkOutboundUrl(`${fake.url}/`, ['127.0.0.0/8'])).port).toBe(String(fake.port));
    expect((await checkOutboundUrl(`${fake.url}/`, ['127.0.0.1'])).port).toBe(String(fake.port));
    expect((await checkOutboundUrl(`http://localhost:${fake.port}/`, ['localhost'])).hostname).toBe('localhost');
    expect(await refusedCode(checkOutboundUrl(`http://localhost:${fake.port}/`, ['10.0.0.0/8']))).toBe('ERR_OUTBOUND_URL_REFUSED');
  });

  test('redirects are followed by hand and each one is checked: to metadata, a private or a v6 loopback address, refused', async () => {
    for (const path of ['/to-metadata', '/to-private', '/to-v6']) expect(await refusedCode(outboundFetch(`${fake.url}${path}`, {}, { allow: allowLoopback }))).toBe('ERR_OUTBOUND_URL_REFUSED');
    const landed = await outboundFetch(`${fake.url}/to-self`, { method: 'POST', body: 'x' }, { allow: allowLoopback });
    expect(landed.body).toBe('hello GET');
    expect(landed.url).toBe(`${fake.url}/landed`);
  });

  test('a deadline and a bound on the size of the answer', async () => {
    const slow = await outboundFetch(`${fake.url}/slow`, {}, { allow: allowLoopback, timeoutMs: 200 }).catch((e) => e);
    expect(slow).toBeInstanceOf(OutboundError);
    expect(slow.kind).toBe('timeout');
    const big = await outboundFetch(`${fake.url}/big`, {}, { allow: allowLoopback, maxBytes: 1000 }).catch((e) => e);
    expect(big).toBeInstanceOf(OutboundError);
    expect(big.kind).toBe('too-large');
    expect((await outboundFetch(`${fake.url}/ok`, {}, { allow: allowLoopback })).body).toBe('hello GET');
  });

  // DNS pinning: the resolver stands in for a DNS server that answers the check with one address and any later
  // question with another (DNS rebinding). The call must go to the address that was checked, under the host's name.
  const rebinding = (first: string, later: string) => {
    const asked: string[] = [];
    return { asked, resolve: async (host: string) => (asked.push(host), [asked.length === 1 ? first : later]) };
  };

  test('DNS rebinding: the call connects to the address that was checked, with the host name in Host, and asks DNS once', async () => {
    const dns = rebinding('127.0.0.1', '10.9.8.7');
    const before = fake.requests.length;
    const res = await outboundFetch(`http://rebind.test:${fake.port}/pinned?x=1`, { method: 'POST', headers: { 'x-sig': 's' }, body: 'b' }, { allow: allowLoopback, resolve: dns.resolve });
    expect(res.body).toBe('hello POST');
    expect(res.url).toBe(`http://rebind.test:${fake.port}/pinned?x=1`);
    expect(dns.asked).toEqual(['rebind.test']);
    const seen = fake.requests.slice(before);
    expect(seen.map((r) => [r.path, r.headers.get('host'), r.headers.get('x-sig'), r.body])).toEqual([['/pinned?x=1', `rebind.test:${fake.port}`, 's', 'b']]);
    // Answered a private address at the check, the name is refused before anything is sent.
    const inside = rebinding('169.254.169.254', '127.0.0.1');
    expect(await refusedCode(outboundFetch(`http://rebind.test:${fake.port}/`, {}, { allow: allowLoopback, resolve: inside.resolve }))).toBe('ERR_OUTBOUND_URL_REFUSED');
    expect(fake.requests.length).toBe(before + 1);
  });

  test('a redirect to a name is resolved and pinned again, and its Host is its own', async () => {
    const hop = fakeServer(() => new Response(null, { status: 302, headers: { location: `http://second.test:${fake.port}/landed` } }));
    try {
      const asked: string[] = [];
      const resolve = async (host: string) => (asked.push(host), ['127.0.0.1']);
      const before = fake.requests.length;
      const res = await outboundFetch(`http://first.test:${hop.port}/go`, {}, { allow: allowLoopback, resolve });
      expect(res.body).toBe('hello GET');
      expect(asked).toEqual(['first.test', 'second.test']);
      expect(hop.requests.map((r) => r.headers.get('host'))).toEqual([`first.test:${hop.port}`]);
      expect(fake.requests.slice(before).map((r) => r.headers.get('host'))).toEqual([`second.test:${fake.port}`]);
    } finally {
      hop.stop();
    }
  });

  test('https, pinned: the TLS server name is the host, and the certificate must be the host\'s', async () => {
    const dir = join(import.meta.dir, 'fixtures');
    const cert = readFileSync(join(dir, 'pin-test.cert.pem'), 'utf8'); // a test-only certificate for pin.test, self-signed
    const server = Bun.serve({ port: 0, hostname: '127.0.0.1', tls: { cert, key: readFileSync(join(dir, 'pin-test.key.pem'), 'utf8') }, fetch: (req) => new Response(`tls ${req.headers.get('host')}`) });
    try {
      const resolve = async () => ['127.0.0.1'];
      const ok = await outboundFetch(`https://pin.test:${server.port}/x`, {}, { allow: allowLoopback, resolve, ca: cert });
      expect(ok.body).toBe(`tls pin.test:${server.port}`);
      // Another name at the same address: its certificate is not that name's, so the call fails (no answer read).
      const wrong = await outboundFetch(`https://other.test:${server.port}/x`, {}, { allow: allowLoopback, resolve, ca: cert }).catch((e) => e);
      expect(wrong).toBeInstanceOf(OutboundError);
      expect(wrong.kind).toBe('network');
    } finally {
      server.stop(true);
    }
  });
});
