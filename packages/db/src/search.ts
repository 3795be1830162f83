import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { dialect } from './dialect';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => '\\' + c);

/** Case-insensitive substring match that uses the trigram indexes on PostgreSQL (ILIKE) and LIKE on SQLite. */
export function containsText(col: SQLWrapper, term: string): SQL {
  const pattern = `%${escapeLike(term)}%`;
  return dialect === 'pg' ? sql`${col} ILIKE ${pattern} ESCAPE '\\'` : sql`${col} LIKE ${pattern} ESCAPE '\\'`;
}

/**
 * Ids of messages of a company whose body contains the term: pg_trgm GIN index on PostgreSQL, the FTS5
 * trigram table on SQLite (terms of 3+ characters; shorter ones fall back to a scan).
 */
export function messageIdsContaining(term: string, companyId: number): SQL {
  if (dialect === 'pg') return sql`(SELECT "ticketId" FROM "messages" WHERE "companyId" = ${companyId} AND "body" ILIKE ${`%${escapeLike(term)}%`} ESCAPE '\\')`;
  if (term.length >= 3) {
    const phrase = `"${term.replace(/"/g, '""')}"`;
    return sql`(SELECT m."ticketId" FROM "messages" m WHERE m."id" IN (SELECT rowid FROM "messages_fts" WHERE "messages_fts" MATCH ${phrase}) AND m."companyId" = ${companyId})`;
  }
  return sql`(SELECT "ticketId" FROM "messages" WHERE "companyId" = ${companyId} AND "body" LIKE ${`%${escapeLike(term)}%`} ESCAPE '\\')`;
}

/** A timestamp as a raw-SQL parameter: a Date on PostgreSQL, epoch milliseconds on SQLite (timestamp_ms columns). */
export const dateParam = (d: Date): SQL => (dialect === 'pg' ? sql`${d.toISOString()}::timestamptz` : sql`${d.getTime()}`);

/** Seconds since the epoch of a timestamp column, for averages of durations on both databases. */
export const epochSeconds = (col: SQLWrapper): SQL => (dialect === 'pg' ? sql`EXTRACT(EPOCH FROM ${col})` : sql`(${col} / 1000.0)`);
