import { AppError, type ResultMessage } from '@zapdesk/contracts';
import { and, eq, inArray, tickets, users, withTransaction } from '@zapdesk/db';
import { actorUserId, type Ctx } from '../../context';
import { resyncRealtime } from '../../lib/realtime';
import { assertAdmin, assertMayManage, emitUserEvent, findUserInCompany } from './internal';
import { tokenVersionChanged } from '../auth/token-version';
import { publishTicketChange } from '../tickets/publish';
import { invalidateSessionUser } from './session-cache';

/**
 * Deletes a user of the company. Their open tickets (and pending ones still assigned to them)
 * go back to the pending list without an attendant, in the same transaction.
 */
export async function deleteUser({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  const { actor } = ctx;
  assertAdmin(actor);
  const companyId = actor.companyId;
  if (input.id === actorUserId(actor)) throw new AppError('ERR_VALIDATION', 'You cannot delete your own user', { fields: { id: 'cannot delete yourself' } });
  await withTransaction(async (tx) => {
    invalidateSessionUser(input.id);
    const target = await findUserInCompany(companyId, input.id, tx);
    assertMayManage(actor, target);
    const held = and(eq(tickets.companyId, companyId), eq(tickets.userId, target.id), inArray(tickets.status, ['open', 'pending']));
    const before = await tx.select().from(tickets).where(held);
    const after = before.length ? await tx.update(tickets).set({ status: 'pending', userId: null }).where(held).returning() : [];
    await tx.delete(users).where(and(eq(users.id, target.id), eq(users.companyId, companyId)));
    emitUserEvent(companyId, target.id, { action: 'delete', userId: target.id });
    resyncRealtime(companyId, target.id);
    const beforeById = new Map(before.map((t) => [t.id, t]));
    for (const t of after) await publishTicketChange(beforeById.get(t.id) ?? null, t);
  });
  await tokenVersionChanged(input.id);
  return { message: 'User deleted' };
}
