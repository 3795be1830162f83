import { describe, expect, test } from 'bun:test';
import { daysToDueDate, dueDateTone } from './due-date-tone';

describe('due date colouring', () => {
  test('exactly 5 days is yellow, -3 to 4 orange, exactly -4 red, anything else uncoloured', () => {
    expect(dueDateTone(5)).toBe('yellow');
    for (const d of [4, 3, 2, 1, 0, -1, -2, -3]) expect(dueDateTone(d)).toBe('orange');
    expect(dueDateTone(-4)).toBe('red');
    for (const d of [6, 30, 365, -5, -30]) expect(dueDateTone(d)).toBeNull();
    expect(dueDateTone(null)).toBeNull();
  });

  test('days are whole calendar days from the local today to the UTC date of the due date', () => {
    const now = new Date(2025, 2, 10, 15, 30); // 10 March, 15:30 local
    expect(daysToDueDate('2025-03-10T00:00:00.000Z', now)).toBe(0);
    expect(daysToDueDate('2025-03-15T00:00:00.000Z', now)).toBe(5);
    expect(daysToDueDate('2025-03-06T00:00:00.000Z', now)).toBe(-4);
    expect(daysToDueDate('2025-04-10T00:00:00.000Z', now)).toBe(31);
    // Late in the local evening the date is still the local one.
    expect(daysToDueDate('2025-03-11T00:00:00.000Z', new Date(2025, 2, 10, 23, 59))).toBe(1);
  });

  test('no due date, or an unreadable one, has no distance', () => {
    expect(daysToDueDate(null)).toBeNull();
    expect(daysToDueDate(undefined)).toBeNull();
    expect(daysToDueDate('')).toBeNull();
    expect(daysToDueDate('not a date')).toBeNull();
  });

  test('across a daylight-saving change the count stays whole', () => {
    const now = new Date(2025, 9, 20, 12, 0);
    expect(daysToDueDate('2025-11-20T00:00:00.000Z', now)).toBe(31);
    expect(daysToDueDate('2025-03-20T00:00:00.000Z', new Date(2025, 2, 1, 12, 0))).toBe(19);
  });
});
