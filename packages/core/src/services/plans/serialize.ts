import { AppError, planFeatureFlags, type Plan, type PublicPlan } from '@zapdesk/contracts';
import { db, eq, plans } from '@zapdesk/db';
import type { Actor } from '../../context';

type PlanRow = typeof plans.$inferSelect;

/** The plan as the super user's screens read it. */
export function serializePlan(p: PlanRow): Plan {
  return { ...publicPlan(p), isPublic: p.isPublic, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString() };
}

/** The plan as sign-up and `listPlan` show it: limits, price and the seven feature flags. */
export function publicPlan(p: PlanRow): PublicPlan {
  const flags = Object.fromEntries(planFeatureFlags.map((f) => [f, p[f]])) as Record<(typeof planFeatureFlags)[number], boolean>;
  return { id: p.id, name: p.name, users: p.users, connections: p.connections, queues: p.queues, value: p.value, ...flags };
}

export async function findPlanOrThrow(id: number) {
  const [p] = await db().select().from(plans).where(eq(plans.id, id));
  if (!p) throw new AppError('ERR_NO_PLAN_FOUND', 'Plan not found');
  return p;
}

/** Companies, plans and helps are managed by super users only. */
export { assertSuper } from '../../lib/guards';
