/** Whole days from today (local calendar) to the due date; negative once it has passed; null without one. */
export function daysLeft(dueDate: string | null | undefined, now = new Date()): number | null {
  if (!dueDate) return null;
  const due = new Date(dueDate);
  if (Number.isNaN(due.getTime())) return null;
  const startOf = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((startOf(due) - startOf(now)) / 86_400_000);
}
