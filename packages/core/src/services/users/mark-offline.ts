import { ONLINE_TIMEOUT_MS } from '@zapdesk/contracts';
import { and, eq, isNull, lt, or, users, withTransaction } from '@zapdesk/db';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { invalidateSessionUser } from './session-cache';

/**
 * Due work: users marked online whose last `userStatus` ping (or login) is older than
 * ONLINE_TIMEOUT_MS go offline; `company-{id}-user` tells the company's admins and the user (like every user event).
 * Returns the users it changed.
 */
export async function markStaleUsersOffline(now: Date = new Date()) {
  const cutoff = new Date(now.getTime() - ONLINE_TIMEOUT_MS);
  return withTransaction(async (tx) => {
    const stale = await tx
      .update(users)
      .set({ online: false })
      .where(and(eq(users.online, true), or(isNull(users.lastSeenAt), lt(users.lastSeenAt, cutoff))))
      .returning({ id: users.id, companyId: users.companyId });
    for (const u of stale) invalidateSessionUser(u.id);
    for (const u of stale) emitCompanyEvent([rooms.admins(u.companyId), rooms.user(u.companyId, u.id)], u.companyId, 'user', { action: 'update', user: { id: u.id, online: false } });
    return stale;
  });
}
