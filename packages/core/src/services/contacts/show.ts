import type { ContactWithExtraInfo } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { contactWithExtraInfo, findContactInCompany } from './internal';

/** One contact of the company with its extra info. */
export async function showContact({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ContactWithExtraInfo> {
  return contactWithExtraInfo(await findContactInCompany(ctx.actor.companyId, input.id));
}
