import { expect, test } from 'bun:test';
import { enUS, es } from 'date-fns/locale';
import { toCalendarView, visibleRange } from './calendar-range';
import { dayText } from './zoned-time';

const days = (r: { start: Date; end: Date }) => [dayText(r.start), dayText(r.end)];

test('a month shows whole weeks, starting on the language’s first weekday', () => {
  const at = new Date(2026, 2, 18, 15, 0);
  expect(days(visibleRange('month', at, enUS))).toEqual(['2026-03-01', '2026-04-04']);
  expect(days(visibleRange('month', at, es))).toEqual(['2026-02-23', '2026-04-05']);
});

test('week, day and agenda ranges', () => {
  const at = new Date(2026, 2, 18, 15, 0);
  expect(days(visibleRange('week', at, enUS))).toEqual(['2026-03-15', '2026-03-21']);
  expect(days(visibleRange('day', at, enUS))).toEqual(['2026-03-18', '2026-03-18']);
  expect(days(visibleRange('agenda', at, enUS))).toEqual(['2026-03-18', '2026-04-17']);
});

test('an unknown view is the month', () => {
  expect(toCalendarView('agenda')).toBe('agenda');
  expect(toCalendarView('year')).toBe('month');
});
