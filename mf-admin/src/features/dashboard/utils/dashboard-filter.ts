/** Preset periods of the dashboard filter in days; 0 = no preset (the date range applies). core.md §9. */
export const DASHBOARD_PERIODS = [0, 3, 7, 15, 30, 60, 90] as const;

export type DashboardFilter = { period: number; dateFrom: string; dateTo: string };

/** The query of GET /dashboard and the range of the two chart calls, or why the filter cannot apply. */
export type ResolvedFilter =
  | { ok: true; query: { days: number } | { date_from: string; date_to: string }; range: { initialDate: string; finalDate: string } }
  | { ok: false; reason: 'selectFilter' | 'invalidRange' };

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (the company's; an unknown zone falls back to UTC). */
export function localDay(at: Date, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** The filter a dashboard opens with: this month up to today (no preset). */
export function defaultDashboardFilter(now: Date, timeZone?: string): DashboardFilter {
  const today = localDay(now, timeZone);
  return { period: 0, dateFrom: `${today.slice(0, 8)}01`, dateTo: today };
}

/**
 * A preset wins over the dates (choosing one clears them); otherwise the range, where a single date means
 * that day. Neither → 'selectFilter' (the spec's toast); a range that ends before it starts → 'invalidRange'.
 */
export function resolveDashboardFilter(filter: DashboardFilter, now: Date, timeZone?: string): ResolvedFilter {
  if (filter.period > 0) {
    const days = filter.period;
    return {
      ok: true,
      query: { days },
      range: { initialDate: localDay(new Date(now.getTime() - (days - 1) * DAY_MS), timeZone), finalDate: localDay(now, timeZone) },
    };
  }
  const from = filter.dateFrom || filter.dateTo;
  const to = filter.dateTo || filter.dateFrom;
  if (!from || !to) return { ok: false, reason: 'selectFilter' };
  if (from > to) return { ok: false, reason: 'invalidRange' };
  return { ok: true, query: { date_from: from, date_to: to }, range: { initialDate: from, finalDate: to } };
}
