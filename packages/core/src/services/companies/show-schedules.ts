import { AppError, type CompanySchedules } from '@zapdesk/contracts';
import { isAdmin, isSuper, type Ctx } from '../../context';
import { findCompanyOrThrow } from './serialize';

/** Weekly working hours of a company, for the settings tab that edits them: its own admins or a super user. */
export async function showCompanySchedules({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<CompanySchedules> {
  if (!isSuper(ctx.actor) && ctx.actor.companyId !== input.id) throw new AppError('ERR_NO_COMPANY_FOUND', 'Company not found');
  if (!isAdmin(ctx.actor)) throw new AppError('ERR_NO_PERMISSION', 'No permission for this resource');
  const company = await findCompanyOrThrow(input.id);
  return { id: company.id, timezone: company.timezone, schedules: company.schedules ?? [] };
}
