import { inTransaction, onCommit } from '@zapdesk/db';
import { bus } from '../../lib/bus';
import { log } from '../../lib/logger';
import { loadSessionUser, publicUser, type SessionUser } from './serialize';
import { SESSION_INVALIDATE_CHANNEL } from '../../lib/company-cache';

export { SESSION_INVALIDATE_CHANNEL };

/**
 * A short-lived per-process cache of `loadSessionUser` for the hot read path (GET /auth/me), so an
 * authenticated request does not cost four queries. Correctness rests on invalidation:
 *
 *   Whoever changes a row the session user is built from MUST call, in or after the writing transaction,
 *   - `invalidateSessionUser(userId)` for the user's row or its queue membership (user_queues), and
 *   - `invalidateCompanySessions(companyId)` for the company row, its settings, or a queue's name/colour.
 *
 * Both run after the surrounding transaction commits (at once when there is none), drop the entries here and
 * tell every other API process over the bus. A read that started before an invalidation never stores its
 * result (epoch check), so a commit can never be shadowed by an older read. Entries also expire after TTL_MS,
 * which bounds the staleness of a write that forgot to invalidate. Cached values are frozen: treat them as
 * read-only (publicUser() returns a copy of the top level).
 */
const CHANNEL = SESSION_INVALIDATE_CHANNEL;
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Invalidation = { userId?: number; companyId?: number; all?: boolean };
type Entry = { user: SessionUser; companyId: number; at: number; json?: string };

const cache = new Map<number, Entry>();
let epoch = 0;
let unsubscribe: (() => void) | null = null;

function listen() {
  if (unsubscribe) return;
  unsubscribe = bus().subscribe(CHANNEL, (m: Invalidation) => drop(m));
}

function drop(m: Invalidation) {
  epoch++;
  if (m.all) cache.clear();
  if (m.userId !== undefined) cache.delete(m.userId);
  if (m.companyId !== undefined) for (const [id, e] of cache) if (e.companyId === m.companyId) cache.delete(id);
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

async function entryOf(userId: number): Promise<Entry> {
  listen();
  const hit = cache.get(userId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit;
  const started = epoch;
  const user = await loadSessionUser(userId);
  const entry: Entry = { user: deepFreeze(user), companyId: user.companyId, at: Date.now() };
  // Never store what a transaction read (it may roll back) or what an invalidation may have overtaken.
  if (epoch === started && !inTransaction()) {
    cache.delete(userId);
    cache.set(userId, entry);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return entry;
}

/** loadSessionUser through the cache (same shape; the value is shared and frozen). */
export async function cachedSessionUser(userId: number): Promise<SessionUser> {
  return (await entryOf(userId)).user;
}

/** `JSON.stringify(publicUser(cachedSessionUser(userId)))`, serialised once per cache entry (GET /auth/me). */
export async function cachedPublicSessionJson(userId: number): Promise<string> {
  const entry = await entryOf(userId);
  return (entry.json ??= JSON.stringify(publicUser(entry.user)));
}

function invalidate(m: Invalidation) {
  drop(m);
  onCommit(async () => {
    drop(m);
    try {
      await bus().publish(CHANNEL, m);
    } catch (e) {
      log.warn('session cache invalidation not published', { err: (e as Error).message, ...m });
    }
  });
}

/** The user's row or queue membership changed: their cached session user is dropped everywhere. */
export const invalidateSessionUser = (userId: number) => invalidate({ userId });

/** The company, its settings or its queues changed: every cached session user of the company is dropped everywhere. */
export const invalidateCompanySessions = (companyId: number) => invalidate({ companyId });

/** For tests that swap the bus: forget everything and subscribe again on next use. */
export function resetSessionUserCache() {
  unsubscribe?.();
  unsubscribe = null;
  drop({ all: true });
}
