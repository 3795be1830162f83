import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { dialect } from './dialect';
import { inline, type Bind } from './prepared';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => '\\' + c);

/** Case-insensitive substring match that uses the trigram indexes on PostgreSQL (ILIKE) and LIKE on SQLite. */
export function containsText(col: SQLWrapper, term: string): SQL {
  const pattern = `%${escapeLike(term)}%`;
  return dialect === 'pg' ? sql`${col} ILIKE ${pattern} ESCAPE '\\'` : sql`${col} LIKE ${pattern} ESCAPE '\\'`;
}

/**
 * A condition on `tickets`, evaluated ticket by ticket through messages_ticket_idx: cheap when the
 * term is common (the newest tickets match at once). OFFSET 0 keeps PostgreSQL from turning it into
 * a hashed subplan over every matching message.
 */
export function ticketMessageWalk(term: string, v: Bind = inline): SQL {
  const pattern = v(`%${escapeLike(term)}%`);
  // For an ASCII term, ILIKE under the "C" collation (ASCII case folding) finds the same messages at less
  // than half the cost of the database locale's folding, which lowercases every body it reads. (The
  // only difference: characters outside ASCII whose lowercase is ASCII, like the Kelvin sign.)
  const body = /^[\x00-\x7f]*$/.test(term) ? sql`m."body" COLLATE "C"` : sql`m."body"`;
  if (dialect === 'pg') return sql`EXISTS (SELECT 1 FROM "messages" m WHERE m."ticketId" = "tickets"."id" AND ${body} ILIKE ${pattern} ESCAPE '\\' OFFSET 0)`;
  return sql`EXISTS (SELECT 1 FROM "messages" m WHERE m."ticketId" = "tickets"."id" AND m."body" LIKE ${pattern} ESCAPE '\\')`;
}

/**
 * A condition on `tickets` driven by the text index: the ids of tickets with a matching message
 * (pg_trgm on PostgreSQL, FTS5 trigram on SQLite for terms of 3+ characters). Cheap when the term is rare.
 */
export function ticketMessageIndexed(term: string, companyId: number): SQL {
  const pattern = `%${escapeLike(term)}%`;
  if (dialect === 'pg') return sql`"tickets"."id" IN (SELECT m."ticketId" FROM "messages" m WHERE m."companyId" = ${companyId} AND m."body" ILIKE ${pattern} ESCAPE '\\')`;
  if (term.length < 3) return ticketMessageWalk(term);
  const phrase = `"${term.replace(/"/g, '""')}"`;
  return sql`"tickets"."id" IN (SELECT m."ticketId" FROM "messages" m WHERE m."id" IN (SELECT rowid FROM "messages_fts" WHERE "messages_fts" MATCH ${phrase}) AND m."companyId" = ${companyId})`;
}

/** A timestamp as a raw-SQL parameter: a Date on PostgreSQL, epoch milliseconds on SQLite (timestamp_ms columns). */
export const dateParam = (d: Date): SQL => (dialect === 'pg' ? sql`${d.toISOString()}::timestamptz` : sql`${d.getTime()}`);

/** dateParam in a prepared query: a placeholder, filled with `dateValue(d)` (placeholders in raw SQL are not mapped by a column). */
export const datePlaceholder = (name: string): SQL => (dialect === 'pg' ? sql`${sql.placeholder(name)}::timestamptz` : sql`${sql.placeholder(name)}`);
export const dateValue = (d: Date) => (dialect === 'pg' ? d.toISOString() : d.getTime());

/** Seconds since the epoch of a timestamp column, for averages of durations on both databases. */
export const epochSeconds = (col: SQLWrapper): SQL => (dialect === 'pg' ? sql`EXTRACT(EPOCH FROM ${col})` : sql`(${col} / 1000.0)`);

/**
 * A condition on `contacts`: the name or the number contains the term. PostgreSQL answers it from the
 * pg_trgm indexes; SQLite from contacts_fts (FTS5 trigram) for terms of 3+ characters, else by LIKE.
 */
export function contactNameOrNumberMatch(term: string, v: Bind = inline): SQL {
  if (dialect === 'pg' || [...term].length < 3) {
    const pattern = v(`%${escapeLike(term)}%`);
    const like = dialect === 'pg' ? sql`ILIKE` : sql`LIKE`;
    return sql`("contacts"."name" ${like} ${pattern} ESCAPE '\\' OR "contacts"."number" ${like} ${pattern} ESCAPE '\\')`;
  }
  return sql`"contacts"."id" IN (SELECT rowid FROM "contacts_fts" WHERE "contacts_fts" MATCH ${v(`"${term.replace(/"/g, '""')}"`)})`;
}
