import { AppError, type Company } from '@zapdesk/contracts';
import { isAdmin, isSuper, type Ctx } from '../../context';
import { findCompanyOrThrow, serializeCompany } from './serialize';

/**
 * One company: any for a super user; a company's admin reads their own (existing clients call it when their
 * Settings page opens, and take a 403 for an expired session); another company answers 404.
 */
export async function showCompany({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<Company> {
  if (!isSuper(ctx.actor)) {
    if (ctx.actor.companyId !== input.id) throw new AppError('ERR_NO_COMPANY_FOUND', 'Company not found');
    if (!isAdmin(ctx.actor)) throw new AppError('ERR_NO_PERMISSION', 'No permission for this resource');
  }
  return serializeCompany(await findCompanyOrThrow(input.id));
}
