import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brCode } from '@zapdesk/core';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
type Recorded = { method: string; path: string; headers: Headers; body: any };

/**
 * A loopback stand-in of Efí's PIX API: OAuth client credentials, PUT /v2/cob/{txid}, GET /v2/loc/{id}/qrcode.
 * With `tls` it is served over HTTPS and, like Efí, asks for a client certificate signed by `tls.ca` and refuses
 * the handshake without one.
 */
export function fakeEfi(o: { clientId: string; clientSecret: string; failCob?: () => boolean; tls?: { cert: string; key: string; ca: string } }) {
  const calls: Recorded[] = [];
  const cobs = new Map<number, { txid: string; valor: string; chave: string }>();
  let loc = 0;
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    ...(o.tls ? { tls: { ...o.tls, requestCert: true, rejectUnauthorized: true } } : {}),
    async fetch(req) {
      const url = new URL(req.url);
      const body = req.method === 'GET' ? null : await req.json().catch(() => null);
      calls.push({ method: req.method, path: url.pathname, headers: req.headers, body });
      if (url.pathname === '/oauth/token' && req.method === 'POST') {
        const ok = req.headers.get('authorization') === `Basic ${Buffer.from(`${o.clientId}:${o.clientSecret}`).toString('base64')}` && body?.grant_type === 'client_credentials';
        return ok ? Response.json({ access_token: 'efi-token', token_type: 'Bearer', expires_in: 3600 }) : Response.json({ error: 'invalid_client' }, { status: 401 });
      }
      if (req.headers.get('authorization') !== 'Bearer efi-token') return Response.json({ nome: 'nao_autorizado' }, { status: 401 });
      const cob = url.pathname.match(/^\/v2\/cob\/([A-Za-z0-9]{26,35})$/);
      if (cob && req.method === 'PUT') {
        if (o.failCob?.()) return Response.json({ nome: 'erro_interno' }, { status: 500 });
        const id = ++loc;
        cobs.set(id, { txid: cob[1], valor: body.valor.original, chave: body.chave });
        return Response.json({ txid: cob[1], loc: { id, location: `pix.example/qr/v2/${id}` }, status: 'ATIVA', valor: body.valor, chave: body.chave }, { status: 201 });
      }
      const qr = url.pathname.match(/^\/v2\/loc\/(\d+)\/qrcode$/);
      if (qr && req.method === 'GET') {
        const c = cobs.get(Number(qr[1]));
        if (!c) return Response.json({ nome: 'loc_nao_encontrado' }, { status: 404 });
        return Response.json({ qrcode: brCode({ pixKey: c.chave, merchantName: 'EFI TESTE', merchantCity: 'OURO PRETO', amount: Number(c.valor), txid: c.txid.slice(0, 25) }), imagemQrcode: `data:image/png;base64,${PNG}` });
      }
      return new Response('not found', { status: 404 });
    },
  });
  return { url: `${o.tls ? 'https' : 'http'}://127.0.0.1:${server.port}`, calls, cobs, stop: () => server.stop(true) };
}

/** A loopback stand-in of the Asaas API: POST /customers, POST /payments, GET /payments/{id}/pixQrCode. */
export function fakeAsaas(o: { token: string }) {
  const calls: Recorded[] = [];
  const payments = new Map<string, { value: number; externalReference: string }>();
  let n = 0;
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      const body = req.method === 'GET' ? null : await req.json().catch(() => null);
      calls.push({ method: req.method, path: url.pathname, headers: req.headers, body });
      if (req.headers.get('access_token') !== o.token) return Response.json({ errors: [{ code: 'invalid_access_token' }] }, { status: 401 });
      if (url.pathname === '/v3/customers' && req.method === 'POST') return Response.json({ object: 'customer', id: `cus_${++n}`, name: body.name });
      if (url.pathname === '/v3/payments' && req.method === 'POST') {
        const id = `pay_${(++n).toString().padStart(6, '0')}`;
        payments.set(id, { value: body.value, externalReference: body.externalReference });
        return Response.json({ object: 'payment', id, status: 'PENDING', value: body.value, billingType: body.billingType });
      }
      const qr = url.pathname.match(/^\/v3\/payments\/([\w]+)\/pixQrCode$/);
      if (qr && req.method === 'GET') {
        const p = payments.get(qr[1]);
        if (!p) return Response.json({ errors: [{ code: 'not_found' }] }, { status: 404 });
        return Response.json({ encodedImage: PNG, payload: brCode({ pixKey: 'asaas@example.com', merchantName: 'ASAAS', merchantCity: 'JOINVILLE', amount: p.value, txid: qr[1].replace('_', '') }), expirationDate: '2099-01-01 23:59:59' });
      }
      return new Response('not found', { status: 404 });
    },
  });
  return { url: `http://127.0.0.1:${server.port}/v3`, calls, payments, stop: () => server.stop(true) };
}

/** A throwaway CA, a server certificate for 127.0.0.1 and a client certificate, made with `openssl` in a temp dir (PEM). */
export function throwawayPki() {
  const dir = mkdtempSync(join(tmpdir(), 'zapdesk-pki-'));
  const run = (...args: string[]) => {
    const r = Bun.spawnSync(['openssl', ...args], { cwd: dir, stdout: 'pipe', stderr: 'pipe' });
    if (r.exitCode !== 0) throw new Error(`openssl ${args[0]}: ${r.stderr.toString()}`);
  };
  const leaf = (name: string, cn: string, ext?: string) => {
    run('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${cn}`);
    if (ext) writeFileSync(join(dir, `${name}.ext`), ext);
    run('x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', `${name}.pem`, '-days', '2', ...(ext ? ['-extfile', `${name}.ext`] : []));
  };
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Zapdesk test CA');
  leaf('server', '127.0.0.1', 'subjectAltName=IP:127.0.0.1\n');
  leaf('client', 'Client_Id_zapdesk');
  // A certificate of another CA: well formed, but not one the server trusts.
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'stranger.key', '-out', 'stranger.pem', '-days', '2', '-subj', '/CN=stranger');
  const read = (f: string) => readFileSync(join(dir, f), 'utf8');
  const pki = {
    ca: read('ca.pem'),
    server: { cert: read('server.pem'), key: read('server.key') },
    client: { cert: read('client.pem'), key: read('client.key') },
    stranger: { cert: read('stranger.pem'), key: read('stranger.key') },
  };
  rmSync(dir, { recursive: true, force: true });
  return pki;
}
