import type { Announcement } from '@zapdesk/contracts';

/** Highest priority (1) first, then the newest: the order the API answers. */
export function sortAnnouncements(list: Announcement[]) {
  return [...list].sort((a, b) => a.priority - b.priority || b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** A live change applied to the popover's active list (an announcement switched off leaves it). */
export function applyAnnouncementEvent(list: Announcement[], e: { action: 'create' | 'update'; record: Announcement } | { action: 'delete'; id: number }) {
  const rest = list.filter((a) => a.id !== (e.action === 'delete' ? e.id : e.record.id));
  if (e.action === 'delete' || !e.record.status) return rest;
  return sortAnnouncements([...rest, e.record]);
}

/** Priority colours: high red, medium amber, low blue. */
export const priorityTone: Record<number, string> = {
  1: 'border-l-red-500 dark:border-l-red-400',
  2: 'border-l-amber-500 dark:border-l-amber-400',
  3: 'border-l-sky-500 dark:border-l-sky-400',
};
export const priorityBadge: Record<number, string> = {
  1: 'bg-red-500/15 text-red-700 dark:text-red-300',
  2: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  3: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
};

/** The announcements shown that the user has not seen (`seen` null: the server has not answered yet, so none). */
export function unseenOf(list: Announcement[], seen: Set<number> | null): number[] {
  return seen ? list.filter((a) => !seen.has(a.id)).map((a) => a.id) : [];
}
