import { AppError, type PlanBody, type Plan } from '@zapdesk/contracts';
import { and, db, isUniqueViolation, ne, plans, sql, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper, serializePlan } from './serialize';

export const duplicatedPlanName = () => new AppError('ERR_DUPLICATED_NAME', 'A plan with this name already exists');

/** Refuses a name already used by another plan, ignoring case. */
export async function assertPlanNameFree(name: string, exceptId?: number) {
  const sameName = sql`lower(${plans.name}) = ${name.toLowerCase()}`;
  const [hit] = await db()
    .select({ id: plans.id })
    .from(plans)
    .where(exceptId ? and(sameName, ne(plans.id, exceptId)) : sameName);
  if (hit) throw duplicatedPlanName();
}

export async function createPlan({ ctx, input }: { ctx: Ctx; input: PlanBody }): Promise<Plan> {
  assertSuper(ctx.actor);
  try {
    return await withTransaction(async (tx) => {
      await assertPlanNameFree(input.name);
      const [p] = await tx.insert(plans).values(input).returning();
      return serializePlan(p);
    });
  } catch (e) {
    if (isUniqueViolation(e, 'plans_name_unique')) throw duplicatedPlanName();
    throw e;
  }
}
