import type Redis from 'ioredis';
import { AppError } from '@zapdesk/contracts';
import { db, dialect, lt, rateLimits, runPrepared, sql, withTransaction } from '@zapdesk/db';
import { config } from '../config';
import { log } from './logger';
import { redisClient } from './redis';

let redis: Redis | null = null;
const client = () => {
  const url = config().redisUrl;
  if (!url) return null;
  return (redis ??= redisClient(url, 'rate-limit', { commandTimeout: 1000 }));
};

/** Windows up to this long are counted in the process on the embedded default (see hitRateLimit). */
const LOCAL_WINDOW_MAX_SEC = 10;

/** While Redis is away each process counts on its own (a limit per process, not none). */
const local = new Map<string, { count: number; resetAt: number }>();
function hitLocal(key: string, windowSec: number) {
  const now = Date.now();
  let e = local.get(key);
  if (!e || e.resetAt <= now) {
    if (local.size > 50_000) for (const [k, v] of local) if (v.resetAt <= now) local.delete(k);
    e = { count: 0, resetAt: now + windowSec * 1000 };
    local.set(key, e);
  }
  e.count++;
  return e;
}
let fallingBack = false;

async function hitRedis(r: Redis, key: string, windowSec: number) {
  const k = `${config().redisPrefix}rl:${key}`;
  const [[e1, c], [e2, ttl]] = (await r.multi().incr(k).pttl(k).exec()) as [[Error | null, number], [Error | null, number]];
  if (e1 || e2) throw e1 ?? e2;
  if (ttl < 0) await r.pexpire(k, windowSec * 1000);
  return { count: c, resetAt: Date.now() + (ttl > 0 ? ttl : windowSec * 1000) };
}

/**
 * Counts one hit on key within a fixed window and refuses past the limit (429 ERR_RATE_LIMITED).
 * Redis when configured, so every API process shares the count (this process alone while Redis does not
 * answer); on the embedded default, the process for windows of up to 10 s; the database otherwise.
 */
export async function hitRateLimit(key: string, limit: number, windowSec: number) {
  const r = client();
  let count: number;
  let resetAt: number;
  if (r) {
    let hit: { count: number; resetAt: number };
    try {
      hit = await hitRedis(r, key, windowSec);
      if (fallingBack) log.info('rate limits shared through redis again');
      fallingBack = false;
    } catch (e) {
      if (!fallingBack) log.warn('rate limits counted in this process while redis is away', { err: (e as Error).message });
      fallingBack = true;
      hit = hitLocal(key, windowSec);
    }
    count = hit.count;
    resetAt = hit.resetAt;
  } else if (dialect === 'sqlite' && windowSec <= LOCAL_WINDOW_MAX_SEC) {
    // The embedded default has one API process, so its own count is the count; a window of a few seconds (the
    // external API's requests per second) gains nothing from outliving a restart, and a write transaction of its
    // own on every call cost the external API 8 % of its sends a second. Longer windows (logins, resets) stay in
    // the database, which a restart does not reset.
    const hit = hitLocal(key, windowSec);
    count = hit.count;
    resetAt = hit.resetAt;
  } else {
    const now = new Date();
    const row = await withTransaction(async (tx) => {
      const [cur] = await runPrepared('rate-limit-read', (d) => d.select().from(rateLimits).where(sql`${rateLimits.key} = ${sql.placeholder('key')}`), { key });
      if (!cur || cur.resetAt <= now) {
        const next = { key, count: 1, resetAt: new Date(now.getTime() + windowSec * 1000) };
        await tx.insert(rateLimits).values(next).onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, resetAt: next.resetAt } });
        return next;
      }
      await runPrepared('rate-limit-count', (d) => d.update(rateLimits).set({ count: sql`${rateLimits.count} + 1` }).where(sql`${rateLimits.key} = ${sql.placeholder('key')}`), { key });
      return { ...cur, count: cur.count + 1 };
    });
    count = row.count;
    resetAt = row.resetAt.getTime();
  }
  if (count > limit) {
    const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    throw new AppError('ERR_RATE_LIMITED', `Too many attempts; try again in ${retryAfter}s`, { retryAfter });
  }
}

export async function purgeRateLimits() {
  // lt() maps the Date through the column (a raw Date cannot be bound on SQLite)
  await db().delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
}
