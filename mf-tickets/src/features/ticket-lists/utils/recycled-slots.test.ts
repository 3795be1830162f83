import { describe, expect, test } from 'bun:test';
import { recycleSlots, type RowKey } from './recycled-slots';

const run = (steps: RowKey[][]) => {
  let prev = new Map<RowKey, number>();
  return steps.map((keys) => {
    const { slots, assigned } = recycleSlots(prev, keys);
    prev = assigned;
    return slots;
  });
};

describe('recycleSlots', () => {
  test('rows entering the view take the slots of rows that left; rows that stay keep theirs', () => {
    const [first, second] = run([
      [10, 11, 12, 13],
      [12, 13, 14, 15],
    ]);
    expect(first).toEqual([0, 1, 2, 3]);
    expect(second).toEqual([2, 3, 0, 1]);
  });

  test('slots stay unique and few when the range shrinks, grows and jumps', () => {
    const ranges = [[1, 2, 3], [3], [3, 4], [3, 4, 5, 6], [9, 10], [10, 11, 12, 13, 14], [], [7, 8]];
    let widest = 0;
    for (const slots of run(ranges)) {
      widest = Math.max(widest, slots.length);
      expect(new Set(slots).size).toBe(slots.length);
      for (const slot of slots) expect(slot).toBeLessThan(widest);
    }
  });

  test('a slot is never shared by two rows across a long scroll with varying windows', () => {
    let prev = new Map<RowKey, number>();
    let start = 0;
    for (let step = 0; step < 500; step++) {
      start += (step * 7) % 5;
      const size = 10 + ((step * 13) % 9);
      const keys = Array.from({ length: size }, (_, i) => start + i);
      const { slots, assigned } = recycleSlots(prev, keys);
      expect(new Set(slots).size).toBe(keys.length);
      for (const [key, slot] of prev) if (assigned.has(key)) expect(assigned.get(key)).toBe(slot);
      prev = assigned;
    }
  });
});
