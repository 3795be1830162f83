// Contacts as the providers report them (a phone number, a LID, or both): found, created, merged.
import {
  and,
  asc,
  campaignShipping,
  contactCustomFields,
  contacts,
  eq,
  messages,
  ne,
  placeholder,
  runPrepared,
  schedules,
  sql,
  ticketNotes,
  tickets,
  type Db,
} from '@zapdesk/db';
import { emitContactEvent, serializeContact, type ContactRow } from './internal';
import type { Peer } from '../messages/inbound-message';

/** The user part of a LID (`123@lid`, `123:4@lid` or bare `123` → `123`). */
export const lidUser = (lid: string) => lid.split('@')[0].split(':')[0];

/**
 * A contact whose phone number is unknown (only its LID) is stored with the LID's user part in
 * `number`, so the per-company unique number still holds; providers report such a peer the same way
 * (number = the LID's user part, or empty).
 */
export const isLidOnly = (c: Pick<ContactRow, 'number' | 'lid'>) => !!c.lid && (c.number === c.lid || c.number === lidUser(c.lid));

/** Where to send to reach a contact. */
export function peerOf(c: Pick<ContactRow, 'number' | 'lid' | 'isGroup' | 'name'>): Peer {
  if (c.isGroup) return { number: c.number, isGroup: true, name: c.name };
  return { number: isLidOnly(c) ? '' : c.number, lid: c.lid ?? null, name: c.name };
}

const clean = (s: string | null | undefined) => (s ?? '').trim();

/** A name nobody chose: empty, or just the number or LID. */
const isPlaceholderName = (c: Pick<ContactRow, 'name' | 'number' | 'lid'>) => {
  const n = clean(c.name);
  return !n || n === c.number || (!!c.lid && (n === c.lid || n === lidUser(c.lid)));
};

const contactEvent = (c: ContactRow, action: 'create' | 'update') => emitContactEvent(c.companyId, { action, contact: serializeContact(c) });

/** The phone number a peer is stored under ('' when the provider knows only its LID). */
export function peerNumber(peer: Peer) {
  const lid = (!peer.isGroup && clean(peer.lid)) || null;
  const number = clean(peer.number);
  return lid && number === lidUser(lid) ? '' : number;
}

/**
 * The contact holding a number and, in the same read, its non-closed ticket on a connection: the two
 * reads every inbound message starts with.
 */
export async function contactWithOpenTicket(companyId: number, number: string, whatsappId: number) {
  const [row] = await runPrepared(
    'contact-with-open-ticket',
    (d) =>
      d
        .select({ contact: contacts, ticket: tickets })
        .from(contacts)
        .leftJoin(tickets, and(eq(tickets.contactId, contacts.id), eq(tickets.companyId, contacts.companyId), eq(tickets.whatsappId, sql.placeholder('whatsappId')), ne(tickets.status, 'closed')))
        .where(and(eq(contacts.companyId, sql.placeholder('companyId')), eq(contacts.number, sql.placeholder('number'))))
        .limit(1),
    { companyId, number, whatsappId },
  );
  return { contact: row?.contact as ContactRow | undefined, ticket: (row?.ticket ?? undefined) as typeof tickets.$inferSelect | undefined };
}

/** The company's contact with this number (prepared once: every inbound message and external send asks). */
export async function contactByNumber(companyId: number, number: string): Promise<typeof contacts.$inferSelect | undefined> {
  const [row] = await runPrepared('contact-by-number', (d) => d.select().from(contacts).where(and(eq(contacts.companyId, sql.placeholder('companyId')), eq(contacts.number, sql.placeholder('number')))), { companyId, number });
  return row;
}

/**
 * Finds or creates the contact of a peer: by number, or by LID when the number is unknown. When both
 * are known and belong to two stored contacts, they are merged onto the one holding the number.
 * A name from the peer (address book or group subject) or the pushName only replaces a placeholder name.
 */
/** Contacts upsertContact inserted (a new peer): nothing of theirs (tickets, walks) can exist yet. */
const inserted = new WeakSet<ContactRow>();
/** Whether upsertContact answered this contact by inserting it (it has no tickets, walks or messages). */
export const insertedByUpsert = (c: ContactRow) => inserted.has(c);

