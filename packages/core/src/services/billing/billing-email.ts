import type { BillingEmail, BillingEmailBody } from '@zapdesk/contracts';
import { companies, eq, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin } from '../../lib/guards';
import { invalidateCompanySessions } from '../users/session-cache';

/** The /subscription page's billing e-mail: the company's own e-mail, changed by its admins. */
export async function updateBillingEmail({ ctx, input }: { ctx: Ctx; input: BillingEmailBody }): Promise<BillingEmail> {
  assertAdmin(ctx);
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    const [row] = await tx.update(companies).set({ email: input.email, updatedAt: new Date() }).where(eq(companies.id, companyId)).returning({ email: companies.email });
    invalidateCompanySessions(companyId);
    return { email: row.email };
  });
}
