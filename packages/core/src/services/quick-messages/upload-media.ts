import type { QuickMessage } from '@zapdesk/contracts';
import { and, eq, onCommit, quickMessages, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { deleteMedia, mediaLimits, storeMedia } from '../../lib/media';
import { emitQuickMessageUpdate, findEditable, serializeQuickMessage } from './internal';

/**
 * Attaches a file (image, audio, video or document within the spec's size limits), replacing any
 * previous one. The file is stored first and removed again if the update does not commit.
 */
export async function uploadQuickMessageMedia({ ctx, input }: { ctx: Ctx; input: { id: number; file: File } }): Promise<QuickMessage> {
  const companyId = ctx.actor.companyId;
  await findEditable(ctx.actor, input.id);
  const stored = await storeMedia(companyId, input.file, input.file.name, { maxBytes: mediaLimits });
  try {
    return await withTransaction(async (tx) => {
      const current = await findEditable(ctx.actor, input.id, tx);
      const [row] = await tx
        .update(quickMessages)
        .set({ mediaPath: stored.mediaPath, mediaName: stored.mediaName })
        .where(and(eq(quickMessages.id, input.id), eq(quickMessages.companyId, companyId)))
        .returning();
      if (current.mediaPath) onCommit(() => deleteMedia(current.mediaPath));
      const quickMessage = serializeQuickMessage(row);
      emitQuickMessageUpdate(current, row, quickMessage);
      return quickMessage;
    });
  } catch (e) {
    await deleteMedia(stored.mediaPath);
    throw e;
  }
}
