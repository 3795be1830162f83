import { DEFAULT_TIMEZONE } from '@zapdesk/contracts';

/** Offset (ms) of a time zone from UTC at an instant. */
export function zoneOffsetMs(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The UTC instant at which a local wall-clock time (Y-M-D h:m) happens in a zone. */
export function localToUtc(y: number, m: number, d: number, h: number, min: number, timeZone: string) {
  const guess = Date.UTC(y, m - 1, d, h, min);
  const off1 = zoneOffsetMs(new Date(guess), timeZone);
  const off2 = zoneOffsetMs(new Date(guess - off1), timeZone);
  return new Date(guess - off2);
}

/** [start, end) in UTC of a local calendar day given as YYYY-MM-DD. */
export function localDayRange(day: string, timeZone: string = DEFAULT_TIMEZONE): [Date, Date] {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  const start = localToUtc(y, m, d, 0, 0, timeZone);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  const end = localToUtc(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0, 0, timeZone);
  return [start, end];
}

/** The local date (YYYY-MM-DD) and hour of an instant in a zone. */
export function localParts(at: Date, timeZone: string = DEFAULT_TIMEZONE) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'long' })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute), weekday: String(p.weekday).toLowerCase() };
}
