import { busCache } from '../../lib/bus-cache';
import { SESSION_INVALIDATE_CHANNEL, type SessionInvalidation } from '../../lib/company-cache';
import { loadSessionUser, publicUser, type SessionUser } from './serialize';

export { SESSION_INVALIDATE_CHANNEL };

type Entry = { user: SessionUser; json?: string };

/**
 * A short-lived per-process cache of `loadSessionUser` for the hot read path (GET /auth/me), so an
 * authenticated request does not cost four queries. Correctness rests on invalidation:
 *
 *   Whoever changes a row the session user is built from MUST call, in or after the writing transaction,
 *   - `invalidateSessionUser(userId)` for the user's row or its queue membership (user_queues), and
 *   - `invalidateCompanySessions(companyId)` for the company row, its settings, or a queue's name/colour.
 *
 * Both drop the entries here at once and again after the surrounding transaction commits, when they also
 * tell every other API process over the bus; reads an invalidation overtook are never stored, and entries
 * expire after 5 s (busCache). Cached values are frozen: treat them as read-only (publicUser() returns a
 * copy of the top level).
 */
const cache = busCache<number, Entry, SessionInvalidation>({
  channel: SESSION_INVALIDATE_CHANNEL,
  ttlMs: 5_000,
  maxEntries: 10_000,
  load: async (userId) => ({ user: deepFreeze(await loadSessionUser(userId)) }),
  drops: (m) => {
    if (m.all) return 'all';
    if (m.companyId !== undefined) return (userId, e) => userId === m.userId || e.user.companyId === m.companyId;
    return m.userId !== undefined ? [m.userId] : [];
  },
});

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/** loadSessionUser through the cache (same shape; the value is shared and frozen). */
export async function cachedSessionUser(userId: number): Promise<SessionUser> {
  return (await cache.get(userId)).user;
}

/** `JSON.stringify(publicUser(cachedSessionUser(userId)))`, serialised once per cache entry (GET /auth/me). */
export async function cachedPublicSessionJson(userId: number): Promise<string> {
  const entry = await cache.get(userId);
  return (entry.json ??= JSON.stringify(publicUser(entry.user)));
}

const invalidate = (m: SessionInvalidation) => void cache.invalidate(m);

/** The user's row or queue membership changed: their cached session user is dropped everywhere. */
export const invalidateSessionUser = (userId: number) => invalidate({ userId });

/** The company, its settings or its queues changed: every cached session user of the company is dropped everywhere. */
export const invalidateCompanySessions = (companyId: number) => invalidate({ companyId });

/** For tests: forget every cached session user of this process. */
export const resetSessionUserCache = () => cache.clear();
