import { describe, expect, test } from 'bun:test';
import { dueDateInputValue, formatDueDate, nextDueDate } from './due-date';

describe('due date', () => {
  test('the expire button advances by the recurrence in months', () => {
    const due = '2025-01-15T00:00:00.000Z';
    expect(nextDueDate(due, 'MENSAL')).toBe('2025-02-15');
    expect(nextDueDate(due, 'BIMESTRAL')).toBe('2025-03-15');
    expect(nextDueDate(due, 'TRIMESTRAL')).toBe('2025-04-15');
    expect(nextDueDate(due, 'SEMESTRAL')).toBe('2025-07-15');
    expect(nextDueDate(due, 'ANUAL')).toBe('2026-01-15');
    expect(nextDueDate(due, null)).toBe('2025-02-15');
  });

  test('a day past the end of a shorter month is clamped; no due date counts from today', () => {
    expect(nextDueDate('2025-01-31T00:00:00.000Z', 'MENSAL')).toBe('2025-02-28');
    expect(nextDueDate('2024-01-31T00:00:00.000Z', 'MENSAL')).toBe('2024-02-29');
    expect(nextDueDate('2025-08-31T00:00:00.000Z', 'SEMESTRAL')).toBe('2026-02-28');
    expect(nextDueDate(null, 'MENSAL', new Date('2025-05-20T13:00:00Z'))).toBe('2025-06-20');
  });

  test('dates show as dd/MM/yyyy and fill a date input as yyyy-MM-dd', () => {
    expect(formatDueDate('2025-03-07T00:00:00.000Z')).toBe('07/03/2025');
    expect(formatDueDate(null)).toBe('');
    expect(dueDateInputValue('2025-03-07T00:00:00.000Z')).toBe('2025-03-07');
    expect(dueDateInputValue(null)).toBe('');
  });
});
