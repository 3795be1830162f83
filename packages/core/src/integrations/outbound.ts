import { lookup } from 'node:dns/promises';
import { checkServerIdentity } from 'node:tls';
import ipaddr from 'ipaddr.js';
import { AppError } from '@zapdesk/contracts';
import { config } from '../config';

/**
 * The SSRF guard, the one of the whole product, for calls to URLs companies or operators give us (outgoing
 * webhooks, n8n, Typebot, Dialogflow, payment providers; lib/outbound-http.ts and lib/outbound.ts only shape its
 * refusals for their callers): only http(s); every address
 * the host resolves to must be public unless the host or address is in OUTBOUND_ALLOW_HOSTS (hosts or
 * CIDRs); redirects are followed by hand and checked again; a timeout and a bound on the answer's size.
 * The connection goes to the address that was checked (DNS pinning): a name whose DNS answers a public address
 * to the check and a private one a moment later (DNS rebinding) cannot turn the call towards the inside.
 */
export type OutboundOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  allow?: readonly string[];
  /** How host names are resolved (the system's resolver; tests stand in a DNS server of their own). */
  resolve?: Resolve;
  /** A certificate authority trusted for this call besides the system's (tests' loopback HTTPS fakes). */
  ca?: string;
};
export type Resolve = (host: string) => Promise<string[]>;
const systemResolve: Resolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
export type OutboundResponse = { status: number; headers: Headers; body: string; bytes: Uint8Array; url: string };

/** Why the guard refused a URL, as a kind callers can tell apart (also in the error's body as `reason`). */
export type RefusalReason = 'not-a-url' | 'scheme' | 'credentials' | 'private-address' | 'redirects';
export const refused = (why: string, reason: RefusalReason) => new AppError('ERR_OUTBOUND_URL_REFUSED', `Outgoing call refused: ${why}`, { reason, why });

/** Outbound failures that are not the remote's answer: DNS, connection, timeout, size. Retrying may help. */
export class OutboundError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'network' | 'too-large',
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

function allowed(host: string, addr: ipaddr.IPv4 | ipaddr.IPv6 | null, allow: readonly string[]) {
  for (const entry of allow) {
    if (entry === host) return true;
    if (!addr) continue;
    try {
      if (entry.includes('/')) {
        const [range, bits] = ipaddr.parseCIDR(entry);
        const a = addr.kind() === range.kind() ? addr : addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() ? (addr as ipaddr.IPv6).toIPv4Address() : addr;
        if (a.kind() === range.kind() && a.match(range, bits)) return true;
      } else if (ipaddr.isValid(entry) && ipaddr.process(entry).toNormalizedString() === addr.toNormalizedString()) return true;
    } catch {}
  }
  return false;
}

/** Public unicast only: loopback, private, link-local (cloud metadata), unique-local, CGNAT, multicast and the rest are refused. */
const isPublic = (addr: ipaddr.IPv4 | ipaddr.IPv6) => addr.range() === 'unicast';
/** Whether an address is not on the public internet (anything ipaddr.js does not call public unicast; unparsable too). */
export const isPrivateAddress = (address: string) => !ipaddr.isValid(address) || !isPublic(ipaddr.process(address));

/** Checks one URL: scheme, and every address its host resolves to. Answers the URL parsed. */
export async function checkOutboundUrl(raw: string, allow: readonly string[] = config().outboundAllowHosts, resolve: Resolve = systemResolve): Promise<URL> {
  return (await checkAndResolve(raw, allow, resolve)).url;
}

/**
 * The check, with the address a call must then connect to: the first the host resolved to (all of them were
 * checked), or null where there is nothing to pin (the URL names an address, or the host itself is allow-listed).
 */
async function checkAndResolve(raw: string, allow: readonly string[], resolve: Resolve): Promise<{ url: URL; address: string | null }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('not a URL', 'not-a-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('only http and https', 'scheme');
  if (url.username || url.password) throw refused('credentials in the URL', 'credentials');
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  let addrs: string[];
  const named = !ipaddr.isValid(host);
  if (!named) addrs = [host];
  else {
    if (allowed(host, null, allow)) return { url, address: null };
    try {
      addrs = await resolve(host);
    } catch {
      throw new OutboundError(`cannot resolve ${host}`, 'network');
    }
    if (!addrs.length) throw new OutboundError(`cannot resolve ${host}`, 'network');
  }
  for (const a of addrs) {
    const parsed = ipaddr.process(a);
    if (!isPublic(parsed) && !allowed(host, parsed, allow)) throw refused(`${host} is a ${parsed.range()} address`, 'private-address');
  }
  return { url, address: named ? addrs[0] : null };
}

/**
 * The request for a URL whose host was resolved and checked, sent to that address: the URL names the address,
 * the Host header and (for https) the TLS server name are the host's, and the server's certificate is verified
 * for the host. A pinned https call opens its own connection (no reuse of one verified for another name).
 */
function pinned(url: URL, address: string | null, init: RequestInit, ca: string | undefined): [URL, RequestInit] {
  const tlsOf = (serverName?: string) => (ca || serverName ? { tls: { ...(ca && { ca }), ...(serverName && { serverName, checkServerIdentity: (_name: string, cert: never) => checkServerIdentity(serverName, cert) }) } } : {});
  if (!address) return [url, { ...init, ...tlsOf() }];
  const target = new URL(url);
  target.hostname = ipaddr.parse(address).kind() === 'ipv6' ? `[${address}]` : address;
  const headers = new Headers(init.headers);
  headers.set('host', url.host);
  const https = url.protocol === 'https:';
  return [target, { ...init, headers, ...tlsOf(https ? url.hostname : undefined), ...(https && { keepalive: false }) }];
}

/** fetch through the guard: manual redirects (each checked), a deadline for the whole exchange, the body read up to maxBytes. */
export async function outboundFetch(raw: string, init: RequestInit = {}, opts: OutboundOptions = {}): Promise<OutboundResponse> {
  const { timeoutMs = 10_000, maxBytes = 1_000_000, maxRedirects = 3, allow = config().outboundAllowHosts, resolve = systemResolve, ca } = opts;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = raw;
  let req = init;
  try {
    for (let hop = 0; ; hop++) {
      const { url, address } = await checkAndResolve(current, allow, resolve);
      const [target, pinnedInit] = pinned(url, address, req, ca);
      const res = await fetch(target, { ...pinnedInit, redirect: 'manual', signal });
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        await res.body?.cancel();
        if (hop >= maxRedirects) throw refused('too many redirects', 'redirects');
        current = new URL(res.headers.get('location')!, url).toString();
        // 303 (and 301/302 after a POST, as browsers do) continue as GET without the body.
        if (res.status === 303 || ((res.status === 301 || res.status === 302) && (req.method ?? 'GET') !== 'GET')) req = { ...req, method: 'GET', body: undefined };
        continue;
      }
      const bytes = await readBounded(res, maxBytes);
      return { status: res.status, headers: res.headers, bytes, body: new TextDecoder().decode(bytes), url: url.toString() };
    }
  } catch (e) {
    if (e instanceof AppError || e instanceof OutboundError) throw e;
    if (signal.aborted) throw new OutboundError(`no answer within ${timeoutMs} ms`, 'timeout');
    throw new OutboundError(e instanceof Error ? e.message : String(e), 'network');
  }
}

async function readBounded(res: Response, maxBytes: number) {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new OutboundError(`answer over ${maxBytes} bytes`, 'too-large');
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new OutboundError(`answer over ${maxBytes} bytes`, 'too-large');
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
