import type { CompanyUpdateBody, Company } from '@zapdesk/contracts';
import { companies, ensureSettings, eq, isUniqueViolation, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper, findPlanOrThrow } from '../plans/serialize';
import { assertCompanyNameFree, duplicatedCompanyName } from './records';
import { findCompanyOrThrow, serializeCompany } from './serialize';
import { invalidateCompanySessions } from '../users/session-cache';
import { endCompanySessions } from '../auth/end-sessions';
import { isPastDue } from '../../lib/time';

export async function updateCompany({ ctx, input }: { ctx: Ctx; input: { id: number; data: CompanyUpdateBody } }): Promise<Company> {
  assertSuper(ctx.actor);
  const { campaignsEnabled, ...fields } = input.data;
  let afterCommit = async () => {};
  try {
    const company = await withTransaction(async (tx) => {
      invalidateCompanySessions(input.id);
      const before = await findCompanyOrThrow(input.id);
      if (fields.name !== undefined) await assertCompanyNameFree(fields.name, input.id);
      if (fields.planId !== undefined) await findPlanOrThrow(fields.planId);
      const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length) await tx.update(companies).set(changes).where(eq(companies.id, input.id));
      // Suspending a company, or moving its due date into the past, ends its users' sessions at once.
      if ((before.status && fields.status === false) || (isPastDue(fields.dueDate) && !isPastDue(before.dueDate))) {
        afterCommit = await endCompanySessions(tx, input.id);
      }
      if (campaignsEnabled !== undefined) await ensureSettings(input.id, { campaignsEnabled: campaignsEnabled ? 'true' : 'false' });
      return findCompanyOrThrow(input.id);
    });
    await afterCommit();
    return serializeCompany(company);
  } catch (e) {
    if (isUniqueViolation(e, 'companies_name_unique')) throw duplicatedCompanyName();
    throw e;
  }
}

