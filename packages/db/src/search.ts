import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rawSqlite } from './client';
import { dialect } from './dialect';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => '\\' + c);

/** Case-insensitive substring match that uses the trigram indexes on PostgreSQL (ILIKE) and LIKE on SQLite. */
export function containsText(col: SQLWrapper, term: string): SQL {
  const pattern = `%${escapeLike(term)}%`;
  return dialect === 'pg' ? sql`${col} ILIKE ${pattern} ESCAPE '\\'` : sql`${col} LIKE ${pattern} ESCAPE '\\'`;
}

/** Above this many FTS hits on SQLite, walking tickets newest-first beats collecting every match. */
const SQLITE_SELECTIVE_HITS = 3000;

/**
 * A condition on `tickets`: the ticket has a message whose body contains the term. PostgreSQL: a
 * correlated EXISTS the planner runs either through the pg_trgm index or by walking tickets in list
 * order. SQLite: few FTS5 trigram hits → the matching ticket ids; many → the same ordered walk.
 */
export async function ticketHasMessageContaining(term: string, companyId: number): Promise<SQL> {
  const pattern = `%${escapeLike(term)}%`;
  if (dialect === 'pg') return sql`EXISTS (SELECT 1 FROM "messages" m WHERE m."ticketId" = "tickets"."id" AND m."body" ILIKE ${pattern} ESCAPE '\\')`;
  const walk = sql`EXISTS (SELECT 1 FROM "messages" m WHERE m."ticketId" = "tickets"."id" AND m."body" LIKE ${pattern} ESCAPE '\\')`;
  if (term.length < 3) return walk;
  const phrase = `"${term.replace(/"/g, '""')}"`;
  const { n } = rawSqlite()!.query(`SELECT count(*) AS n FROM (SELECT 1 FROM messages_fts WHERE messages_fts MATCH ? LIMIT ${SQLITE_SELECTIVE_HITS})`).get(phrase) as { n: number };
  if (n >= SQLITE_SELECTIVE_HITS) return walk;
  return sql`"tickets"."id" IN (SELECT m."ticketId" FROM "messages" m WHERE m."id" IN (SELECT rowid FROM "messages_fts" WHERE "messages_fts" MATCH ${phrase}) AND m."companyId" = ${companyId})`;
}

/** A timestamp as a raw-SQL parameter: a Date on PostgreSQL, epoch milliseconds on SQLite (timestamp_ms columns). */
export const dateParam = (d: Date): SQL => (dialect === 'pg' ? sql`${d.toISOString()}::timestamptz` : sql`${d.getTime()}`);

/** Seconds since the epoch of a timestamp column, for averages of durations on both databases. */
export const epochSeconds = (col: SQLWrapper): SQL => (dialect === 'pg' ? sql`EXTRACT(EPOCH FROM ${col})` : sql`(${col} / 1000.0)`);
