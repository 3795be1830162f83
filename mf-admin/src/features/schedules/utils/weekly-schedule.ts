import type { WorkingHoursDay } from '@zapdesk/contracts';

/** One row of an hours editor: a day of weekly hours as the API stores it (core.md §3 "Working hours entry"), its weekday known. */
export type WorkingDay = WorkingHoursDay & { weekdayEn: Weekday };
export type Weekday = (typeof WEEKDAYS)[number];

/** Monday first, as the editors list them. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The stored weekday label stays Portuguese (the server's default hours use these names). */
const WEEKDAY_LABELS_PT: Record<Weekday, string> = {
  monday: 'Segunda-feira',
  tuesday: 'Terça-feira',
  wednesday: 'Quarta-feira',
  thursday: 'Quinta-feira',
  friday: 'Sexta-feira',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isHHMM = (v: string) => HHMM.test(v);

/** admin-automation.md §9: Monday–Friday 08:00–18:00, Saturday 08:00–12:00, Sunday 00:00–00:00 (closed). */
export function defaultWeeklySchedule(): WorkingDay[] {
  return WEEKDAYS.map((d) => ({
    weekday: WEEKDAY_LABELS_PT[d],
    weekdayEn: d,
    startTime: d === 'sunday' ? '00:00' : '08:00',
    endTime: d === 'sunday' ? '00:00' : d === 'saturday' ? '12:00' : '18:00',
  }));
}

/**
 * The seven rows an editor shows, Monday first, from whatever the server holds: a day it lacks is
 * closed (00:00–00:00), and an empty list gets the default hours.
 */
export function toSevenDays(days: readonly { weekdayEn?: string | null; startTime?: string | null; endTime?: string | null }[] | null | undefined): WorkingDay[] {
  if (!days?.length) return defaultWeeklySchedule();
  return WEEKDAYS.map((d) => {
    const found = days.find((x) => (x.weekdayEn ?? '').toLowerCase() === d);
    return { weekday: WEEKDAY_LABELS_PT[d], weekdayEn: d, startTime: found?.startTime ?? '00:00', endTime: found?.endTime ?? '00:00' };
  });
}

/** How a valid day reads: closed (start = end), open within the day, or open past midnight (end before start). */
export function dayKind(day: Pick<WorkingDay, 'startTime' | 'endTime'>): 'closed' | 'open' | 'overnight' {
  if (day.startTime === day.endTime) return 'closed';
  return day.endTime > day.startTime ? 'open' : 'overnight';
}

export type DayErrors = { startTime?: 'format'; endTime?: 'format' };

/** Per-row errors (times must be ##:##, 00:00 to 23:59); null when every row is valid. */
export function validateWeeklySchedule(days: readonly Pick<WorkingDay, 'startTime' | 'endTime'>[]): DayErrors[] | null {
  let invalid = false;
  const errors = days.map((d) => {
    const e: DayErrors = {};
    if (!isHHMM(d.startTime)) e.startTime = 'format';
    if (!isHHMM(d.endTime)) e.endTime = 'format';
    if (e.startTime || e.endTime) invalid = true;
    return e;
  });
  return invalid ? errors : null;
}

/** Typing help for a ##:## field: keeps digits only and puts the colon after the hours ("0830" → "08:30"). */
export function maskHHMM(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
