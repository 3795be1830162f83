import type { Profile } from '@zapdesk/contracts';
import { db, eq, userQueues, users } from '@zapdesk/db';
import type { UserActor } from '../../context';

export type RealtimeIdentity = UserActor & { queueIds: number[]; tokenVersion: number };

/** Who a socket belongs to, read fresh (connect and resync): the user's profile, token version and queues. */
export async function loadRealtimeIdentity(userId: number): Promise<RealtimeIdentity | null> {
  const [[u], qs] = await Promise.all([
    db().select({ companyId: users.companyId, profile: users.profile, super: users.super, tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId)),
    db().select({ q: userQueues.queueId }).from(userQueues).where(eq(userQueues.userId, userId)),
  ]);
  if (!u) return null;
  return { type: 'user', userId, companyId: u.companyId, profile: u.profile as Profile, super: u.super, tokenVersion: u.tokenVersion, queueIds: qs.map((r) => r.q) };
}
