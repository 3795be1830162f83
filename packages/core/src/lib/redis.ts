import Redis, { type RedisOptions } from 'ioredis';
import { log } from './logger';

type Health = { name: string; client: Redis };
const clients = new Set<Health>();
let errorCount = 0;
let errorListener: ((name: string) => void) | null = null;

/** Counts Redis errors for /metrics (set by the metrics module, so this file needs no metrics import). */
export const onRedisError = (fn: ((name: string) => void) | null) => {
  errorListener = fn;
};
export const redisErrorCount = () => errorCount;

/**
 * Every ioredis client of the product comes from here: it has an `error` listener (ioredis prints
 * "Unhandled error event" without one), logs one structured line when it loses and when it regains
 * Redis (not one per reconnect attempt), and shows in `redisReady()` for /ready.
 * Defaults suit a caller that must not wait on Redis: no offline queue (a command while Redis is away
 * fails at once) and a command timeout (a Redis that accepts but does not answer fails too).
 */
export function redisClient(url: string, name: string, opts: RedisOptions = {}) {
  const client = new Redis(url, { enableOfflineQueue: false, commandTimeout: 3000, maxRetriesPerRequest: 1, retryStrategy: (n) => Math.min(100 * n, 1000), ...opts });
  const entry = { name, client };
  clients.add(entry);
  let down = false;
  client.on('error', (e: Error) => {
    errorCount++;
    errorListener?.(name);
    if (down) return;
    down = true;
    log.warn('redis unavailable', { client: name, err: e.message });
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('redis available again', { client: name });
  });
  client.on('end', () => clients.delete(entry));
  return client;
}

/** Whether every open Redis client of this process is connected (none open: true). */
export function redisReady() {
  const down = [...clients].filter((c) => c.client.status !== 'ready' && c.client.status !== 'wait').map((c) => c.name);
  return { ok: down.length === 0, down };
}
