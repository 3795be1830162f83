import type { QuickMessage } from '@zapdesk/contracts';
import { and, eq, onCommit, quickMessages, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { deleteMedia } from '../../lib/media';
import { emitQuickMessageUpdate, findEditable, serializeQuickMessage } from './internal';

/** Detaches the file (and deletes it after the commit). */
export async function deleteQuickMessageMedia({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<QuickMessage> {
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    const current = await findEditable(ctx.actor, input.id, tx);
    const [row] = await tx.update(quickMessages).set({ mediaPath: null, mediaName: null }).where(and(eq(quickMessages.id, input.id), eq(quickMessages.companyId, companyId))).returning();
    if (current.mediaPath) onCommit(() => deleteMedia(current.mediaPath));
    const quickMessage = serializeQuickMessage(row);
    emitQuickMessageUpdate(current, row, quickMessage);
    return quickMessage;
  });
}
