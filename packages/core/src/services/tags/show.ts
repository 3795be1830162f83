import type { Tag } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { findTag, withCounts } from './internal';

export async function showTag({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<Tag> {
  return (await withCounts([await findTag(ctx.actor.companyId, input.id)]))[0];
}
