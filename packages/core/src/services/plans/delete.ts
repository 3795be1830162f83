import { AppError, type ResultMessage } from '@zapdesk/contracts';
import { companies, count, eq, plans, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper, findPlanOrThrow } from './serialize';

/** A plan some company uses cannot be deleted (409 ERR_IN_USE). */
export async function deletePlan({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  assertSuper(ctx.actor);
  await withTransaction(async (tx) => {
    await findPlanOrThrow(input.id);
    const [{ n }] = await tx.select({ n: count() }).from(companies).where(eq(companies.planId, input.id));
    if (n > 0) throw new AppError('ERR_IN_USE', `The plan is used by ${n} ${n === 1 ? 'company' : 'companies'}`, { companies: n });
    await tx.delete(plans).where(eq(plans.id, input.id));
  });
  return { message: 'Plan deleted' };
}
