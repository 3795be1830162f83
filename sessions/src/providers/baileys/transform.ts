import type { MessageKind, NormalizedMessage, Peer, ProviderEvent } from '../provider';
import { isBroadcastJid, isGroupJid, isLidJid, isNewsletterJid, isPnJid, isStatusJid, normalizeJid, parseJid } from './jid';

/**
 * Pure mapping of Baileys shapes (protobuf objects or their JSON forms) to ProviderEvents. A LID peer takes its
 * phone from senderPn/participantPn (6.7.19+) or remoteJidAlt/participantAlt (7.x); without one, `number` is the
 * LID's user part and `lid` is set (bare `…@lid`): the pipeline must match contacts by lid before number.
 */

type Any = any;
export type TransformOptions = { now?: () => Date };

const WRAPPERS = [
  'ephemeralMessage',
  'viewOnceMessage',
  'documentWithCaptionMessage',
  'viewOnceMessageV2',
  'viewOnceMessageV2Extension',
  'editedMessage',
  'associatedChildMessage',
  'groupStatusMessage',
  'groupStatusMessageV2',
] as const;
const VIEW_ONCE = new Set(['viewOnceMessage', 'viewOnceMessageV2', 'viewOnceMessageV2Extension']);

/** Content types that carry no user-visible message (or that we cannot read): never a message event. */
const IGNORED_TYPES = new Set([
  'senderKeyDistributionMessage',
  'secretEncryptedMessage', // v7 edits since 2026: undecryptable in rc14; the decrypted edit arrives on messages.update
  'pollUpdateMessage',
  'encReactionMessage',
  'encEventResponseMessage',
  'encCommentMessage',
  'keepInChatMessage',
  'pinInChatMessage',
  'reactionMessageV2',
  'call',
  'messageHistoryBundle',
  'messageHistoryNotice',
  'placeholderMessage',
  'botInvokeMessage',
  'stickerSyncRmrMessage',
]);

const PROTOCOL_REVOKE = 0;
const PROTOCOL_MESSAGE_EDIT = 14;
const STUB_REVOKE = 1;
const DUAL_UPLOAD_ASSOCIATIONS = new Set<unknown>([5, 10, 19, 'HD_VIDEO_DUAL_UPLOAD', 'HD_IMAGE_DUAL_UPLOAD', 'HEVC_VIDEO_DUAL_UPLOAD']);
const STATUS_NAMES: Record<string, number> = { ERROR: 0, PENDING: 1, SERVER_ACK: 2, DELIVERY_ACK: 3, READ: 4, PLAYED: 5 };

/** An enum given as number, numeric string or name → number (names through `names`). */
function enumValue(value: unknown, names: Record<string, number>): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    if (/^\d+$/.test(value)) return Number(value);
    return value in names ? names[value] : null;
  }
  return null;
}

/** int64 as number, decimal string or Long `{low, high}` → number. */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;
  if (typeof value === 'object' && 'low' in (value as Any) && 'high' in (value as Any)) {
    const { low, high, unsigned } = value as { low: number; high: number; unsigned?: boolean };
    return (unsigned ? high >>> 0 : high) * 2 ** 32 + (low >>> 0);
  }
  if (typeof (value as Any).toNumber === 'function') return (value as Any).toNumber();
  return null;
}

/** Unwraps ephemeral / view-once / document-with-caption / edited / associated-child / group-status wrappers. */
export function unwrapContent(message: Any): { content: Any; viewOnce: boolean; associatedChild: boolean } {
  let content = message;
  let viewOnce = false;
  let associatedChild = false;
  for (let i = 0; i < 5 && content && typeof content === 'object'; i++) {
    const wrapper = WRAPPERS.find((w) => content[w]?.message);
    if (!wrapper) break;
    if (VIEW_ONCE.has(wrapper)) viewOnce = true;
    if (wrapper === 'associatedChildMessage') associatedChild = true;
    content = content[wrapper].message;
  }
  return { content, viewOnce, associatedChild };
}

/** Baileys' getContentType: the first key that is `conversation` or a `…Message`, skipping SKDM. */
export function contentType(content: Any): string | undefined {
  if (!content || typeof content !== 'object') return undefined;
  return Object.keys(content).find((k) => (k === 'conversation' || k.includes('Message')) && k !== 'senderKeyDistributionMessage' && content[k] != null);
}

/** The readable text of a content (used for edits): text, caption or the like. */
export function textOf(message: Any): string {
  const { content } = unwrapContent(message);
  if (!content) return '';
  if (typeof content.conversation === 'string') return content.conversation;
  const type = contentType(content);
  const c = type ? content[type] : null;
  if (!c || typeof c !== 'object') return '';
  return c.text ?? c.caption ?? c.selectedDisplayText ?? c.title ?? c.body?.text ?? '';
}

