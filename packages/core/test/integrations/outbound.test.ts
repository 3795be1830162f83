import { afterAll, describe, expect, test } from 'bun:test';
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
});
