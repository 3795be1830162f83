import type { Plan } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { assertSuper, findPlanOrThrow, serializePlan } from './serialize';

export async function showPlan({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<Plan> {
  assertSuper(ctx.actor);
  return serializePlan(await findPlanOrThrow(input.id));
}
