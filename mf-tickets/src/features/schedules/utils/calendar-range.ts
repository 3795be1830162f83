import { addDays, endOfMonth, endOfWeek, startOfDay, startOfMonth, startOfWeek, type Locale } from 'date-fns';

export const calendarViews = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** Days the agenda lists from its date (react-big-calendar's default length). */
export const AGENDA_DAYS = 30;

/** The first and last day a view shows around `date` (a month view shows whole weeks), for the range query. */
export function visibleRange(view: CalendarView, date: Date, locale: Locale): { start: Date; end: Date } {
  const day = startOfDay(date);
  switch (view) {
    case 'month':
      return { start: startOfWeek(startOfMonth(day), { locale }), end: startOfDay(endOfWeek(endOfMonth(day), { locale })) };
    case 'week':
      return { start: startOfWeek(day, { locale }), end: startOfDay(endOfWeek(day, { locale })) };
    case 'day':
      return { start: day, end: day };
    case 'agenda':
      return { start: day, end: addDays(day, AGENDA_DAYS) };
  }
}

/** A calendar's `?view=` text back to a view, else the month. */
export const toCalendarView = (v: unknown): CalendarView => (calendarViews as readonly unknown[]).includes(v) ? (v as CalendarView) : 'month';
