import { describe, expect, test } from 'bun:test';
import { dayText, defaultSendAt, joinDayTime, wallClockText, zonedWallClock } from './zoned-time';

describe('zoned time', () => {
  test('an instant reads as the company clock, whatever the browser zone', () => {
    const d = zonedWallClock('2026-03-15T12:00:00.000Z', 'America/Sao_Paulo');
    expect(wallClockText(d)).toBe('2026-03-15T09:00');
    expect(wallClockText(zonedWallClock('2026-03-15T23:30:00.000Z', 'Asia/Tokyo'))).toBe('2026-03-16T08:30');
  });

  test('the default send time is one hour ahead on the company clock, to the minute', () => {
    const d = defaultSendAt(new Date('2026-05-01T02:10:42.500Z'), 'America/Sao_Paulo');
    expect(wallClockText(d)).toBe('2026-05-01T00:10');
    expect(d.getSeconds()).toBe(0);
  });

  test('a day and a time join into a local date; broken ones give null', () => {
    expect(wallClockText(joinDayTime('2026-02-28', '07:05')!)).toBe('2026-02-28T07:05');
    expect(joinDayTime('2026-02-30', '07:05')).toBeNull();
    expect(joinDayTime('2026-02-28', '7:5')).toBeNull();
    expect(joinDayTime('', '10:00')).toBeNull();
    expect(dayText(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
});
