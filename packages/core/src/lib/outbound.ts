import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '@zapdesk/contracts';

/**
 * The SSRF guard of outgoing HTTP (DECISIONS "Work that runs with nobody at the keyboard"): a URL whose host
 * is, or resolves to, a private, loopback or link-local address is refused unless the host or its address
 * is listed in OUTBOUND_ALLOW_HOSTS (comma-separated hosts or CIDRs; tests list their loopback fakes).
 */
const privateRanges = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv6');

function allowList(env = process.env.OUTBOUND_ALLOW_HOSTS ?? '') {
  const hosts = new Set<string>();
  const nets = new BlockList();
  for (const item of env.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean)) {
    const [addr, bits] = item.split('/');
    const family = isIP(addr);
    if (family && bits !== undefined) nets.addSubnet(addr, Number(bits), family === 6 ? 'ipv6' : 'ipv4');
    else if (family) nets.addAddress(addr, family === 6 ? 'ipv6' : 'ipv4');
    else hosts.add(item);
  }
  return { hosts, nets };
}

const familyOf = (a: string) => (isIP(a) === 6 ? 'ipv6' : 'ipv4');

/** Throws ERR_PAYMENT_PROVIDER-style refusals as `code` when the URL may not be called. */
export async function assertOutboundAllowed(raw: string, code: 'ERR_PAYMENT_PROVIDER' = 'ERR_PAYMENT_PROVIDER') {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError(code, 'The outgoing URL is not valid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AppError(code, 'Only http and https URLs are called');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allow = allowList();
  if (allow.hosts.has(host)) return;
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (!addresses.length) throw new AppError(code, `The host ${host} could not be resolved`);
  for (const a of addresses) {
    if (privateRanges.check(a, familyOf(a)) && !allow.nets.check(a, familyOf(a))) throw new AppError(code, `The host ${host} is on a private network and not in OUTBOUND_ALLOW_HOSTS`);
  }
}

/** fetch through the guard, with a deadline; redirects are not followed (a redirect could lead past the guard). */
export async function guardedFetch(url: string, init: RequestInit & { timeoutMs?: number } = {}) {
  await assertOutboundAllowed(url);
  const { timeoutMs = 10_000, ...rest } = init;
  try {
    return await fetch(url, { ...rest, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new AppError('ERR_PAYMENT_PROVIDER', `The payment provider could not be reached: ${e instanceof Error ? e.message : String(e)}`);
  }
}
