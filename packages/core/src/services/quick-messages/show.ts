import type { QuickMessage } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { findVisible, serializeQuickMessage } from './internal';

export async function showQuickMessage({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<QuickMessage> {
  return serializeQuickMessage(await findVisible(ctx.actor, input.id));
}
