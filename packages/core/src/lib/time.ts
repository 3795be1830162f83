import { DEFAULT_TIMEZONE } from '@zapdesk/contracts';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** A time zone name Intl accepts, else the default (a bad stored value must not break a listing). */
export function safeTimeZone(tz: string | null | undefined) {
  if (!tz) return DEFAULT_TIMEZONE;
  try {
    formatter(tz);
    return tz;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

function parts(t: number, timeZone: string) {
  const p = Object.fromEntries(formatter(safeTimeZone(timeZone)).formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return { p, day: `${p.year}-${p.month}-${p.day}`, wall: Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) };
}

/** The local date (YYYY-MM-DD), hour, minute and lowercase English weekday of an instant in a zone. */
export function localParts(at: Date, timeZone: string = DEFAULT_TIMEZONE) {
  const { p, day } = parts(at.getTime(), timeZone);
  return { date: day, hour: Number(p.hour), minute: Number(p.minute), weekday: String(p.weekday).toLowerCase() };
}

/** The UTC instant at which the local day (YYYY-MM-DD) begins in the time zone. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // Two passes over the zone offset; around a DST change the earliest candidate still in that day wins
  // (when local midnight does not exist, the day starts at the transition).
  const first = midnight - (parts(midnight, timeZone).wall - midnight);
  const second = midnight - (parts(first, timeZone).wall - first);
  const inDay = [first, second].filter((t) => parts(t, timeZone).day === day).sort((a, b) => a - b);
  return new Date(inDay[0] ?? first);
}

export function nextDay(day: string) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86400_000).toISOString().slice(0, 10);
}

/** [start, end) in UTC covering the local days from..to inclusive (to defaults to from). */
export function localDayRange(from: string, to: string = from, timeZone: string = DEFAULT_TIMEZONE): [Date, Date] {
  return [startOfLocalDay(from.slice(0, 10), timeZone), startOfLocalDay(nextDay(to.slice(0, 10)), timeZone)];
}

/** A due date before today (UTC) has passed: the company may no longer log in. */
export function isPastDue(dueDate: Date | null | undefined, now = new Date()): boolean {
  if (!dueDate) return false;
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  return dueDate.getTime() < today.getTime();
}

/**
 * The instant a wall-clock time (`YYYY-MM-DDTHH:mm[:ss]`, no offset) names in the time zone. A time a DST
 * change skips moves forward with the change; a repeated one takes one of its two instants.
 */
export function zonedWallTime(local: string, timeZone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(local.trim());
  if (!m) throw new Error(`not a wall-clock time: ${local}`);
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0));
  const first = wall - (parts(wall, timeZone).wall - wall);
  const second = wall - (parts(first, timeZone).wall - first);
  const exact = [first, second].filter((t) => parts(t, timeZone).wall === wall).sort((a, b) => a - b);
  return new Date(exact[0] ?? Math.max(first, second));
}
