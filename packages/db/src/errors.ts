import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as pgSchema from './schema';

// SQLite reports a unique failure by its columns ("UNIQUE constraint failed: t.a, t.b"), PostgreSQL by
// the index name; this map lets one call recognise a named index on both.
const sqliteMessageOf = new Map<string, string>();
for (const table of Object.values(pgSchema)) {
  if (!is(table, PgTable)) continue;
  const cfg = getTableConfig(table);
  for (const ix of cfg.indexes) {
    if (!ix.config.unique) continue;
    const cols = ix.config.columns.map((c) => `${cfg.name}.${(c as { name: string }).name}`).join(', ');
    sqliteMessageOf.set(ix.config.name!, `UNIQUE constraint failed: ${cols}`);
  }
}

/** Recognises a unique-constraint violation on either database, optionally for one named index. */
export function isUniqueViolation(e: unknown, indexName?: string): boolean {
  const seen = new Set<unknown>();
  let cur: any = e;
  while (cur && typeof cur === 'object' && !seen.has(cur)) {
    seen.add(cur);
    const msg = String(cur.message ?? '');
    if (cur.code === '23505') return !indexName || cur.constraint_name === indexName;
    if (/UNIQUE constraint failed/.test(msg) || cur.code === 'SQLITE_CONSTRAINT_UNIQUE') {
      if (!indexName) return true;
      const expected = sqliteMessageOf.get(indexName);
      return !!expected && msg.includes(expected);
    }
    cur = cur.cause;
  }
  return false;
}
