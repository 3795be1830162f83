import { AppError, type User } from '@zapdesk/contracts';
import { db, eq, inArray, userQueues, users } from '@zapdesk/db';
import { presentUsers } from './present';

export type SessionUser = Awaited<ReturnType<typeof loadSessionUser>>;

/** The user shape shared by login, refresh, /auth/me and user events (DECISIONS, "Wire format"). */
export async function loadSessionUser(userId: number) {
  const [u] = await db().select().from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('ERR_NO_USER_FOUND', 'User not found');
  const [view] = await presentUsers(u.companyId, [u]);
  return { ...view, tokenVersion: u.tokenVersion };
}

/** The public shape (drops the token version). */
export function publicUser(u: SessionUser): User {
  const { tokenVersion: _tv, ...rest } = u;
  return rest;
}

export async function queueIdsOf(userIds: number[]) {
  if (!userIds.length) return new Map<number, number[]>();
  const rows = await db().select().from(userQueues).where(inArray(userQueues.userId, userIds));
  const m = new Map<number, number[]>();
  for (const r of rows) m.set(r.userId, [...(m.get(r.userId) ?? []), r.queueId]);
  return m;
}
