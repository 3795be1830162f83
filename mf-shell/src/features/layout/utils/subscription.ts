import { SUBSCRIPTION_WARNING_DAYS } from '@zapdesk/contracts/constants';

/** Whole days until the due date (negative when past), or null without a date. */
export function daysUntil(dueDate: string | null | undefined, now = new Date()): number | null {
  if (!dueDate) return null;
  const due = new Date(dueDate);
  if (Number.isNaN(due.getTime())) return null;
  return Math.ceil((due.getTime() - now.getTime()) / 86_400_000);
}

/** core.md §5: a warning when fewer than 5 days remain (and the subscription is not already over). */
export function subscriptionWarningDays(dueDate: string | null | undefined, now = new Date()): number | null {
  const days = daysUntil(dueDate, now);
  return days !== null && days >= 0 && days < SUBSCRIPTION_WARNING_DAYS ? days : null;
}
