import type { WorkingHours } from '@zapdesk/db';
import { localParts } from '../../lib/time';

const minutesOf = (hhmm: string | null | undefined) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec((hhmm ?? '').trim());
  if (!m) return null;
  const v = Number(m[1]) * 60 + Number(m[2]);
  return v >= 0 && v <= 24 * 60 ? v : null;
};

/** True when weekly hours are configured at all (an empty list means "no hours": never out of hours). */
export const hasHours = (hours: WorkingHours | null | undefined): hours is WorkingHours => Array.isArray(hours) && hours.length > 0;

/**
 * Whether `at` falls inside the weekly hours, read in the company time zone. A day missing from a
 * configured list, blank times, or 00:00–00:00 mean closed; an end at or before the start runs past
 * midnight (18:00–00:00 is open until midnight).
 */
export function isWithinHours(hours: WorkingHours | null | undefined, at: Date, timeZone: string): boolean {
  if (!hasHours(hours)) return true;
  const local = localParts(at, timeZone);
  const now = local.hour * 60 + local.minute;
  const today = hours.find((h) => (h.weekdayEn ?? '').toLowerCase() === local.weekday);
  if (today && opens(today, now, 'today')) return true;
  // The tail of yesterday's overnight window.
  const yesterdayName = WEEKDAYS[(WEEKDAYS.indexOf(local.weekday) + 6) % 7];
  const yesterday = hours.find((h) => (h.weekdayEn ?? '').toLowerCase() === yesterdayName);
  return !!yesterday && opens(yesterday, now, 'yesterday');
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function opens(entry: WorkingHours[number], now: number, which: 'today' | 'yesterday') {
  const start = minutesOf(entry.startTime);
  const end = minutesOf(entry.endTime);
  if (start === null || end === null || start === end) return false;
  if (end > start) return which === 'today' && now >= start && now < end;
  // overnight: start..24:00 today, 00:00..end the next day
  return which === 'today' ? now >= start : now < end;
}
