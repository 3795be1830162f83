import { describe, expect, test } from 'bun:test';
import { dayKind, defaultWeeklySchedule, isHHMM, maskHHMM, toSevenDays, validateWeeklySchedule } from './weekly-schedule';

describe('weekly schedule', () => {
  test('the default week is Mon–Fri 08:00–18:00, Sat 08:00–12:00, Sun closed', () => {
    const week = defaultWeeklySchedule();
    expect(week.map((d) => d.weekdayEn)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(week.slice(0, 5).every((d) => d.startTime === '08:00' && d.endTime === '18:00')).toBe(true);
    expect(week[5]).toMatchObject({ weekday: 'Sábado', startTime: '08:00', endTime: '12:00' });
    expect(week[6]).toMatchObject({ weekday: 'Domingo', startTime: '00:00', endTime: '00:00' });
    expect(dayKind(week[6])).toBe('closed');
  });

  test('toSevenDays orders the days Monday first and closes the missing ones', () => {
    const week = toSevenDays([
      { weekdayEn: 'sunday', startTime: '10:00', endTime: '14:00' },
      { weekdayEn: 'MONDAY', startTime: '09:00', endTime: '17:00' },
    ]);
    expect(week).toHaveLength(7);
    expect(week[0]).toMatchObject({ weekdayEn: 'monday', startTime: '09:00', endTime: '17:00' });
    expect(week[1]).toMatchObject({ weekdayEn: 'tuesday', startTime: '00:00', endTime: '00:00' });
    expect(week[6]).toMatchObject({ weekdayEn: 'sunday', startTime: '10:00', endTime: '14:00' });
    expect(toSevenDays([])).toEqual(defaultWeeklySchedule());
    expect(toSevenDays(null)).toEqual(defaultWeeklySchedule());
  });

  test('times must be ##:## between 00:00 and 23:59', () => {
    for (const ok of ['00:00', '08:30', '23:59', '19:05']) expect(isHHMM(ok)).toBe(true);
    for (const bad of ['24:00', '8:00', '08:60', '0800', '08:0', '', 'ab:cd', '08:00 ', '-1:00']) expect(isHHMM(bad)).toBe(false);
  });

  test('validation reports each bad field of each row, and null when all are valid', () => {
    expect(validateWeeklySchedule(defaultWeeklySchedule())).toBeNull();
    const errors = validateWeeklySchedule([
      { startTime: '08:00', endTime: '18:00' },
      { startTime: '8h', endTime: '18:00' },
      { startTime: '08:00', endTime: '25:00' },
    ]);
    expect(errors).toEqual([{}, { startTime: 'format' }, { endTime: 'format' }]);
  });

  test('a day is closed when start equals end, and runs past midnight when it ends earlier', () => {
    expect(dayKind({ startTime: '08:00', endTime: '18:00' })).toBe('open');
    expect(dayKind({ startTime: '12:00', endTime: '12:00' })).toBe('closed');
    expect(dayKind({ startTime: '22:00', endTime: '06:00' })).toBe('overnight');
    expect(dayKind({ startTime: '18:00', endTime: '00:00' })).toBe('overnight');
  });

  test('the mask keeps four digits and adds the colon', () => {
    expect(maskHHMM('0830')).toBe('08:30');
    expect(maskHHMM('08:3')).toBe('08:3');
    expect(maskHHMM('8')).toBe('8');
    expect(maskHHMM('12a:45xx9')).toBe('12:45');
    expect(maskHHMM('')).toBe('');
  });
});
