import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '@zapdesk/contracts';
import { config } from '../config';

/** Addresses outgoing HTTP to user-given URLs may not reach (DECISIONS: the SSRF guard). */
const refused = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) refused.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) refused.addSubnet(net, bits, 'ipv6');

let allowed: { list: BlockList; hosts: Set<string>; from: string } | null = null;
/** OUTBOUND_ALLOW_HOSTS: host names, addresses or CIDRs that are reachable although private. */
function allowList() {
  const from = config().outboundAllowHosts.join(',');
  if (allowed?.from === from) return allowed;
  const list = new BlockList();
  const hosts = new Set<string>();
  for (const entry of config().outboundAllowHosts) {
    const [addr, bits] = entry.split('/');
    const family = isIP(addr);
    if (family && bits !== undefined) list.addSubnet(addr, Number(bits), family === 6 ? 'ipv6' : 'ipv4');
    else if (family) list.addAddress(addr, family === 6 ? 'ipv6' : 'ipv4');
    else hosts.add(entry.toLowerCase());
  }
  return (allowed = { list, hosts, from });
}

const v4Mapped = (a: string) => (/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a)?.[1] ?? null);

/** Whether an address is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string) {
  const mapped = v4Mapped(address);
  if (mapped) return refused.check(mapped, 'ipv4');
  const family = isIP(address);
  return family === 0 ? true : refused.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const refuse = (why: string) => new AppError('ERR_VALIDATION', `This URL is not allowed: ${why}`, { fields: { url: why } });

/**
 * Checks a user-given URL before the server calls it: http or https, no credentials in it, and every
 * address its host resolves to public, unless the host or the address is in OUTBOUND_ALLOW_HOSTS.
 * Throws ERR_VALIDATION (field `url`) otherwise.
 */
export async function assertOutboundUrl(raw: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('only http and https');
  if (url.username || url.password) throw refuse('credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allow = allowList();
  if (allow.hosts.has(host) || allow.hosts.has(`${host}:${url.port}`)) return url;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw refuse('the host does not resolve');
  }
  for (const a of addresses) {
    const plain = v4Mapped(a) ?? a;
    const family = isIP(plain);
    const listed = family !== 0 && allow.list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    if (!listed && isPrivateAddress(a)) throw refuse('a private, loopback or link-local address');
  }
  return url;
}
