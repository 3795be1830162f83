import type { User } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { actorUserId, isAdmin } from '../../context';
import { findUserInCompany, noPermission } from './internal';
import { loadSessionUser, publicUser } from './serialize';

/** One user of the company; a non-admin may read only themselves. */
export async function showUser({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<User> {
  const target = await findUserInCompany(ctx.actor.companyId, input.id);
  if (target.id !== actorUserId(ctx.actor) && !isAdmin(ctx.actor)) throw noPermission();
  return publicUser(await loadSessionUser(target.id));
}
