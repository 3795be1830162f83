import { and, eq, inArray, isNull, refreshSessions, sql, users, type Db } from '@zapdesk/db';
import { disconnectRealtime, rooms } from '../../lib/realtime';
import { invalidateSessionUser } from '../users/session-cache';
import { tokenVersionChanged } from './token-version';

/**
 * Inside the transaction that suspends a company (or moves its due date into the past): every session
 * of its users ends — refresh cookies revoked, access tokens superseded (token version bumped), live
 * sockets closed after commit. Super users keep theirs (they are never refused at login). Call the
 * returned function after the transaction, so every process drops its cached token versions.
 */
export async function endCompanySessions(tx: Db, companyId: number): Promise<() => Promise<void>> {
  const members = await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.super, false)));
  const ids = members.map((m) => m.id);
  if (!ids.length) return async () => {};
  await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, online: false }).where(inArray(users.id, ids));
  await tx.update(refreshSessions).set({ revokedAt: new Date() }).where(and(inArray(refreshSessions.userId, ids), isNull(refreshSessions.revokedAt)));
  for (const id of ids) invalidateSessionUser(id);
  disconnectRealtime(ids.map((id) => rooms.user(companyId, id)));
  return async () => {
    for (const id of ids) await tokenVersionChanged(id);
  };
}
