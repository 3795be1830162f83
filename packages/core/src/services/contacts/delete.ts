import { AppError, type ResultMessage } from '@zapdesk/contracts';
import { and, contacts, eq, tickets, withTransaction } from '@zapdesk/db';
import { isSupervisorOrAdmin, type Ctx } from '../../context';
import { emitCompanyEvent } from '../../lib/realtime';
import { ticketAudience } from '../tickets/visibility';
import { emitContactEvent, findContactInCompany } from './internal';

/**
 * Deletes a contact (permission contacts-page:deleteContact = admin or supervisor). Its tickets, messages,
 * notes and schedules go with it through the foreign keys; open ticket lists hear of each removed ticket.
 */
export async function deleteContact({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  if (!isSupervisorOrAdmin(ctx.actor)) throw new AppError('ERR_NO_PERMISSION', 'No permission to delete contacts');
  const companyId = ctx.actor.companyId;
  await withTransaction(async (tx) => {
    const row = await findContactInCompany(companyId, input.id, tx);
    const gone = await tx
      .select({ id: tickets.id, companyId: tickets.companyId, userId: tickets.userId, queueId: tickets.queueId, status: tickets.status })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, row.id)));
    await tx.delete(contacts).where(and(eq(contacts.id, row.id), eq(contacts.companyId, companyId)));
    emitContactEvent(companyId, { action: 'delete', contactId: row.id });
    for (const t of gone) emitCompanyEvent(ticketAudience(t), companyId, 'ticket', { action: 'delete', ticketId: t.id });
  });
  return { message: 'Contact deleted' };
}
