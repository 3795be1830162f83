import { describe, expect, test } from 'bun:test';
import { formatDateText, isoToLocalDate, localDateToIso, maskDateText, parseDateText } from './date-text';

describe('date text (dd/MM/yyyy)', () => {
  test('typed digits get their slashes; other characters are dropped; at most 8 digits', () => {
    expect(maskDateText('')).toBe('');
    expect(maskDateText('0')).toBe('0');
    expect(maskDateText('051')).toBe('05/1');
    expect(maskDateText('05112026')).toBe('05/11/2026');
    expect(maskDateText('05/11/2026')).toBe('05/11/2026');
    expect(maskDateText('05-11-2026 99')).toBe('05/11/2026');
    expect(maskDateText('ab')).toBe('');
  });

  test('a whole day of the calendar parses to YYYY-MM-DD, day first', () => {
    expect(parseDateText('05/11/2026')).toBe('2026-11-05');
    expect(parseDateText('29/02/2028')).toBe('2028-02-29');
    expect(parseDateText(' 01/01/2026 ')).toBe('2026-01-01');
  });

  test('incomplete text and days that do not exist give null', () => {
    for (const text of ['', '05/11', '05/11/26', '31/02/2026', '29/02/2026', '00/10/2026', '12/13/2026', '11/05/0999', '2026-11-05']) expect(parseDateText(text)).toBeNull();
  });

  test('YYYY-MM-DD shows as dd/MM/yyyy, and round-trips through the calendar date', () => {
    expect(formatDateText('2026-11-05')).toBe('05/11/2026');
    expect(formatDateText('')).toBe('');
    expect(formatDateText(undefined)).toBe('');
    expect(formatDateText('05/11/2026')).toBe('');
    expect(localDateToIso(isoToLocalDate('2026-03-09')!)).toBe('2026-03-09');
    expect(isoToLocalDate('')).toBeUndefined();
  });
});
