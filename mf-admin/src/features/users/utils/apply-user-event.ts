import type { CompanyEvents, User } from '@zapdesk/contracts';
import { matchesSearch } from './user-search';

const byName = (a: User, b: User) => a.name.localeCompare(b.name) || a.id - b.id;

/**
 * Applies a `company-{id}-user` event to the loaded list: updates replace (and drop a user who no longer
 * matches the search), creates are added in name order when they match, deletes remove. A presence
 * change (only id and online) just sets the flag of a loaded user.
 */
export function applyUserEvent(list: readonly User[], event: CompanyEvents['user'], search: string): User[] {
  if (event.action === 'delete') return list.filter((u) => u.id !== event.userId);
  const user = event.user;
  const i = list.findIndex((u) => u.id === user.id);
  if (!('name' in user)) return list.map((u) => (u.id === user.id ? { ...u, online: user.online } : u));
  if (!matchesSearch(user, search)) return list.filter((u) => u.id !== user.id);
  // An update of a user not loaded yet belongs to a later page: it comes with that page.
  if (i === -1) return event.action === 'create' ? [...list, user].sort(byName) : [...list];
  const next = [...list];
  next[i] = { ...list[i], ...user };
  return next.sort(byName);
}
