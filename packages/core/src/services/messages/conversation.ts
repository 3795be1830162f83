import { and, asc, desc, eq, ne, runPrepared, sql, tickets, whatsapps, type Db } from '@zapdesk/db';
import type { ConnectionRow } from '../automation/auto-text';
import type { ContactRow } from '../contacts/internal';
import { protocolFor } from '../tickets/create';
import type { TicketRow } from '../tickets/serialize';
import { enqueueOutbound } from './record';

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
  }
  return enqueueOutbound(tx, ticket, { body: o.body, userId: o.userId ?? null, ...(o.media ?? {}) }, { known: { contact: o.contact, whatsapp: o.connection } });
}
