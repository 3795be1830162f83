import Redis from 'ioredis';
import { AppError } from '@zapdesk/contracts';
import { db, lt, rateLimits, sql, withTransaction } from '@zapdesk/db';
import { config } from '../config';

let redis: Redis | null = null;
const client = () => {
  const url = config().redisUrl;
  if (!url) return null;
  return (redis ??= new Redis(url, { maxRetriesPerRequest: 2 }));
};

/**
 * Counts one hit on key within a fixed window and refuses past the limit (429 ERR_RATE_LIMITED).
 * Redis when configured, so every API process shares the count; the database otherwise.
 */
export async function hitRateLimit(key: string, limit: number, windowSec: number) {
  const r = client();
  let count: number;
  let resetAt: number;
  if (r) {
    const k = `${config().redisPrefix}rl:${key}`;
    const [[, c], [, ttl]] = (await r.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await r.pexpire(k, windowSec * 1000);
    count = c;
    resetAt = Date.now() + (ttl > 0 ? ttl : windowSec * 1000);
  } else {
    const now = new Date();
    const row = await withTransaction(async (tx) => {
      const [cur] = await tx.select().from(rateLimits).where(sql`${rateLimits.key} = ${key}`);
      if (!cur || cur.resetAt <= now) {
        const next = { key, count: 1, resetAt: new Date(now.getTime() + windowSec * 1000) };
        await tx.insert(rateLimits).values(next).onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, resetAt: next.resetAt } });
        return next;
      }
      await tx.update(rateLimits).set({ count: cur.count + 1 }).where(sql`${rateLimits.key} = ${key}`);
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
