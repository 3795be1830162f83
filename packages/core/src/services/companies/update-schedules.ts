import { AppError, type Company } from '@zapdesk/contracts';
import { companies, eq, withTransaction, type WorkingHours } from '@zapdesk/db';
import { isAdmin, isSuper, type Ctx } from '../../context';
import { findCompanyOrThrow, serializeCompany } from './serialize';
import { invalidateCompanySessions } from '../users/session-cache';

/** Weekly working hours of a company: its own admins or a super user. */
export async function updateCompanySchedules({ ctx, input }: { ctx: Ctx; input: { id: number; schedules: WorkingHours } }): Promise<Company> {
  if (!isSuper(ctx.actor) && ctx.actor.companyId !== input.id) throw new AppError('ERR_NO_COMPANY_FOUND', 'Company not found');
  if (!isAdmin(ctx.actor)) throw new AppError('ERR_NO_PERMISSION', 'No permission for this resource');
  const company = await withTransaction(async (tx) => {
    await findCompanyOrThrow(input.id);
    invalidateCompanySessions(input.id);
    await tx.update(companies).set({ schedules: input.schedules }).where(eq(companies.id, input.id));
    return findCompanyOrThrow(input.id);
  });
  return serializeCompany(company);
}
