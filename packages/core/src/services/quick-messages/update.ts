import type { QuickMessageUpdateBody, QuickMessage } from '@zapdesk/contracts';
import { and, eq, quickMessages, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { emitQuickMessageUpdate, findEditable, serializeQuickMessage } from './internal';

/** Creator (or an admin, for shared ones) only. Turning a shared one personal removes it from everyone else's lists. */
export async function updateQuickMessage({ ctx, input }: { ctx: Ctx; input: { id: number } & QuickMessageUpdateBody }): Promise<QuickMessage> {
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    const current = await findEditable(ctx.actor, input.id, tx);
    const patch: Partial<typeof quickMessages.$inferInsert> = {};
    if (input.shortcode !== undefined) patch.shortcode = input.shortcode;
    if (input.message !== undefined) patch.message = input.message;
    if (input.geral !== undefined) patch.geral = input.geral;
    let row = current;
    if (Object.keys(patch).length) [row] = await tx.update(quickMessages).set(patch).where(and(eq(quickMessages.id, input.id), eq(quickMessages.companyId, companyId))).returning();
    const quickMessage = serializeQuickMessage(row);
    emitQuickMessageUpdate(current, row, quickMessage);
    return quickMessage;
  });
}
