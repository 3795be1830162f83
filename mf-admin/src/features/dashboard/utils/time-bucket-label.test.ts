import { expect, test } from 'bun:test';
import { timeBucketLabel, timeBucketTitle } from './time-bucket-label';

test('hours read HH:00', () => {
  expect(timeBucketLabel('07', true)).toBe('07:00');
  expect(timeBucketLabel('7', true)).toBe('07:00');
  expect(timeBucketTitle('23', true)).toBe('23:00');
});

test('days read dd/MM on the axis and dd/MM/yyyy in the tooltip', () => {
  expect(timeBucketLabel('2026-03-09', false)).toBe('09/03');
  expect(timeBucketTitle('2026-03-09', false)).toBe('09/03/2026');
});

test('anything else is shown as it came', () => {
  expect(timeBucketLabel('week 3', false)).toBe('week 3');
  expect(timeBucketTitle('week 3', false)).toBe('week 3');
});
