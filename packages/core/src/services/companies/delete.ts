import { AppError, type ResultMessage } from '@zapdesk/contracts';
import { and, companies, eq, users, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { disconnectRealtime, rooms } from '../../lib/realtime';
import { tokenVersionChanged } from '../auth/token-version';
import { assertSuper } from '../plans/serialize';
import { findCompanyOrThrow } from './serialize';
import { invalidateCompanySessions } from '../users/session-cache';

/**
 * Deletes a company and, by cascade, everything it owns. A company holding a super user (the
 * caller's own among them) is refused, so the platform cannot lose its last administrator.
 */
export async function deleteCompany({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  assertSuper(ctx.actor);
  const userIds = await withTransaction(async (tx) => {
    invalidateCompanySessions(input.id);
    await findCompanyOrThrow(input.id);
    if (input.id === ctx.actor.companyId) throw new AppError('ERR_NO_PERMISSION', 'You cannot delete your own company');
    const [superUser] = await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, input.id), eq(users.super, true))).limit(1);
    if (superUser) throw new AppError('ERR_NO_PERMISSION', 'A company with a super user cannot be deleted');
    const members = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, input.id));
    await tx.delete(companies).where(eq(companies.id, input.id));
    disconnectRealtime([rooms.company(input.id)]);
    return members.map((m) => m.id);
  });
  // Tokens of the deleted users stop working at once on every process.
  for (const id of userIds) await tokenVersionChanged(id);
  return { message: 'Company deleted' };
}
