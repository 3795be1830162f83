/**
 * Dates typed as text in the app's format, dd/MM/yyyy (core.md §9), whatever the browser's locale: a native
 * <input type=date> follows the browser, not the app. Values travel as YYYY-MM-DD.
 */

/** What the user typed, as digits with the slashes put in: "05112026" → "05/11/2026" (at most 8 digits). */
export function maskDateText(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

/** A whole dd/MM/yyyy text as YYYY-MM-DD, or null when it is incomplete or not a day of the calendar (31/02). */
export function parseDateText(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** YYYY-MM-DD as dd/MM/yyyy; anything else as an empty text. */
export function formatDateText(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** YYYY-MM-DD as a Date at local midnight (the calendar's days), or undefined. */
export function isoToLocalDate(iso: string | null | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

/** A calendar's local-midnight Date as YYYY-MM-DD. */
export function localDateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
