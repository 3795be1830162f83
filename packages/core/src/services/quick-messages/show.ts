import type { Ctx } from '../../context';
import { findVisible, serializeQuickMessage } from './internal';

export async function showQuickMessage({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  return serializeQuickMessage(await findVisible(ctx.actor, input.id));
}