/** Resolves a user JID to a Peer, taking the phone number from the alternative ids when the JID is a LID. */
export function resolvePeer(jid: string | null | undefined, alternatives: (string | null | undefined)[] = []): Peer | null {
  const p = parseJid(jid);
  if (!p) return null;
  const alts = alternatives.filter((a): a is string => typeof a === 'string' && !!parseJid(a));
  if (isLidJid(jid)) {
    const pn = alts.find((a) => isPnJid(a));
    const lid = `${p.user}@${p.server}`;
    return { number: digits(pn ? parseJid(pn)!.user : p.user), lid };
  }
  if (isPnJid(jid)) {
    const lidAlt = alts.find((a) => isLidJid(a));
    return { number: digits(p.user), lid: lidAlt ? normalizeJid(lidAlt) : null };
  }
  return { number: digits(p.user), lid: null };
}

const digits = (s: string) => s.replace(/\D/g, '');
const nonEmpty = (s: unknown): string | null => (typeof s === 'string' && s.length ? s : null);

function timestampOf(value: unknown, now: () => Date): Date {
  const n = toNumber(value);
  return n && n > 0 ? new Date(n * 1000) : now();
}

type Built = Pick<NormalizedMessage, 'kind' | 'body' | 'media' | 'quotedProviderId' | 'voice'> & { viewOnce?: boolean };

function buildContent(type: string, c: Any, raw: Any): Built | null {
  const quoted = nonEmpty(c?.contextInfo?.stanzaId);
  const media = (fallbackMime: string) => ({
    mimetype: nonEmpty(c.mimetype) ?? fallbackMime,
    fileName: nonEmpty(c.fileName),
    size: toNumber(c.fileLength),
    handle: raw,
  });
  switch (type) {
    case 'conversation':
      return { kind: 'chat', body: typeof c === 'string' ? c : '', quotedProviderId: null };
    case 'extendedTextMessage':
      return { kind: 'chat', body: c.text ?? '', quotedProviderId: quoted };
    case 'imageMessage':
      return { kind: 'image', body: c.caption ?? '', media: media('image/jpeg'), quotedProviderId: quoted, viewOnce: c.viewOnce === true };
    case 'videoMessage':
    case 'ptvMessage':
      return { kind: 'video', body: c.caption ?? '', media: media('video/mp4'), quotedProviderId: quoted, viewOnce: c.viewOnce === true };
    case 'audioMessage':
      return { kind: 'audio', body: '', media: media('audio/ogg; codecs=opus'), quotedProviderId: quoted, voice: c.ptt === true, viewOnce: c.viewOnce === true };
    case 'documentMessage':
      return { kind: 'document', body: nonEmpty(c.caption) ?? nonEmpty(c.fileName) ?? '', media: media('application/octet-stream'), quotedProviderId: quoted };
    case 'stickerMessage':
      return { kind: 'sticker', body: '', media: media('image/webp'), quotedProviderId: quoted };
    case 'locationMessage':
    case 'liveLocationMessage': {
      const description = [nonEmpty(c.name), nonEmpty(c.address)].filter(Boolean).join(' - ') || nonEmpty(c.caption) || '';
      return { kind: 'location', body: `${toNumber(c.degreesLatitude) ?? 0}|${toNumber(c.degreesLongitude) ?? 0}|${description}`, quotedProviderId: quoted };
    }
    case 'contactMessage':
      return { kind: 'vcard', body: c.vcard ?? '', quotedProviderId: quoted };
    case 'contactsArrayMessage':
      return { kind: 'vcard', body: (c.contacts ?? []).map((x: Any) => x?.vcard ?? '').filter(Boolean).join('\n'), quotedProviderId: quoted };
    case 'reactionMessage':
      return { kind: 'reaction', body: c.text ?? '', quotedProviderId: nonEmpty(c.key?.id) };
    case 'buttonsResponseMessage':
    case 'templateButtonReplyMessage':
      return { kind: 'chat', body: c.selectedDisplayText ?? c.selectedButtonId ?? c.selectedId ?? '', quotedProviderId: quoted };
    case 'listResponseMessage':
      return { kind: 'chat', body: c.title ?? c.singleSelectReply?.selectedRowId ?? '', quotedProviderId: quoted };
    case 'interactiveResponseMessage':
      return { kind: 'chat', body: c.body?.text ?? '', quotedProviderId: quoted };
    default:
      return { kind: 'unsupported' as MessageKind, body: '', quotedProviderId: quoted };
  }
}

/**
 * One `messages.upsert` entry → [] (ignored), [message], [revoke] or [edit].
 * Ignored: stubs (CIPHERTEXT, group notifications, missed calls: the `call` event reports those), no content,
 * newsletters, broadcast lists other than status, protocol messages other than REVOKE/MESSAGE_EDIT,
 * undecryptable `secretEncryptedMessage` edits, the HD half of a dual-upload image/video (the SD parent
 * carries the same content), sender-key-only status upserts.
 */
