import type { Message, MessageContact, QuotedMessage } from '@zapdesk/contracts';
import { contacts, db, inArray, messages } from '@zapdesk/db';
import { publicMediaUrl } from '../../lib/media';

export type MessageRow = typeof messages.$inferSelect;

const absoluteMediaUrl = (mediaUrl: string | null) => (!mediaUrl ? null : /^https?:\/\//.test(mediaUrl) ? mediaUrl : publicMediaUrl(mediaUrl));

/** Message shape of the wire format: absolute mediaUrl, quotedMsg resolved, contact for inbound messages. */
export async function serializeMessages(rows: MessageRow[], known: { contacts?: MessageContact[] } = {}): Promise<Message[]> {
  if (!rows.length) return [];
  const quotedIds = [...new Set(rows.map((r) => r.quotedMsgId).filter((x): x is number => x !== null))];
  const quoted = quotedIds.length ? await db().select().from(messages).where(inArray(messages.id, quotedIds)) : [];
  const knownContacts = (known.contacts ?? []).map((c) => ({ id: c.id, name: c.name, number: c.number, profilePicUrl: c.profilePicUrl }));
  const contactIds = [...new Set([...rows, ...quoted].map((r) => r.contactId).filter((x): x is number => x !== null && !knownContacts.some((c) => c.id === x)))];
  const contactRows = contactIds.length
    ? await db().select({ id: contacts.id, name: contacts.name, number: contacts.number, profilePicUrl: contacts.profilePicUrl }).from(contacts).where(inArray(contacts.id, contactIds))
    : [];
  const cm = new Map([...knownContacts, ...contactRows].map((c) => [c.id, c]));
  const qm = new Map(quoted.map((q) => [q.id, q]));
  const base = (r: MessageRow): QuotedMessage => ({
    id: r.id,
    ticketId: r.ticketId,
    body: r.body,
    fromMe: r.fromMe,
    read: r.read,
    ack: r.ack,
    mediaType: r.mediaType,
    mediaUrl: absoluteMediaUrl(r.mediaUrl),
    mediaName: r.mediaName,
    isDeleted: r.isDeleted,
    isEdited: r.isEdited,
    errorCode: r.errorCode,
    userId: r.userId,
    wid: r.providerId,
    participant: r.participant,
    contactId: r.contactId,
    contact: r.contactId ? (cm.get(r.contactId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  });
  return rows.map((r) => ({ ...base(r), quotedMsg: r.quotedMsgId && qm.has(r.quotedMsgId) ? base(qm.get(r.quotedMsgId)!) : null }));
}
