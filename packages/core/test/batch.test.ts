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
    const add = batcher(async (items: number[]) => void flushes.push(items), 2);
    await Promise.all([add(1), add(2), add(3)]);
    expect(flushes).toEqual([[1, 2], [3]]);
  });
});
