import type { Plan } from '@zapdesk/contracts';
import { asc, db, plans } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper, serializePlan } from './serialize';

export async function listPlans({ ctx }: { ctx: Ctx }): Promise<Plan[]> {
  assertSuper(ctx.actor);
  const rows = await db().select().from(plans).orderBy(asc(plans.name), asc(plans.id));
  return rows.map(serializePlan);
}
