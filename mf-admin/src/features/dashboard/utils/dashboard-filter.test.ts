import { describe, expect, test } from 'bun:test';
import { defaultDashboardFilter, localDay, resolveDashboardFilter } from './dashboard-filter';

const now = new Date('2026-03-10T02:30:00Z'); // still 9 March in São Paulo (UTC−3)

describe('localDay', () => {
  test('uses the time zone', () => {
    expect(localDay(now, 'America/Sao_Paulo')).toBe('2026-03-09');
    expect(localDay(now, 'UTC')).toBe('2026-03-10');
  });
  test('an unknown zone falls back to UTC', () => {
    expect(localDay(now, 'Nowhere/Void')).toBe('2026-03-10');
  });
});

describe('defaultDashboardFilter', () => {
  test('this month up to today, no preset', () => {
    expect(defaultDashboardFilter(now, 'America/Sao_Paulo')).toEqual({ period: 0, dateFrom: '2026-03-01', dateTo: '2026-03-09' });
  });
});

describe('resolveDashboardFilter', () => {
  test('a preset asks for days and charts the last N local days', () => {
    expect(resolveDashboardFilter({ period: 7, dateFrom: '2026-01-01', dateTo: '2026-01-02' }, now, 'America/Sao_Paulo')).toEqual({
      ok: true,
      query: { days: 7 },
      range: { initialDate: '2026-03-03', finalDate: '2026-03-09' },
    });
  });
  test('a date range is sent as date_from/date_to', () => {
    expect(resolveDashboardFilter({ period: 0, dateFrom: '2026-02-01', dateTo: '2026-02-28' }, now)).toEqual({
      ok: true,
      query: { date_from: '2026-02-01', date_to: '2026-02-28' },
      range: { initialDate: '2026-02-01', finalDate: '2026-02-28' },
    });
  });
  test('a single date means that day', () => {
    const r = resolveDashboardFilter({ period: 0, dateFrom: '', dateTo: '2026-02-05' }, now);
    expect(r).toEqual({ ok: true, query: { date_from: '2026-02-05', date_to: '2026-02-05' }, range: { initialDate: '2026-02-05', finalDate: '2026-02-05' } });
  });
  test('no preset and no dates asks to select a filter', () => {
    expect(resolveDashboardFilter({ period: 0, dateFrom: '', dateTo: '' }, now)).toEqual({ ok: false, reason: 'selectFilter' });
  });
  test('a reversed range is refused', () => {
    expect(resolveDashboardFilter({ period: 0, dateFrom: '2026-02-10', dateTo: '2026-02-01' }, now)).toEqual({ ok: false, reason: 'invalidRange' });
  });
});
