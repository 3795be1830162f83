import { busCache } from './bus-cache';

/** The channel on which writers announce that a company's (or a user's) cached views are stale. */
export const SESSION_INVALIDATE_CHANNEL = 'users.session-invalidate';

/** A message on SESSION_INVALIDATE_CHANNEL: one user's rows, one company's rows, or everything changed. */
export type SessionInvalidation = { userId?: number; companyId?: number; all?: boolean };

/**
 * A short-lived per-process cache of something derived from one company's rows (settings, time zone,
 * hours), read on hot paths such as every inbound message. Dropped when a writer calls
 * invalidateCompanySessions (it publishes on SESSION_INVALIDATE_CHANNEL after commit, to every process);
 * the rules (TTL, overtaken and in-transaction reads never stored) are busCache's.
 */
export function companyCache<T>(load: (companyId: number) => Promise<T>, ttlMs = 5_000, opts: { storeReadsInTransactions?: boolean } = {}) {
  const cache = busCache<number, T, SessionInvalidation>({
    channel: SESSION_INVALIDATE_CHANNEL,
    ttlMs,
    load,
    drops: (m) => (m.all ? 'all' : m.companyId !== undefined ? [m.companyId] : []),
    ...opts,
  });
  return { get: cache.get, clear: cache.clear, invalidate: cache.invalidate };
}

