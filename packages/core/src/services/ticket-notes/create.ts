import { AppError, type TicketNoteBody, type TicketNote } from '@zapdesk/contracts';
import { and, eq, ticketNotes, tickets, withTransaction } from '@zapdesk/db';
import { actorUserId, type Ctx } from '../../context';
import { assertTicketVisible } from '../tickets/visibility';
import { findContactInCompany } from '../contacts/internal';
import { presentNote } from './internal';

/** Adds a note to a contact of the company, optionally tied to one of that contact's tickets (one the actor may see). */
export async function createTicketNote({ ctx, input }: { ctx: Ctx; input: TicketNoteBody }): Promise<TicketNote> {
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    const contact = await findContactInCompany(companyId, input.contactId, tx);
    if (input.ticketId != null) {
      const [ticket] = await tx
        .select({ id: tickets.id, companyId: tickets.companyId, userId: tickets.userId, queueId: tickets.queueId, status: tickets.status })
        .from(tickets)
        .where(and(eq(tickets.id, input.ticketId), eq(tickets.companyId, companyId), eq(tickets.contactId, contact.id)));
      if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND', 'Ticket not found for this contact');
      // A note written through a ticket follows the ticket's visibility.
      await assertTicketVisible(ctx.actor, ticket);
    }
    const [row] = await tx
      .insert(ticketNotes)
      .values({ companyId, note: input.note, userId: actorUserId(ctx.actor), contactId: contact.id, ticketId: input.ticketId ?? null })
      .returning();
    return presentNote(row, tx);
  });
}
