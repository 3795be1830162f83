const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/**
 * One CSV field: values a spreadsheet would run as a formula get a leading apostrophe (OWASP CSV
 * injection); fields holding the separator, a quote or a line break are quoted with quotes doubled.
 */
export function csvField(value: unknown, separator = ';'): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) || s.includes(separator) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** RFC 4180 lines (CRLF) with the given separator. */
export function toCsv(rows: unknown[][], separator = ';'): string {
  return rows.map((r) => r.map((v) => csvField(v, separator)).join(separator)).join('\r\n') + '\r\n';
}
