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
  /** The holders of these connections, in order (null: nobody). */
  holders(whatsappIds: number[]): Promise<(string | null)[]>;
  /** How long each of these leases still runs, in ms (null: no lease). */
  remaining(whatsappIds: number[]): Promise<(number | null)[]>;
  /** Says this process is alive for the next `aliveMs` (a beat every third of it keeps it so). */
  beat(): Promise<void>;
  /** Which of these processes said they were alive within their last `aliveMs`. */
  living(instanceIds: string[]): Promise<Set<string>>;
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
    holders: async (ids) => ids.map(() => instanceId),
    remaining: async (ids) => ids.map(() => null),
    beat: async () => {},
    living: async (ids) => new Set(ids),
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

/**
 * `${prefix}lease:wa:<id>` = instanceId with a PX TTL; an owner that stops renewing loses it. Beside the leases,
 * `${prefix}alive:<instanceId>` with a short TTL (`aliveMs`) says the process is alive: a holder whose key is gone
 * is dead or stuck well before its lease lapses, which lets the others show the connection as being taken over
 * (the lease itself stays the only right to run it, so a process that is only slow never has a twin).
 */
export function redisLeases(url: string, prefix: string, instanceId: string, ttlMs: number, aliveMs = 3_000): Leases {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  redis.on('error', (e) => log.warn('lease redis error', { err: e.message }));
  const key = (id: number) => `${prefix}lease:wa:${id}`;
  const aliveKey = (id: string) => `${prefix}alive:${id}`;
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
    async holders(ids) {
      return ids.length ? redis.mget(ids.map(key)) : [];
    },
    async remaining(ids) {
      if (!ids.length) return [];
      const pipe = redis.pipeline();
      for (const id of ids) pipe.pttl(key(id));
      const results = (await pipe.exec()) ?? [];
      return ids.map((_, i) => {
        const [err, ms] = results[i] ?? [null, -2];
        return !err && Number(ms) > 0 ? Number(ms) : null;
      });
    },
    async beat() {
      await redis.set(aliveKey(instanceId), '1', 'PX', aliveMs);
    },
    async living(ids) {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Set();
      const found = await redis.mget(unique.map(aliveKey));
      return new Set(unique.filter((_, i) => found[i] !== null));
    },
    async close() {
      await redis.del(aliveKey(instanceId)).catch(() => {});
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
