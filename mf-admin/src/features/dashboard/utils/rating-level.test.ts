import { expect, test } from 'bun:test';
import { ratingLevel } from './rating-level';

test.each([
  [0, 0, 0],
  [2.8, 0, 0],
  [1, 3, 1],
  [1.4, 2, 1],
  [1.5, 2, 2],
  [2.49, 5, 2],
  [2.8, 10, 3],
  [7, 1, 3],
  [Number.NaN, 1, 0],
])('average %p over %p ratings → level %p', (average, count, level) => {
  expect(ratingLevel(average, count)).toBe(level as 0 | 1 | 2 | 3);
});
