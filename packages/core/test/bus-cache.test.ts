import { describe, expect, setSystemTime, test } from 'bun:test';
import { db, dialect, eq, users, withTransaction } from '@zapdesk/db';
import { makeCompany } from '@zapdesk/testing';
import { bus, busCache, currentTokenVersion, tokenVersionChanged } from '../src';

/** Waits (bounded) until cond() holds; bus delivery through Redis is asynchronous. */
async function eventually(cond: () => Promise<boolean> | boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await Bun.sleep(5);
  }
}

let channels = 0;
/** A cache over a value the test controls: `value[key]`, each load counted, loads optionally held open. */
function testCache(ttlMs = 60_000, storeReadsInTransactions = false) {
  const value = new Map<number, string>();
  const loads: number[] = [];
  let gate: Promise<void> | null = null;
  const channel = `test.bus-cache.${process.pid}.${++channels}`;
  const cache = busCache<number, string, { keys?: number[]; prefix?: string; all?: boolean }>({
    channel,
    ttlMs,
    maxEntries: 3,
    load: async (key) => {
      loads.push(key);
      const seen = value.get(key) ?? '';
      if (gate) await gate;
      return seen;
    },
    drops: (m) => (m.all ? 'all' : m.prefix !== undefined ? (_k, v) => v.startsWith(m.prefix!) : (m.keys ?? [])),
    storeReadsInTransactions,
  });
  const hold = () => {
    let open!: () => void;
    gate = new Promise<void>((r) => (open = r));
    return () => {
      gate = null;
      open();
    };
  };
  return { cache, value, loads, hold, channel };
}

