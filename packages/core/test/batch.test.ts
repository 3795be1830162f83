import { describe, expect, test } from 'bun:test';
import { batcher } from '../src/lib/batch';

describe('batcher', () => {
  test('writes that arrive together are flushed once, and each caller waits for its flush', async () => {
    const flushes: number[][] = [];
    const add = batcher(async (items: number[]) => {
      await Bun.sleep(5);
      flushes.push(items);
    });
    let done = 0;
    await Promise.all([1, 2, 3].map((n) => add(n).then(() => done++)));
    expect(flushes).toEqual([[1, 2, 3]]);
    expect(done).toBe(3);
    await add(4);
    expect(flushes).toEqual([[1, 2, 3], [4]]);
  });

  test('a failed flush rejects every caller of that batch, and the next batch is unaffected', async () => {
    let fail = true;
    const add = batcher(async () => {
      if (fail) throw new Error('disk full');
    });
    const results = await Promise.allSettled([add('a'), add('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(add('c')).resolves.toBeUndefined();
  });

  test('a batch that reaches max is flushed at once', async () => {
    const flushes: number[][] = [];
    const add = batcher(async (items: number[]) => void flushes.push(items), { max: 2 });
    await Promise.all([add(1), add(2), add(3)]);
    expect(flushes).toEqual([[1, 2], [3]]);
  });

  test('each item gets its own settled result; one failure reaches only its caller', async () => {
    const add = batcher(async (items: number[]) => items.map((n): PromiseSettledResult<number> => (n < 0 ? { status: 'rejected', reason: new Error(`bad ${n}`) } : { status: 'fulfilled', value: n * 10 })));
    const results = await Promise.allSettled([add(1), add(-2), add(3)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([10, 'bad -2', 30]);
  });

  test('at most `concurrency` groups flush at once; items added meanwhile travel together in the next', async () => {
    const flushes: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const add = batcher(
      async (items: number[]) => {
        flushes.push(items);
        if (items[0] === 1) await gate;
      },
      { concurrency: 1 },
    );
    const first = add(1);
    await Bun.sleep(5);
    const rest = [add(2), add(3), add(4)];
    await Bun.sleep(5);
    expect(flushes).toEqual([[1]]);
    release();
    await Promise.all([first, ...rest]);
    expect(flushes).toEqual([[1], [2, 3, 4]]);
  });

  test('with lingerMs a trickle of items shares one flush; a group that reaches max goes at once', async () => {
    const flushes: number[][] = [];
    const add = batcher(
      async (items: number[]) => {
        flushes.push(items);
      },
      { lingerMs: 200, max: 5 },
    );
    const trickle: Promise<void>[] = [];
    for (const n of [1, 2, 3]) {
      trickle.push(add(n));
      await Bun.sleep(10);
    }
    expect(flushes).toEqual([]);
    await Promise.all(trickle);
    expect(flushes).toEqual([[1, 2, 3]]);
    const started = Date.now();
    await Promise.all([10, 11, 12, 13, 14].map(add));
    expect(flushes).toEqual([[1, 2, 3], [10, 11, 12, 13, 14]]);
    expect(Date.now() - started).toBeLessThan(200);
  });
});
