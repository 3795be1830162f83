import type { Ctx } from '../../context';
import { assertPlanFeature } from '../../lib/guards';
import { findSchedule, serializeSchedule } from './internal';

export async function showSchedule({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useSchedules');
  return serializeSchedule(await findSchedule(ctx.actor.companyId, input.id));
}
