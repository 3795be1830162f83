import { AppError, type ResultMessage } from '@zapdesk/contracts';
import { and, eq, ticketNotes, withTransaction } from '@zapdesk/db';
import { actorUserId, isAdmin, type Ctx } from '../../context';
import { noNote } from './internal';

/** Deletes a note of the company; only its author or an admin may. */
export async function deleteTicketNote({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  const companyId = ctx.actor.companyId;
  await withTransaction(async (tx) => {
    const [note] = await tx.select().from(ticketNotes).where(and(eq(ticketNotes.id, input.id), eq(ticketNotes.companyId, companyId)));
    if (!note) throw noNote();
    if (note.userId !== actorUserId(ctx.actor) && !isAdmin(ctx.actor)) throw new AppError('ERR_NO_PERMISSION', 'Only the author or an admin may delete this note');
    await tx.delete(ticketNotes).where(and(eq(ticketNotes.id, note.id), eq(ticketNotes.companyId, companyId)));
  });
  return { message: 'Note deleted' };
}
