import Redis from 'ioredis';
import { log } from '@zapdesk/core';

/** Who runs a connection's session: exactly one process at a time. */
export interface Leases {
  /** Takes the connection when nobody holds it (true also when it is already ours). */
  acquire(whatsappId: number): Promise<boolean>;
  /** Extends the leases still ours; answers the ids that are no longer ours. */
  renew(whatsappIds: number[]): Promise<number[]>;
  /** Gives the connection up, if it is still ours. */
  release(whatsappId: number): Promise<void>;
  /** Who holds the connection now (null: nobody). */
  holder(whatsappId: number): Promise<string | null>;
  readonly distributed: boolean;
  close(): Promise<void>;
}

/** One process (no Redis): this process owns every connection. */
export function localLeases(instanceId: string): Leases {
  return {
    distributed: false,
    acquire: async () => true,
    renew: async () => [],
    release: async () => {},
    holder: async () => instanceId,
    close: async () => {},
  };
}

// Take a free lease or keep ours; renew or release only a lease that is still ours (compare-and-set).
const ACQUIRE = `local v = redis.call('get', KEYS[1])
if v == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
if v then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** `${prefix}lease:wa:<id>` = instanceId with a PX TTL; an owner that stops renewing loses it. */
export function redisLeases(url: string, prefix: string, instanceId: string, ttlMs: number): Leases {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  redis.on('error', (e) => log.warn('lease redis error', { err: e.message }));
  const key = (id: number) => `${prefix}lease:wa:${id}`;
  return {
    distributed: true,
    async acquire(id) {
      return Number(await redis.eval(ACQUIRE, 1, key(id), instanceId, String(ttlMs))) === 1;
    },
    async renew(ids) {
      if (!ids.length) return [];
      const pipe = redis.pipeline();
      for (const id of ids) pipe.eval(RENEW, 1, key(id), instanceId, String(ttlMs));
      const results = (await pipe.exec()) ?? [];
      // A failed call (Redis unreachable) is not a loss: the lease may still be ours; the next round decides.
      return ids.filter((_, i) => {
        const [err, value] = results[i] ?? [null, 1];
        return !err && Number(value) === 0;
      });
    },
    async release(id) {
      await redis.eval(RELEASE, 1, key(id), instanceId);
    },
    async holder(id) {
      return redis.get(key(id));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
