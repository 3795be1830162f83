import type { ListUser, UserEvent } from './user';
import { matchesSearch } from './user-search';

const byName = (a: ListUser, b: ListUser) => a.name.localeCompare(b.name) || a.id - b.id;

/**
 * Applies a `company-{id}-user` event to the loaded list: updates replace (and drop a user who no longer
 * matches the search), creates are added in name order when they match, deletes remove.
 */
export function applyUserEvent(list: readonly ListUser[], event: UserEvent, search: string): ListUser[] {
  if (event.action === 'delete') return list.filter((u) => u.id !== event.userId);
  const user = event.user;
  const i = list.findIndex((u) => u.id === user.id);
  if (!matchesSearch(user, search)) return list.filter((u) => u.id !== user.id);
  // An update of a user not loaded yet belongs to a later page: it comes with that page.
  if (i === -1) return event.action === 'create' ? [...list, user].sort(byName) : [...list];
  const next = [...list];
  next[i] = { ...list[i], ...user };
  return next.sort(byName);
}
