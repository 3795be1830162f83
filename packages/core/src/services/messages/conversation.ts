import { and, asc, desc, eq, inArray, insertRows, ne, placeholder, runPrepared, sql, tickets, whatsapps, type Db } from '@zapdesk/db';
import type { ConnectionRow } from '../automation/auto-text';
import type { ContactRow } from '../contacts/internal';
import { protocolFor } from '../tickets/create';
import type { TicketRow } from '../tickets/serialize';
import { enqueueOutbound } from './record';
import { noteTicketCreated } from '../webhooks/capture';

/**
 * The connection a message to a contact goes out on when nobody is writing from a ticket (schedules,
 * campaigns, the external API): the connection of the contact's open or pending ticket, else the one
 * asked for, else the company's default (then its first).
 */
export async function connectionForContact(tx: Db, contact: Pick<ContactRow, 'id' | 'companyId'>, preferred?: number | null): Promise<{ connection: ConnectionRow | null; openTicket: TicketRow | null }> {
  // Prepared once: senders run these for every message they send.
  const [open] = await runPrepared(
    'conversation-open-ticket',
    (d) =>
      d
        .select()
        .from(tickets)
        .where(and(eq(tickets.companyId, sql.placeholder('companyId')), eq(tickets.contactId, sql.placeholder('contactId')), ne(tickets.status, 'closed')))
        .orderBy(desc(tickets.updatedAt))
        .limit(1),
    { companyId: contact.companyId, contactId: contact.id },
  );
  const wanted = open?.whatsappId ?? preferred ?? null;
  if (wanted) {
    const [w] = await runPrepared(
      'conversation-connection',
      (d) => d.select().from(whatsapps).where(and(eq(whatsapps.id, sql.placeholder('id')), eq(whatsapps.companyId, sql.placeholder('companyId')))),
      { id: wanted, companyId: contact.companyId },
    );
    if (w) return { connection: w, openTicket: open?.whatsappId === w.id ? open : null };
  }
  const [fallback] = await tx.select().from(whatsapps).where(eq(whatsapps.companyId, contact.companyId)).orderBy(desc(whatsapps.isDefault), asc(whatsapps.id)).limit(1);
  return { connection: fallback ?? null, openTicket: null };
}

/**
 * DECISIONS "Work that runs with nobody at the keyboard": a message sent by a schedule, a campaign or the
 * external API is recorded in the contact's conversation — its open or pending ticket on the connection,
 * else a new ticket created closed (nobody's list fills up; a reply opens a pending ticket as usual) —
 * and queued in the outbox, in the caller's transaction.
 */
export async function sendToConversation(
  tx: Db,
  o: { contact: ContactRow; connection: ConnectionRow; openTicket?: TicketRow | null; body: string; userId?: number | null; media?: { mediaType: string; mediaUrl: string; mediaName: string } | null; now?: Date },
) {
  const now = o.now ?? new Date();
  let ticket = o.openTicket ?? null;
  if (!ticket) {
    const [inserted] = await tx
      .insert(tickets)
      .values({ uuid: crypto.randomUUID(), companyId: o.contact.companyId, contactId: o.contact.id, whatsappId: o.connection.id, status: 'closed', isGroup: o.contact.isGroup, protocol: '', finishedAt: now, createdAt: now, updatedAt: now })
      .returning();
    [ticket] = await tx.update(tickets).set({ protocol: protocolFor(inserted.id, now) }).where(eq(tickets.id, inserted.id)).returning();
    noteTicketCreated(ticket.companyId, ticket.id);
  }
  return enqueueOutbound(tx, ticket, { body: o.body, userId: o.userId ?? null, ...(o.media ?? {}) }, { known: { contact: o.contact, whatsapp: o.connection } });
}

/**
 * The conversations many contacts' messages go to on one connection, for senders that write a batch in one
 * transaction (campaigns): each contact's open or pending ticket on the connection, else a new ticket
 * created closed (as sendToConversation does one by one), all new ones in one insert.
 */
export async function conversationsOn(tx: Db, connection: ConnectionRow, contacts: ContactRow[], now = new Date()): Promise<Map<number, TicketRow>> {
  const out = new Map<number, TicketRow>();
  const ids = [...new Set(contacts.map((c) => c.id))];
  if (!ids.length) return out;
  const open = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, connection.companyId), eq(tickets.whatsappId, connection.id), inArray(tickets.contactId, ids), ne(tickets.status, 'closed')))
    .orderBy(asc(tickets.updatedAt));
  for (const t of open) out.set(t.contactId, t as TicketRow);
  const missing = [...new Map(contacts.filter((c) => !out.has(c.id)).map((c) => [c.id, c])).values()];
  if (!missing.length) return out;
  for (const t of (await newClosedConversations(tx, missing.map((contact) => ({ contact, connection })), now)).values()) out.set(t.contactId, t);
  return out;
}

/** The key of a (contact, connection) conversation in newClosedConversations' answer. */
export const conversationKey = (contactId: number, whatsappId: number) => `${contactId}:${whatsappId}`;

/**
 * New tickets created closed, one per distinct (contact, connection) asked for (see sendToConversation),
 * in one insert and one numbering update, by conversationKey.
 */
export async function newClosedConversations(tx: Db, pairs: { contact: ContactRow; connection: ConnectionRow }[], now = new Date()): Promise<Map<string, TicketRow>> {
  const out = new Map<string, TicketRow>();
  const wanted = [...new Map(pairs.map((p) => [conversationKey(p.contact.id, p.connection.id), p])).values()];
  if (!wanted.length) return out;
  const inserted = await insertRows(
    tickets,
    wanted.map(({ contact: c, connection }) => ({ uuid: crypto.randomUUID(), companyId: c.companyId, contactId: c.id, whatsappId: connection.id, status: 'closed', isGroup: c.isGroup, protocol: '', finishedAt: now, createdAt: now, updatedAt: now })),
  );
  for (const t of inserted) noteTicketCreated(t.companyId, t.id);
  const prefix = protocolFor(0, now).slice(0, -1);
  const ids = inserted.map((t) => t.id);
  // A send's one new ticket (the external API, schedules) is numbered by a statement prepared once; a campaign's many, built.
  const numbered =
    ids.length === 1
      ? await runPrepared(
          'number-new-ticket',
          (d) =>
            d
              .update(tickets)
              .set({ protocol: sql`cast(${sql.placeholder('prefix')} as text) || cast(${tickets.id} as text)`, updatedAt: placeholder<Date>('now') })
              .where(eq(tickets.id, sql.placeholder('id')))
              .returning(),
          { prefix, now, id: ids[0] },
        )
      : await tx
          .update(tickets)
          .set({ protocol: sql`cast(${prefix} as text) || cast(${tickets.id} as text)` })
          .where(inArray(tickets.id, ids))
          .returning();
  for (const t of numbered) out.set(conversationKey(t.contactId, t.whatsappId!), t as TicketRow);
  return out;
}
