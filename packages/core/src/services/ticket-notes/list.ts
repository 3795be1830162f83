import type { TicketNote } from '@zapdesk/contracts';
import { and, db, desc, eq, ticketNotes, tickets } from '@zapdesk/db';
import { actorUserId, isAdmin, type Ctx } from '../../context';
import { findContactInCompany } from '../contacts/internal';
import { actorQueueIds, assertTicketVisible, canSeeTicket } from '../tickets/visibility';
import { presentNotes } from './internal';

/**
 * The notes of a contact of the company, newest first. Notes follow the visibility of their ticket: read
 * through a ticket, that ticket must be visible; read through the contact, a non-admin gets the notes
 * written on the contact itself and on the tickets they may see.
 */
export async function listTicketNotes({ ctx, input }: { ctx: Ctx; input: { contactId: number; ticketId?: number } }): Promise<TicketNote[]> {
  const companyId = ctx.actor.companyId;
  const contact = await findContactInCompany(companyId, input.contactId);
  if (input.ticketId !== undefined) {
    const [ticket] = await db().select().from(tickets).where(and(eq(tickets.id, input.ticketId), eq(tickets.companyId, companyId), eq(tickets.contactId, contact.id)));
    await assertTicketVisible(ctx.actor, ticket);
  }
  const rows = await db()
    .select({ note: ticketNotes, ticket: { companyId: tickets.companyId, userId: tickets.userId, queueId: tickets.queueId, status: tickets.status } })
    .from(ticketNotes)
    .leftJoin(tickets, eq(tickets.id, ticketNotes.ticketId))
    .where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.contactId, contact.id), input.ticketId !== undefined ? eq(ticketNotes.ticketId, input.ticketId) : undefined))
    .orderBy(desc(ticketNotes.createdAt), desc(ticketNotes.id));
  if (isAdmin(ctx.actor) || input.ticketId !== undefined) return presentNotes(rows.map((r) => r.note));
  const queueIds = await actorQueueIds(ctx.actor);
  return presentNotes(rows.filter((r) => !r.ticket || r.note.userId === actorUserId(ctx.actor) || canSeeTicket(ctx.actor, r.ticket, queueIds)).map((r) => r.note));
}
