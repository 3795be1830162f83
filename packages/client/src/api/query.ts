export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** Wire format: arrays as JSON text (`queueIds=[1,2]`), booleans "true"/"false", absent values omitted. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) params.set(key, JSON.stringify(value));
    else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
