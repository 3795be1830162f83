import { AppError, type CompanyPlanResult } from '@zapdesk/contracts';
import { db, eq, plans } from '@zapdesk/db';
import { isSuper, type Ctx } from '../../context';
import { publicPlan } from '../plans/serialize';
import { findCompanyOrThrow } from './serialize';

/** The plan (limits and the seven feature flags) of the caller's own company; super users may read any. */
export async function showCompanyPlan({ ctx, input }: { ctx: Ctx; input: { companyId: number } }): Promise<CompanyPlanResult> {
  if (!isSuper(ctx.actor) && ctx.actor.companyId !== input.companyId) throw new AppError('ERR_NO_COMPANY_FOUND', 'Company not found');
  const company = await findCompanyOrThrow(input.companyId);
  const [plan] = company.planId === null ? [] : await db().select().from(plans).where(eq(plans.id, company.planId));
  if (!plan) throw new AppError('ERR_NO_PLAN_FOUND', 'The company has no plan');
  return { plan: publicPlan(plan) };
}
