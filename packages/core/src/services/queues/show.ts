import type { Queue } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { findQueue, serializeQueue } from './internal';

export async function showQueue({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<Queue> {
  return serializeQueue(await findQueue(ctx.actor.companyId, input.id));
}
