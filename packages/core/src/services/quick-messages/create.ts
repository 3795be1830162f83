import type { QuickMessageCreateBody, QuickMessage } from '@zapdesk/contracts';
import { quickMessages, withTransaction } from '@zapdesk/db';
import { requireUser, type Ctx } from '../../context';
import { emitCompanyEvent } from '../../lib/realtime';
import { audienceOf, serializeQuickMessage } from './internal';

/** Any user; the creator is the actor. geral = shared with the company, else personal (the default). */
export async function createQuickMessage({ ctx, input }: { ctx: Ctx; input: QuickMessageCreateBody }): Promise<QuickMessage> {
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    const [row] = await tx
      .insert(quickMessages)
      .values({ companyId, userId: requireUser(ctx.actor).userId, shortcode: input.shortcode, message: input.message ?? '', geral: input.geral ?? false })
      .returning();
    const quickMessage = serializeQuickMessage(row);
    emitCompanyEvent(audienceOf(row), companyId, 'quickmessage', { action: 'create', quickMessage });
    return quickMessage;
  });
}
