import type { PlanUpdateBody, Plan } from '@zapdesk/contracts';
import { eq, isUniqueViolation, plans, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { planFlagsChanged } from '../../lib/guards';
import { assertPlanNameFree, duplicatedPlanName } from './create';
import { assertSuper, findPlanOrThrow, serializePlan } from './serialize';

export async function updatePlan({ ctx, input }: { ctx: Ctx; input: { id: number; data: PlanUpdateBody } }): Promise<Plan> {
  assertSuper(ctx.actor);
  try {
    return await withTransaction(async (tx) => {
      const current = await findPlanOrThrow(input.id);
      if (input.data.name !== undefined) await assertPlanNameFree(input.data.name, input.id);
      if (Object.keys(input.data).length === 0) return serializePlan(current);
      const [p] = await tx.update(plans).set(input.data).where(eq(plans.id, input.id)).returning();
      await planFlagsChanged();
      return serializePlan(p);
    });
  } catch (e) {
    if (isUniqueViolation(e, 'plans_name_unique')) throw duplicatedPlanName();
    throw e;
  }
}
