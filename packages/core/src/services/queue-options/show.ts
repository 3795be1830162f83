import type { Ctx } from '../../context';
import { findOption, serializeQueueOption } from './internal';

export async function showQueueOption({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  return serializeQueueOption(await findOption(ctx.actor.companyId, input.id));
}
