const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole calendar days from today (the viewer's date) to the due date. A due date is a calendar date
 * stored as midnight UTC, so its UTC date is the one meant; null when there is none or it is invalid.
 */
export function daysToDueDate(dueDate: string | null | undefined, now: Date = new Date()): number | null {
  if (!dueDate) return null;
  const due = new Date(dueDate);
  if (Number.isNaN(due.getTime())) return null;
  const dueDay = Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((dueDay - today) / DAY_MS);
}

export type DueDateTone = 'yellow' | 'orange' | 'red';

/** core.md §2: exactly 5 days left is yellow, -3 to 4 orange, exactly -4 red; any other distance is not coloured. */
export function dueDateTone(days: number | null): DueDateTone | null {
  if (days === null) return null;
  if (days === 5) return 'yellow';
  if (days >= -3 && days <= 4) return 'orange';
  if (days === -4) return 'red';
  return null;
}