export async function upsertContact(
  tx: Db,
  o: { companyId: number; whatsappId: number; peer: Peer; pushName?: string | null },
  /** The contact holding the peer's number, when the caller already read it (see contactWithOpenTicket). */
  known?: { byNumber: ContactRow | undefined },
): Promise<ContactRow> {
  const isGroup = !!o.peer.isGroup;
  const lid = (!isGroup && clean(o.peer.lid)) || null;
  const number = peerNumber(o.peer);
  if (!number && !lid) throw new Error('peer without number or lid');
  const offered = clean(o.peer.name) || (isGroup ? '' : clean(o.pushName));

  const byNumber = known
    ? known.byNumber
    : number
      ? await contactByNumber(o.companyId, number)
      : undefined;
  const byLid = lid
    ? (await tx.select().from(contacts).where(and(eq(contacts.companyId, o.companyId), eq(contacts.lid, lid))).orderBy(asc(contacts.id)).limit(1))[0]
    : undefined;

  let keep = byNumber ?? byLid;
  if (byNumber && byLid && byNumber.id !== byLid.id) keep = await mergeContacts(tx, byNumber, byLid);

  if (!keep) {
    // Every new peer's first message: prepared once per shape (with or without a LID; timestamps given, not
    // left to Drizzle's defaults, which a prepared statement would freeze).
    const now = new Date();
    const [created] = await runPrepared(
      `contact-insert\u0000${lid === null}`,
      (d) =>
        d
          .insert(contacts)
          .values({ companyId: placeholder('companyId'), number: placeholder('number'), lid: lid === null ? null : placeholder('lid'), name: placeholder('name'), isGroup: placeholder('isGroup'), whatsappId: placeholder('whatsappId'), createdAt: placeholder('now'), updatedAt: placeholder('now') })
          .onConflictDoNothing()
          .returning(),
      { companyId: o.companyId, number: number || lidUser(lid!), ...(lid === null ? {} : { lid }), name: offered || number || lidUser(lid!), isGroup, whatsappId: o.whatsappId, now },
    );
    if (created) {
      contactEvent(created, 'create');
      inserted.add(created);
      return created;
    }
    // Created concurrently (the unique number decided): take the winner and apply what we know.
    [keep] = await tx.select().from(contacts).where(and(eq(contacts.companyId, o.companyId), eq(contacts.number, number || lidUser(lid!))));
    if (!keep) throw new Error('contact vanished after a conflicting insert');
  }

  const patch: Partial<typeof contacts.$inferInsert> = {};
  if (lid && keep.lid !== lid) patch.lid = lid;
  if (number && keep.number !== number && isLidOnly(keep)) patch.number = number;
  const withPatch = { ...keep, ...patch };
  if (offered && offered !== keep.name && (isGroup || isPlaceholderName(withPatch))) patch.name = offered;
  if (!Object.keys(patch).length) return keep;
  const [updated] = await tx.update(contacts).set(patch).where(eq(contacts.id, keep.id)).returning();
  contactEvent(updated, 'update');
  return updated;
}

/**
 * Moves everything of `other` (a LID-only contact) onto `keep` (the same person by phone number) and
 * removes `other`. A non-closed ticket of `other` on a connection where `keep` already has one is closed
 * first, so the one-open-ticket rule holds; its messages stay in it.
 */
async function mergeContacts(tx: Db, keep: ContactRow, other: ContactRow): Promise<ContactRow> {
  const otherOpen = await tx.select().from(tickets).where(and(eq(tickets.contactId, other.id), ne(tickets.status, 'closed')));
  for (const t of otherOpen) {
    if (t.whatsappId === null) continue;
    const [clash] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.contactId, keep.id), eq(tickets.companyId, keep.companyId), eq(tickets.whatsappId, t.whatsappId), ne(tickets.status, 'closed')));
    if (clash) await tx.update(tickets).set({ status: 'closed', finishedAt: new Date(), chatbot: false }).where(eq(tickets.id, t.id));
  }
  await tx.update(tickets).set({ contactId: keep.id }).where(eq(tickets.contactId, other.id));
  await tx.update(messages).set({ contactId: keep.id }).where(eq(messages.contactId, other.id));
  await tx.update(ticketNotes).set({ contactId: keep.id }).where(eq(ticketNotes.contactId, other.id));
  await tx.update(contactCustomFields).set({ contactId: keep.id }).where(eq(contactCustomFields.contactId, other.id));
  await tx.update(schedules).set({ contactId: keep.id }).where(eq(schedules.contactId, other.id));
  await tx.update(campaignShipping).set({ contactId: keep.id }).where(eq(campaignShipping.contactId, other.id));
  await tx.delete(contacts).where(eq(contacts.id, other.id));
  emitContactEvent(keep.companyId, { action: 'delete', contactId: other.id });
  const patch: Partial<typeof contacts.$inferInsert> = { lid: other.lid };
  if (isPlaceholderName(keep) && !isPlaceholderName(other)) patch.name = other.name;
  if (!keep.profilePicUrl && other.profilePicUrl) patch.profilePicUrl = other.profilePicUrl;
  const [merged] = await tx.update(contacts).set(patch).where(eq(contacts.id, keep.id)).returning();
  contactEvent(merged, 'update');
  return merged;
}

/** A provider's `contact` event: updates name and picture of a known contact (never creates one). */
export async function updateKnownContact(tx: Db, companyId: number, peer: Peer & { profilePicUrl?: string | null }) {
  const number = clean(peer.number);
  const lid = clean(peer.lid) || null;
  let [c] = number ? await tx.select().from(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.number, number))) : [];
  if (!c && lid) [c] = await tx.select().from(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.lid, lid))).orderBy(asc(contacts.id)).limit(1);
  if (!c) return null;
  const patch: Partial<typeof contacts.$inferInsert> = {};
  const name = clean(peer.name);
  if (name && name !== c.name) patch.name = name;
  if (peer.profilePicUrl !== undefined && (peer.profilePicUrl ?? '') !== c.profilePicUrl) patch.profilePicUrl = peer.profilePicUrl ?? '';
  if (lid && !c.lid && !c.isGroup) patch.lid = lid;
  if (!Object.keys(patch).length) return c;
  const [updated] = await tx.update(contacts).set(patch).where(eq(contacts.id, c.id)).returning();
  contactEvent(updated, 'update');
  return updated;
}
