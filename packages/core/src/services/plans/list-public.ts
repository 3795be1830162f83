import type { PublicPlan } from '@zapdesk/contracts';
import { asc, db, eq, plans } from '@zapdesk/db';
import { publicPlan } from './serialize';

/** Plans offered on the sign-up screen (no login). */
export async function listPublicPlans(): Promise<PublicPlan[]> {
  const rows = await db().select().from(plans).where(eq(plans.isPublic, true)).orderBy(asc(plans.value), asc(plans.id));
  return rows.map(publicPlan);
}
