import type { QueueOption } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { findOption, serializeQueueOption } from './internal';

export async function showQueueOption({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<QueueOption> {
  return serializeQueueOption(await findOption(ctx.actor.companyId, input.id));
}
