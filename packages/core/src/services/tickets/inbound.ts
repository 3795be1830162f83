// The tickets an inbound message lands in: the contact's open one on the connection, or a new pending one.
import { and, desc, eq, ne, placeholder, rowById, runPrepared, sql, tickets, updateById, type Db } from '@zapdesk/db';
import type { ContactRow } from '../contacts/internal';
import { protocolFor } from './create';
import type { TicketRow } from './serialize';
import { noteTicketCreated } from '../webhooks/capture';

export async function findOpenTicket(companyId: number, contactId: number, whatsappId: number): Promise<TicketRow | undefined> {
  const [t] = await runPrepared(
    'inbound-open-ticket',
    (d) =>
      d
        .select()
        .from(tickets)
        .where(and(eq(tickets.companyId, sql.placeholder('companyId')), eq(tickets.contactId, sql.placeholder('contactId')), eq(tickets.whatsappId, sql.placeholder('whatsappId')), ne(tickets.status, 'closed')))
        .limit(1),
    { companyId, contactId, whatsappId },
  );
  return t;
}

/** The resolved ticket of the contact on this connection that still waits for a rating (DECISIONS). */
export async function findAwaitingRating(tx: Db, companyId: number, contactId: number, whatsappId: number): Promise<TicketRow | undefined> {
  // Asked on every inbound message: prepared once.
  const [t] = await runPrepared(
    'ticket-awaiting-rating',
    (d) =>
      d
        .select()
        .from(tickets)
        .where(and(eq(tickets.companyId, sql.placeholder('companyId')), eq(tickets.contactId, sql.placeholder('contactId')), eq(tickets.whatsappId, sql.placeholder('whatsappId')), eq(tickets.status, 'closed'), eq(tickets.awaitingRating, true)))
        .orderBy(desc(tickets.id))
        .limit(1),
    { companyId, contactId, whatsappId },
  );
  return t;
}

/**
 * The contact's non-closed ticket on the connection, or a new pending one. The partial unique index
 * decides races without aborting the transaction: a losing insert does nothing (on PostgreSQL it waits
 * for the winner to commit) and the winner is read back.
 */
export async function findOrCreateTicket(tx: Db, contact: ContactRow, whatsappId: number, now: Date, o: { noneOpen?: boolean } = {}): Promise<{ ticket: TicketRow; created: boolean }> {
  // `noneOpen`: the caller has just read (in this transaction) that there is none; a racing insert is still decided below.
  const open = o.noneOpen ? undefined : await findOpenTicket(contact.companyId, contact.id, whatsappId);
  if (open) return { ticket: open, created: false };
  // Every new conversation: prepared once.
  const [inserted] = await runPrepared(
    'inbound-ticket-insert',
    (d) =>
      d
        .insert(tickets)
        .values({ uuid: placeholder('uuid'), companyId: placeholder('companyId'), contactId: placeholder('contactId'), whatsappId: placeholder('whatsappId'), status: 'pending', isGroup: placeholder('isGroup'), protocol: '', createdAt: placeholder('now'), updatedAt: placeholder('now') })
        .onConflictDoNothing()
        .returning(),
    { uuid: crypto.randomUUID(), companyId: contact.companyId, contactId: contact.id, whatsappId, isGroup: contact.isGroup, now },
  );
  if (!inserted) {
    const winner = await findOpenTicket(contact.companyId, contact.id, whatsappId);
    if (!winner) throw new Error('open ticket vanished after a conflicting insert');
    return { ticket: winner, created: false };
  }
  const ticket = (await updateById(tickets, inserted.id, { protocol: protocolFor(inserted.id, now) }))!;
  noteTicketCreated(ticket.companyId, ticket.id);
  return { ticket, created: true };
}

/** Re-reads a ticket, locking it on PostgreSQL (due work racing an inbound message). */
export async function lockTicket(tx: Db, id: number): Promise<TicketRow | undefined> {
  return rowById(tickets, id, { forUpdate: true });
}
