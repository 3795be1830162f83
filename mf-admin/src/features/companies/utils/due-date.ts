import { recurrenceMonths, type Recurrence } from './company-types';

const pad = (n: number) => String(n).padStart(2, '0');

/** A due date (a calendar date kept as midnight UTC) as dd/MM/yyyy (core.md §9); '' when there is none. */
export function formatDueDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** The value of a date input (yyyy-MM-dd) for a stored due date; '' when there is none. */
export function dueDateInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/**
 * Where the expire button moves the due date (core.md §4): forward by the recurrence (MENSAL 1 …
 * ANUAL 12 months, unknown = 1), from today when there is none; the day is kept or clamped to the
 * end of a shorter month, as the server does. Answers yyyy-MM-dd.
 */
export function nextDueDate(iso: string | null | undefined, recurrence: string | null | undefined, today: Date = new Date()): string {
  const months = recurrenceMonths[recurrence as Recurrence] ?? 1;
  const parsed = iso ? new Date(iso) : null;
  const base = parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const day = base.getUTCDate();
  const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.toISOString().slice(0, 10);
}
