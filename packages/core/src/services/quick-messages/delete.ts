import type { ResultMessage } from '@zapdesk/contracts';
import { and, eq, onCommit, quickMessages, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { deleteMedia } from '../../lib/media';
import { emitCompanyEvent } from '../../lib/realtime';
import { audienceOf, findEditable } from './internal';

/** Creator (or an admin, for shared ones) only; its media file goes after the commit. */
export async function deleteQuickMessage({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  const companyId = ctx.actor.companyId;
  await withTransaction(async (tx) => {
    const current = await findEditable(ctx.actor, input.id, tx);
    await tx.delete(quickMessages).where(and(eq(quickMessages.id, input.id), eq(quickMessages.companyId, companyId)));
    if (current.mediaPath) onCommit(() => deleteMedia(current.mediaPath));
    emitCompanyEvent(audienceOf(current), companyId, 'quickmessage', { action: 'delete', quickMessageId: input.id });
  });
  return { message: 'Quick message deleted' };
}
