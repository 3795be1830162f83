import { AppError, type ResultMessage } from '@zapdesk/contracts';
import { and, eq, tags, withTransaction } from '@zapdesk/db';
import { isSupervisorOrAdmin, type Ctx } from '../../context';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { findTag } from './internal';

/** Admins and supervisors only; the tag leaves every ticket (FK cascade). */
export async function deleteTag({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  if (!isSupervisorOrAdmin(ctx.actor)) throw new AppError('ERR_NO_PERMISSION', 'Only administrators and supervisors may delete tags');
  const companyId = ctx.actor.companyId;
  await withTransaction(async (tx) => {
    await findTag(companyId, input.id, tx);
    await tx.delete(tags).where(and(eq(tags.id, input.id), eq(tags.companyId, companyId)));
    emitCompanyEvent([rooms.company(companyId)], companyId, 'tag', { action: 'delete', tagId: input.id });
  });
  return { message: 'Tag deleted' };
}
