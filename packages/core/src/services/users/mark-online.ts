import { and, eq, users, withTransaction } from '@zapdesk/db';
import { requireUser, type Ctx } from '../../context';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { invalidateSessionUser } from './session-cache';

/**
 * The `userStatus` ping: the user is online, last seen now. Cheap on purpose (it runs every five
 * minutes per open tab): one UPDATE when the user is already online, and an event only when the
 * user was offline. Returns whether the online flag changed.
 */
export async function markUserOnline({ ctx, input }: { ctx: Ctx; input?: { now?: Date } }): Promise<boolean> {
  const now = input?.now ?? new Date();
  const { userId, companyId } = requireUser(ctx.actor);
  const mine = and(eq(users.id, userId), eq(users.companyId, companyId));
  return withTransaction(async (tx) => {
    invalidateSessionUser(userId);
    const seen = await tx.update(users).set({ lastSeenAt: now }).where(and(mine, eq(users.online, true))).returning({ id: users.id });
    if (seen.length) return false;
    const changed = await tx.update(users).set({ online: true, lastSeenAt: now }).where(and(mine, eq(users.online, false))).returning({ id: users.id });
    if (!changed.length) return false;
    emitCompanyEvent([rooms.admins(companyId), rooms.user(companyId, userId)], companyId, 'user', { action: 'update', user: { id: userId, online: true } });
    return true;
  });
}
