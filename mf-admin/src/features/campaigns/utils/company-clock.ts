/**
 * Campaign start times are shown and typed on the company's clock (core.md §3), whatever the browser's zone:
 * an instant becomes a local Date whose fields read as the company's clock, and a typed day and time go to the
 * API as `YYYY-MM-DDTHH:mm` without offset, which the API reads in the company zone (as the schedules dialog does).
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

/** The instant as the company's clock shows it, as a local Date. */
export function companyWallClock(instant: string | Date, timeZone: string): Date {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const p: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, at.getMilliseconds());
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const timeText = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** YYYY-MM-DD and HH:mm as the API's zone-less time (`YYYY-MM-DDTHH:mm`), or null when either is not a real one. */
export function joinDayTime(day: string, time: string): string | null {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const tm = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!dm || !tm) return null;
  const d = new Date(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2]));
  return d.getDate() === Number(dm[3]) ? `${day}T${time}` : null;
}

/** What is typed in a time field, kept as HH:mm (digits only, the colon added), whatever the browser's locale. */
export function maskTimeText(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
