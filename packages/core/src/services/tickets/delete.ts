import { AppError, type ResultMessage } from '@zapdesk/contracts';
import { and, db, eq, tickets, withTransaction } from '@zapdesk/db';
import { isAdmin, type Ctx } from '../../context';
import { publishTicketDeleted } from './publish';

/** Admin only (`ticket-options:deleteTicket`); its messages go with it. */
export async function deleteTicket({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  const [row] = await db().select().from(tickets).where(and(eq(tickets.id, input.id), eq(tickets.companyId, ctx.actor.companyId)));
  if (!row) throw new AppError('ERR_NO_TICKET_FOUND', 'Ticket not found');
  if (!isAdmin(ctx.actor)) throw new AppError('ERR_NO_PERMISSION', 'Only administrators delete tickets');
  await withTransaction(async (tx) => {
    await tx.delete(tickets).where(eq(tickets.id, row.id));
    publishTicketDeleted(row);
  });
  return { message: 'ticket deleted' };
}
