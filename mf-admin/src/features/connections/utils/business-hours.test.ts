import { describe, expect, test } from 'bun:test';
import { businessHoursRows, maskTime, TIME_PATTERN } from './business-hours';

describe('TIME_PATTERN', () => {
  test.each(['00:00', '08:30', '23:59', '19:05'])('accepts %s', (v) => expect(TIME_PATTERN.test(v)).toBe(true));
  test.each(['24:00', '8:30', '08:60', '0830', '08:3', 'ab:cd', ''])('refuses %p', (v) => expect(TIME_PATTERN.test(v)).toBe(false));
});

describe('maskTime', () => {
  test.each([
    ['', ''],
    ['0', '0'],
    ['08', '08'],
    ['083', '08:3'],
    ['0830', '08:30'],
    ['08:30', '08:30'],
    ['08h30x', '08:30'],
    ['083045', '08:30'],
  ])('%p → %p', (input, out) => expect(maskTime(input)).toBe(out));
});

describe('businessHoursRows', () => {
  test('without own hours: the seven default days, Monday first', () => {
    const rows = businessHoursRows([]);
    expect(rows.map((r) => r.weekdayEn)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(rows[0]).toMatchObject({ startTime: '08:00', endTime: '18:00' });
    expect(rows[5]).toMatchObject({ startTime: '08:00', endTime: '12:00' });
    expect(rows[6]).toMatchObject({ startTime: '00:00', endTime: '00:00' });
  });

  test("the connection's own days win, in weekday order", () => {
    const rows = businessHoursRows([
      { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '10:00', endTime: '14:00' },
      { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '09:00', endTime: '17:30' },
    ]);
    expect(rows[0]).toEqual({ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '09:00', endTime: '17:30' });
    expect(rows[6]).toEqual({ weekday: 'Domingo', weekdayEn: 'sunday', startTime: '10:00', endTime: '14:00' });
    expect(rows[1]).toMatchObject({ weekdayEn: 'tuesday', startTime: '08:00' });
  });
});
