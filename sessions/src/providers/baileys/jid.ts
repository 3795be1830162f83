import type { Peer } from '../provider';

/**
 * WhatsApp JID helpers (pure, no Baileys import). A JID is `user[_agent][:device]@server`:
 * phone numbers on `s.whatsapp.net` (or legacy `c.us`), LIDs on `lid`, groups on `g.us`,
 * `status@broadcast`, broadcast lists on `broadcast`, channels on `newsletter`.
 */
export type ParsedJid = { user: string; server: string; device?: number };

export const PN_SERVER = 's.whatsapp.net';
export const LID_SERVER = 'lid';
export const GROUP_SERVER = 'g.us';
export const STATUS_JID = 'status@broadcast';

/** Splits a JID; null for anything without a user and a server (e.g. "" or "@s.whatsapp.net"). */
export function parseJid(jid: string | null | undefined): ParsedJid | null {
  if (typeof jid !== 'string') return null;
  const at = jid.indexOf('@');
  if (at <= 0 || at === jid.length - 1) return null;
  const server = jid.slice(at + 1);
  const [userAgent, device] = jid.slice(0, at).split(':');
  const user = userAgent.split('_')[0];
  if (!user) return null;
  return device !== undefined && /^\d+$/.test(device) ? { user, server, device: Number(device) } : { user, server };
}

/** `user@server` without agent or device suffix (`5511…:6@s.whatsapp.net` → `5511…@s.whatsapp.net`). */
export function normalizeJid(jid: string | null | undefined): string | null {
  const p = parseJid(jid);
  if (!p) return null;
  return `${p.user}@${p.server === 'c.us' ? PN_SERVER : p.server}`;
}

export const isPnJid = (jid: string | null | undefined) => {
  const s = parseJid(jid)?.server;
  return s === PN_SERVER || s === 'c.us' || s === 'hosted';
};
export const isLidJid = (jid: string | null | undefined) => {
  const s = parseJid(jid)?.server;
  return s === LID_SERVER || s === 'hosted.lid';
};
export const isGroupJid = (jid: string | null | undefined) => parseJid(jid)?.server === GROUP_SERVER;
export const isStatusJid = (jid: string | null | undefined) => jid === STATUS_JID;
export const isNewsletterJid = (jid: string | null | undefined) => parseJid(jid)?.server === 'newsletter';
/** Broadcast lists and status (`…@broadcast`). */
export const isBroadcastJid = (jid: string | null | undefined) => parseJid(jid)?.server === 'broadcast';

/** Keeps only the digits of a phone number ("+55 (11) 9…" → "5511 9…" without spaces). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Phone number (any format) → `digits@s.whatsapp.net`. */
export function numberToJid(number: string): string {
  const d = digitsOnly(number);
  if (!d) throw new Error(`not a phone number: ${number}`);
  return `${d}@${PN_SERVER}`;
}

/** Group id (the user part of a `@g.us` JID, kept verbatim: old groups look like `5511…-1612345678`) → JID. */
export function groupToJid(id: string): string {
  return id.includes('@') ? id : `${id}@${GROUP_SERVER}`;
}

/** A LID in any form (`123`, `123@lid`, `123:4@lid`) → `123@lid`. */
export function lidToJid(lid: string): string {
  const p = parseJid(lid);
  return p ? `${p.user}@${p.server}` : `${digitsOnly(lid)}@${LID_SERVER}`;
}

/**
 * The JID to address a peer: groups → `@g.us`; a real phone number → `@s.whatsapp.net`; a peer whose
 * number is unknown (number is the LID's user part, see transform.ts) → its LID JID.
 */
export function peerToJid(peer: Peer): string {
  if (peer.isGroup) return groupToJid(peer.number);
  if (peer.lid && (!peer.number || parseJid(lidToJid(peer.lid))?.user === peer.number)) return lidToJid(peer.lid);
  return numberToJid(peer.number);
}

/** Any user JID → its number (the user part, digits only); groups keep their id verbatim. */
export function jidToNumber(jid: string): string {
  const p = parseJid(jid);
  if (!p) return '';
  return p.server === GROUP_SERVER ? p.user : digitsOnly(p.user);
}
