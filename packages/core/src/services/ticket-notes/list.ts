import { and, db, desc, eq, ticketNotes } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { findContactInCompany } from '../contacts/internal';
import { presentNotes } from './internal';

/** The notes of a contact of the company (optionally of one ticket), newest first. */
export async function listTicketNotes({ ctx, input }: { ctx: Ctx; input: { contactId: number; ticketId?: number } }) {
  const companyId = ctx.actor.companyId;
  const contact = await findContactInCompany(companyId, input.contactId);
  const rows = await db()
    .select()
    .from(ticketNotes)
    .where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.contactId, contact.id), input.ticketId !== undefined ? eq(ticketNotes.ticketId, input.ticketId) : undefined))
    .orderBy(desc(ticketNotes.createdAt), desc(ticketNotes.id));
  return presentNotes(rows);
}
