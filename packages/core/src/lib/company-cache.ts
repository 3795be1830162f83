import { inTransaction } from '@zapdesk/db';
import { bus } from './bus';

/** The channel on which writers announce that a company's (or a user's) cached views are stale. */
export const SESSION_INVALIDATE_CHANNEL = 'users.session-invalidate';

/**
 * A short-lived per-process cache of something derived from one company's rows (settings, time zone,
 * hours), read on hot paths such as every inbound message. Dropped when a writer calls
 * invalidateCompanySessions (it publishes on SESSION_INVALIDATE_CHANNEL after commit, to every process);
 * the TTL bounds staleness otherwise. Reads inside a transaction, or overtaken by an invalidation, are not stored.
 */
export function companyCache<T>(load: (companyId: number) => Promise<T>, ttlMs = 5_000) {
  const entries = new Map<number, { value: T; at: number }>();
  let epoch = 0;
  let subscribedTo: unknown = null;
  const listen = () => {
    const b = bus();
    if (subscribedTo === b) return;
    subscribedTo = b;
    b.subscribe(SESSION_INVALIDATE_CHANNEL, (m: { companyId?: number; all?: boolean }) => {
      epoch++;
      if (m.all) entries.clear();
      else if (m.companyId !== undefined) entries.delete(m.companyId);
    });
  };
  return {
    async get(companyId: number): Promise<T> {
      listen();
      const hit = entries.get(companyId);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const started = epoch;
      const value = await load(companyId);
      if (epoch === started && !inTransaction()) entries.set(companyId, { value, at: Date.now() });
      return value;
    },
    clear: () => entries.clear(),
  };
}
