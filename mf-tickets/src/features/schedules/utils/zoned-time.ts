/**
 * The calendar and the dialog work in the company's wall-clock time (core.md §3: times show in the company
 * time zone): an instant becomes a local Date whose fields read as the company's clock, and a picked local
 * Date goes back to the API as `YYYY-MM-DDTHH:mm` without offset, which the API reads in the company zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The instant as the company's clock shows it, as a local Date (for the calendar grid and the pickers). */
export function zonedWallClock(instant: string | Date, timeZone: string): Date {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const p: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, at.getMilliseconds());
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local day as YYYY-MM-DD. */
export const dayText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A local time as HH:mm. */
export const timeText = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A wall-clock Date as the API's zone-less send time: YYYY-MM-DDTHH:mm. */
export const wallClockText = (d: Date) => `${dayText(d)}T${timeText(d)}`;

/** YYYY-MM-DD and HH:mm back to a local Date, or null when either is incomplete. */
export function joinDayTime(day: string, time: string): Date | null {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const tm = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dm || !tm) return null;
  const d = new Date(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2]));
  return d.getDate() === Number(dm[3]) && d.getHours() === Number(tm[1]) ? d : null;
}

/** The default send time (core.md §5): one hour from now on the company's clock, to the minute. */
export function defaultSendAt(now: Date, timeZone: string): Date {
  const d = zonedWallClock(new Date(now.getTime() + 60 * 60_000), timeZone);
  d.setSeconds(0, 0);
  return d;
}

/** The days a calendar range covers, for GET /schedules startDate/endDate (both inclusive, company days). */
export function rangeDays(start: Date, end: Date): { startDate: string; endDate: string } {
  // react-big-calendar ends week and day ranges at the last day's start, and month ranges on the last visible day.
  return { startDate: dayText(start), endDate: dayText(end) };
}
