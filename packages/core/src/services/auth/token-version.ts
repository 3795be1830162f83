import { db, eq, users } from '@zapdesk/db';
import { busCache } from '../../lib/bus-cache';

/** Every authenticated request reads its user's token version: cached per process, dropped over the bus. */
const cache = busCache<number, number | null, { userId: number }>({
  channel: 'auth.token-version',
  ttlMs: 30_000,
  load: async (userId) => (await db().select({ tv: users.tokenVersion }).from(users).where(eq(users.id, userId)))[0]?.tv ?? null,
  drops: (m) => [m.userId],
});

/** The user's current token version (null when the user is gone). */
export const currentTokenVersion = (userId: number): Promise<number | null> => cache.get(userId);

/** The user's token version changed (or the user is gone): call it after the writing transaction. */
export const tokenVersionChanged = (userId: number): Promise<void> => cache.invalidate({ userId });

export const resetTokenVersionCache = () => cache.clear();
