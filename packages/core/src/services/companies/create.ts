import type { CompanyBody, Company } from '@zapdesk/contracts';
import { withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { hashPassword } from '../../lib/crypto';
import { assertSuper, findPlanOrThrow } from '../plans/serialize';
import { insertCompanyRecords } from './records';
import { serializeCompany } from './serialize';

/** Creates a company with its settings and, when `password` is sent, its first admin user (company e-mail). */
export async function createCompany({ ctx, input }: { ctx: Ctx; input: CompanyBody }): Promise<Company> {
  assertSuper(ctx.actor);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const { company } = await withTransaction(async () => {
    await findPlanOrThrow(input.planId);
    return insertCompanyRecords({
      name: input.name,
      email: input.email ?? '',
      phone: input.phone ?? '',
      planId: input.planId,
      status: input.status ?? true,
      dueDate: input.dueDate ?? null,
      recurrence: input.recurrence ?? 'MENSAL',
      timezone: input.timezone,
      schedules: input.schedules,
      campaignsEnabled: input.campaignsEnabled ?? false,
      admin: passwordHash ? { passwordHash } : undefined,
    });
  });
  return serializeCompany(company);
}
