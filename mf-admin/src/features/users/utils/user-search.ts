/** The search box filters from this many characters (core.md §2 Users). */
export const MIN_SEARCH_LENGTH = 3;

/** The searchParam actually sent: the trimmed term from 3 characters, else none. */
export function effectiveSearch(term: string): string {
  const t = term.trim();
  return t.length >= MIN_SEARCH_LENGTH ? t : '';
}

/** Whether a user matches the active search (name or e-mail, case-insensitive), as the API filters. */
export function matchesSearch(user: { name: string; email: string }, search: string): boolean {
  const s = effectiveSearch(search).toLowerCase();
  return !s || user.name.toLowerCase().includes(s) || user.email.toLowerCase().includes(s);
}
