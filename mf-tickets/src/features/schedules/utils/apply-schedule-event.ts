import type { Schedule, ScheduleEvent } from '@zapdesk/contracts';

/**
 * A live `company{id}-schedule` event on the loaded schedules: a create or update lands when the schedule
 * belongs to what is shown (`shows`: the visible range and the search), replacing its old copy and keeping
 * the list by send time; an update moving it out of view, or a delete, drops it.
 */
export function applyScheduleEvent(list: readonly Schedule[], e: ScheduleEvent, shows: (s: Schedule) => boolean): Schedule[] {
  const id = e.action === 'delete' ? e.scheduleId : e.schedule.id;
  const rest = list.filter((s) => s.id !== id);
  if (e.action === 'delete' || !shows(e.schedule)) return rest.length === list.length ? (list as Schedule[]) : rest;
  return [...rest, e.schedule].sort((a, b) => a.sendAt.localeCompare(b.sendAt) || a.id - b.id);
}

/** Whether a schedule matches a search the way the API's does (contact name or body, case-insensitive). */
export function matchesScheduleSearch(s: Schedule, term: string): boolean {
  const q = term.trim().toLocaleLowerCase();
  if (!q) return true;
  return s.body.toLocaleLowerCase().includes(q) || (s.contact?.name ?? '').toLocaleLowerCase().includes(q);
}
