import { defaultWorkingHours } from '@zapdesk/contracts/constants';
import type { WorkingHoursDay } from '@zapdesk/contracts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A row of the Business Hours tab: a stored working-hours day, its weekday known. */
export type BusinessHoursDay = WorkingHoursDay & { weekdayEn: Weekday };

/** ##:## from 00:00 to 23:59 (core.md §3 "Working hours entry"). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Types a time as ##:##: keeps digits, puts the colon after the hour (e.g. "830" → "08:30" only when complete). */
export function maskTime(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/**
 * The seven rows the Business Hours tab edits, Monday first: the connection's own days when it has them,
 * else the defaults (DECISIONS: Mon–Fri 08–18, Sat 08–12, Sun closed). Unknown or missing days are filled in.
 */
export function businessHoursRows(days: readonly WorkingHoursDay[] | null | undefined): BusinessHoursDay[] {
  return WEEKDAYS.map((weekdayEn) => {
    const own = days?.find((d) => d.weekdayEn === weekdayEn);
    const fallback = defaultWorkingHours.find((d) => d.weekdayEn === weekdayEn)!;
    return { ...fallback, weekdayEn, ...(own ? { weekday: own.weekday || fallback.weekday, startTime: own.startTime, endTime: own.endTime } : {}) };
  });
}