export function transformMessage(raw: Any, opts: TransformOptions = {}): ProviderEvent[] {
  const now = opts.now ?? (() => new Date());
  const key = raw?.key;
  if (!key || !nonEmpty(key.id)) return [];
  const remoteJid: string | undefined = key.remoteJid;
  if (!parseJid(remoteJid) || isNewsletterJid(remoteJid)) return [];
  const isStatus = isStatusJid(remoteJid);
  if (isBroadcastJid(remoteJid) && !isStatus) return [];
  const stub = raw.messageStubType;
  if (stub !== undefined && stub !== null && stub !== 0 && stub !== 'UNKNOWN') return [];
  if (!raw.message) return [];

  const { content, viewOnce: wrappedViewOnce, associatedChild } = unwrapContent(raw.message);
  const association = raw.message?.messageContextInfo?.messageAssociation?.associationType;
  if (associatedChild && DUAL_UPLOAD_ASSOCIATIONS.has(association)) return [];
  const type = contentType(content);
  if (!type || IGNORED_TYPES.has(type)) return [];
  const fromMe = key.fromMe === true || key.fromMe === 'true';

  if (type === 'protocolMessage') {
    const pm = content.protocolMessage;
    const target = nonEmpty(pm?.key?.id);
    if (!target || isStatus) return [];
    const pType = enumValue(pm.type, { REVOKE: PROTOCOL_REVOKE, MESSAGE_EDIT: PROTOCOL_MESSAGE_EDIT });
    if (pType === PROTOCOL_REVOKE) return [{ type: 'revoke', providerId: target }];
    if (pType === PROTOCOL_MESSAGE_EDIT && pm.editedMessage) return [{ type: 'edit', providerId: target, body: textOf(pm.editedMessage) }];
    return [];
  }

  const built = buildContent(type, content[type], raw);
  if (!built) return [];

  const pushName = nonEmpty(raw.pushName);
  const participantJid = nonEmpty(key.participant) ?? nonEmpty(raw.participant);
  let chat: Peer | null;
  let sender: Peer | undefined;
  if (isStatus) {
    const poster = resolvePeer(participantJid, [key.participantPn, key.participantAlt, key.remoteJidAlt, key.participantLid]);
    if (!poster) return [];
    chat = { ...poster, name: fromMe ? null : pushName };
    sender = chat;
  } else if (isGroupJid(remoteJid)) {
    chat = { number: parseJid(remoteJid)!.user, lid: null, name: null, isGroup: true };
    if (!fromMe && participantJid) {
      const p = resolvePeer(participantJid, [key.participantPn, key.participantAlt, key.participantLid]);
      if (p) sender = { ...p, name: pushName };
    }
  } else {
    const p = resolvePeer(remoteJid, [key.senderPn, key.remoteJidAlt, key.senderLid]);
    chat = p && { ...p, name: fromMe ? null : pushName };
  }
  if (!chat) return [];

  const message: NormalizedMessage = {
    providerId: key.id,
    chat,
    ...(sender ? { sender } : {}),
    fromMe,
    timestamp: timestampOf(raw.messageTimestamp, now),
    kind: built.kind,
    body: built.body,
    ...(built.media ? { media: built.media } : {}),
    quotedProviderId: built.quotedProviderId ?? null,
    pushName,
    isStatus,
    viewOnce: wrappedViewOnce || built.viewOnce === true,
    ...(built.kind === 'audio' ? { voice: built.voice === true } : {}),
  };
  return [{ type: 'message', message }];
}

/**
 * One `messages.update` entry → ack (status 2..5 on our own messages), revoke (message null + stub REVOKE),
 * edit (`message.editedMessage.message`, also what Baileys emits after decoding a MESSAGE_EDIT), or [].
 */
export function transformUpdate(entry: Any): ProviderEvent[] {
  const key = entry?.key;
  const id = nonEmpty(key?.id);
  if (!id || isStatusJid(key.remoteJid) || isNewsletterJid(key.remoteJid)) return [];
  const update = entry.update ?? {};
  const events: ProviderEvent[] = [];
  const status = enumValue(update.status, STATUS_NAMES);
  if (status !== null && status >= 2 && status <= 5 && (key.fromMe === true || key.fromMe === 'true')) {
    events.push({ type: 'ack', providerId: id, ack: status as 2 | 3 | 4 | 5 });
  }
  const stub = enumValue(update.messageStubType, { REVOKE: STUB_REVOKE });
  if (stub === STUB_REVOKE && !update.message) events.push({ type: 'revoke', providerId: id });
  const edited = update.message?.editedMessage?.message ?? update.message?.protocolMessage?.editedMessage;
  if (edited) events.push({ type: 'edit', providerId: id, body: textOf(edited) });
  return events;
}

const CALL_STATUSES = new Set(['offer', 'ringing', 'timeout', 'reject', 'accept', 'terminate']);

/** One `call` event entry → a call event (offer, ringing, timeout, reject, accept, terminate) or []. */
export function transformCall(call: Any): ProviderEvent[] {
  if (!call || !nonEmpty(call.id) || !CALL_STATUSES.has(call.status)) return [];
  const from = resolvePeer(call.from, [call.callerPn]);
  if (!from) return [];
  return [{ type: 'call', callId: call.id, from, isVideo: call.isVideo === true, status: call.status }];
}