describe(`busCache (${dialect})`, () => {
  test('a second read within the TTL is served from the cache; after it, loaded again', async () => {
    // The clock is the test's: a stalled host (GC, CPU steal) must not expire the entry early.
    const start = Date.now();
    try {
      setSystemTime(start);
      const t = testCache(30);
      t.value.set(1, 'a');
      expect(await t.cache.get(1)).toBe('a');
      t.value.set(1, 'b');
      setSystemTime(start + 29);
      expect(await t.cache.get(1)).toBe('a');
      expect(t.loads).toEqual([1]);
      setSystemTime(start + 30);
      expect(await t.cache.get(1)).toBe('b');
      expect(t.loads).toEqual([1, 1]);
    } finally {
      setSystemTime();
    }
  });

  test('keeps at most maxEntries, dropping the oldest', async () => {
    const t = testCache();
    for (const k of [1, 2, 3, 4]) await t.cache.get(k);
    await t.cache.get(2);
    await t.cache.get(1);
    expect(t.loads).toEqual([1, 2, 3, 4, 1]);
  });

  test('a read that an invalidation overtakes is returned but not stored', async () => {
    const t = testCache();
    t.value.set(1, 'old');
    const release = t.hold();
    const inFlight = t.cache.get(1);
    t.value.set(1, 'new');
    await t.cache.invalidate({ keys: [1] });
    release();
    expect(await inFlight).toBe('old');
    expect(await t.cache.get(1)).toBe('new');
  });

  test('callers that miss together wait for one read; one arriving after an invalidation, or inside a transaction, reads again', async () => {
    const t = testCache();
    t.value.set(1, 'a');
    const open = t.hold();
    const together = [t.cache.get(1), t.cache.get(1), t.cache.get(1)];
    expect(t.loads).toEqual([1]);
    // The value changes and says so: a caller from now on must not get the read started before.
    t.value.set(1, 'b');
    await t.cache.invalidate({ keys: [1] });
    const after = t.cache.get(1);
    expect(t.loads).toEqual([1, 1]);
    // A read inside a transaction is its own (it may see what the transaction wrote).
    const inside = withTransaction(() => t.cache.get(1));
    await eventually(() => t.loads.length === 3);
    expect(t.loads).toEqual([1, 1, 1]);
    open();
    expect(await Promise.all(together)).toEqual(['a', 'a', 'a']);
    expect(await after).toBe('b');
    expect(await inside).toBe('b');
  });

  test('storeReadsInTransactions: a read made inside a transaction is never shared (it fails when that transaction does)', async () => {
    const t = testCache(60_000, true);
    t.value.set(1, 'a');
    const open = t.hold();
    let inside!: Promise<string>;
    const failing = withTransaction(async () => {
      inside = t.cache.get(1);
      await Bun.sleep(0);
      throw new Error('the transaction fails');
    }).catch((e) => e);
    await eventually(() => t.loads.length === 1);
    const outside = t.cache.get(1);
    expect(t.loads).toEqual([1, 1]);
    open();
    expect(await failing).toBeInstanceOf(Error);
    expect(await inside).toBe('a');
    expect(await outside).toBe('a');
  });

  test('a read inside a transaction is not stored; an invalidation inside one is applied and announced on commit', async () => {
    const t = testCache();
    t.value.set(1, 'x');
    await withTransaction(async () => {
      expect(await t.cache.get(1)).toBe('x');
    });
    await t.cache.get(1);
    expect(t.loads).toEqual([1, 1]);

    const heard: unknown[] = [];
    const off = bus().subscribe(t.channel, (m) => heard.push(m));
    // Another request, outside the transaction, reads between the invalidation and the commit: it sees the
    // committed (old) value and stores it; the drop after commit must remove it.
    let go!: () => void;
    const started = new Promise<void>((r) => (go = r));
    const otherRequest = (async () => {
      await started;
      return t.cache.get(1);
    })();
    try {
      await withTransaction(async () => {
        await t.cache.invalidate({ keys: [1] });
        go();
        expect(await otherRequest).toBe('x');
        t.value.set(1, 'y'); // the transaction's write, visible once committed
        expect(heard).toEqual([]);
      });
      await eventually(() => heard.length === 1);
      expect(heard).toEqual([{ keys: [1] }]);
      expect(await t.cache.get(1)).toBe('y');
    } finally {
      off();
    }
  });

  test('storeReadsInTransactions: a read inside a transaction is kept (rows those transactions never write); an invalidation still drops it', async () => {
    const t = testCache(60_000, true);
    t.value.set(1, 'x');
    await withTransaction(async () => {
      expect(await t.cache.get(1)).toBe('x');
      expect(await t.cache.get(1)).toBe('x');
    });
    expect(await t.cache.get(1)).toBe('x');
    expect(t.loads).toEqual([1]);
    t.value.set(1, 'y');
    await t.cache.invalidate({ keys: [1] });
    expect(await t.cache.get(1)).toBe('y');
    expect(t.loads).toEqual([1, 1]);
  });

  test('messages from other processes drop keys, picked entries or everything', async () => {
    const t = testCache();
    const cacheAll = async () => {
      for (const [k, v] of [[1, 'keep'], [2, 'drop-me'], [3, 'drop-too']] as const) t.value.set(k, v);
      for (const k of [1, 2, 3]) await t.cache.get(k);
      t.loads.length = 0;
    };
    await cacheAll();
    await bus().publish(t.channel, { prefix: 'drop' });
    await eventually(async () => (await t.cache.get(2), t.loads.includes(2)));
    await t.cache.get(1);
    await t.cache.get(3);
    expect(t.loads).toEqual([2, 3]);

    await cacheAll();
    await bus().publish(t.channel, { all: true });
    await eventually(async () => (await t.cache.get(1), t.loads.includes(1)));
    await t.cache.get(2);
    expect(t.loads).toEqual([1, 2]);
  });
});

describe(`token version cache (${dialect})`, () => {
  test('a token-version read that the change overtakes is not kept (a revoked token is refused at once)', async () => {
    const { user } = await makeCompany();
    const [{ tv }] = await db().select({ tv: users.tokenVersion }).from(users).where(eq(users.id, user.id));
    const inFlight = currentTokenVersion(user.id);
    const announced = tokenVersionChanged(user.id); // the change's announcement overtakes the read
    await inFlight;
    await announced;
    // A probe: a row change nobody announces is visible only if the overtaken read was not kept.
    await db().update(users).set({ tokenVersion: tv + 1 }).where(eq(users.id, user.id));
    expect(await currentTokenVersion(user.id)).toBe(tv + 1);
  });
});
