/** The query of /signup: the optional companyId the page was linked with (core.md §2), as a number. */
export type SignupSearch = { companyId?: number };

/**
 * Reads /signup's query as the router hands it over (values already JSON-parsed, so `?companyId=2` arrives as
 * 2). Only a positive whole number is kept; returning a number keeps the URL as typed, where a string would be
 * written back JSON-quoted (`?companyId=%222%22`).
 */
export function validateSignupSearch(search: Record<string, unknown>): SignupSearch {
  const raw = search.companyId;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? { companyId: id } : {};
}
