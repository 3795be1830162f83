import { eq, getTableColumns, getTableName, is, Param, Placeholder, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { db, inTransaction, planOnceDb, type Db } from './client';
import { dialect } from './dialect';

/**
 * Values of a query built with placeholders: `bind(v)` stands for v in the query and records it.
 * Building a Drizzle query (a select of 45 joined columns: ~0.4 ms) costs far more than running its
 * prepared form (~0.01 ms), so hot queries are built once per shape with placeholders and reused.
 */
export class Bindings {
  readonly values: Record<string, unknown> = {};
  private n = 0;
  bind = <T>(value: T) => {
    const name = `p${this.n++}`;
    this.values[name] = value;
    return sql.placeholder(name) as unknown as SQL;
  };
}

/** A named placeholder where Drizzle's types want a value (the set, values or limit of a prepared query). */
export const placeholder = <T>(name: string) => sql.placeholder(name) as unknown as T;

/** A binder that keeps values inline (queries built and run once). */
export const inline = <T>(value: T) => value as unknown as SQL;
export type Bind = <T>(value: T) => SQL;

type Preparable<R> = { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> } };
type Prepared = { execute(values?: Record<string, unknown>): Promise<unknown> };
/** Per open database (tests reopen it), the prepared queries by shape, least recently used dropped first. */
const caches = new WeakMap<object, Map<string, Prepared>>();
const MAX = 500;
let seq = 0;

/**
 * Runs the query `build(d)` makes on d, prepared once per `shape` (the text that decides its SQL; see
 * `shapeOf`) and executed with `values`, on planOnceDb(). Inside a transaction it runs in the
 * transaction: SQLite has one connection anyway; on PostgreSQL the compiled query is rebound to the
 * transaction's connection (Drizzle's postgres.js prepared query keeps its connection in `client`).
 */
export function runPrepared<R>(shape: string, build: (d: Db) => Preparable<R>, values: Record<string, unknown>): Promise<R> {
  const root = planOnceDb();
  let cache = caches.get(root);
  if (!cache) caches.set(root, (cache = new Map()));
  let p = cache.get(shape);
  if (p) {
    cache.delete(shape);
  } else {
    p = build(root).prepare(`q${seq++}`);
    if (cache.size >= MAX) cache.delete(cache.keys().next().value!);
  }
  cache.set(shape, p);
  if (inTransaction() && dialect === 'pg') {
    const txClient = (db() as unknown as { session?: { client?: unknown } }).session?.client;
    if (!txClient || !('client' in p)) return build(db()).prepare(`tx_${seq++}`).execute(values);
    const bound = Object.assign(Object.create(Object.getPrototypeOf(p)) as Prepared, p, { client: txClient });
    return bound.execute(values) as Promise<R>;
  }
  return p.execute(values) as Promise<R>;
}

/**
 * A statement over a list of ids (`inArray(column, ids)` in `build`), prepared once per (shape, number of ids): `build`
 * gets the ids as placeholders, `values` the query's other placeholders. Beyond `preparedUpTo` ids it is built each
 * time (a count that seldom repeats would only churn the cache) and gets the ids themselves.
 */
export function byIds<R>(shape: string, ids: number[], build: (d: Db, ids: (number | Placeholder)[]) => Preparable<R>, values: Record<string, unknown> = {}, preparedUpTo = Infinity): Promise<R> {
  if (ids.length > preparedUpTo) return build(db(), ids).prepare(`by-ids-${seq++}`).execute(values);
  return runPrepared(`${shape}\u0000${ids.length}`, (d) => build(d, ids.map((_, i) => sql.placeholder(`id${i}`))), { ...values, ...Object.fromEntries(ids.map((id, i) => [`id${i}`, id])) });
}

/** The SQL text and placeholder order of a query fragment: two fragments with one shape run as one prepared query. */
export function shapeOf(q: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = q.toSQL();
  return `${text}\u0000${params.map((p) => (p && typeof p === 'object' && 'name' in p ? `:${(p as { name: string }).name}` : JSON.stringify(p))).join(',')}`;
}

type IdTable = PgTable & { id: AnyPgColumn };
/** Rows per statement that the prepared insert helpers prepare; a bigger batch is built each time (its build cost is spread over its rows). */
const PREPARED_ROWS_MAX = 32;
/** Whether every value of a row or patch can be bound to a placeholder (no SQL, placeholder or param of the caller's). */
const allPlain = (row: Record<string, unknown>) => Object.values(row).every((v) => v === null || v === undefined || (!is(v, SQL) && !is(v, Placeholder) && !is(v, Param)));

/**
 * A table's row by id, prepared once per table: the hot paths' commonest read. `forUpdate` locks the row on
 * PostgreSQL (SQLite's write transaction holds the whole database anyway).
 */
export async function rowById<T extends IdTable>(table: T, id: number, opts: { forUpdate?: boolean } = {}): Promise<T['$inferSelect'] | undefined> {
  const lock = !!opts.forUpdate && dialect === 'pg';
  const rows = (await runPrepared(
    `row-by-id\u0000${getTableName(table)}\u0000${lock}`,
    (d) => {
      const q = (d as any).select().from(table).where(eq(table.id, sql.placeholder('id')));
      return lock ? q.for('update') : q;
    },
    { id },
  )) as T['$inferSelect'][];
  return rows[0];
}

/**
 * What a prepared write binds for one row: each defined value by a placeholder, except nulls, which are
 * written as they are (a placeholder's value goes through the column's encoder, and a null must not). The
 * shape names the columns and which of them are null, so two rows of one shape share one statement.
 */
function bindRow(row: Record<string, unknown>, prefix: string) {
  const values: Record<string, unknown> = {};
  const bound: Record<string, unknown> = {};
  const shape: string[] = [];
  for (const k of Object.keys(row).sort()) {
    const v = row[k];
    if (v === undefined) continue;
    if (v === null) {
      bound[k] = null;
      shape.push(`${k}=null`);
    } else {
      bound[k] = sql.placeholder(`${prefix}${k}`);
      values[`${prefix}${k}`] = v;
      shape.push(k);
    }
  }
  return { bound, values, shape: shape.join(',') };
}

type Computed = { insert: [string, () => unknown][]; update: [string, () => unknown][] };
const computedByTable = new WeakMap<PgTable, Computed>();

/** The columns whose value Drizzle computes when a write leaves them out (`$defaultFn`, `$onUpdateFn`): a prepared statement would freeze it. Read once per table. */
function computedColumns(table: PgTable, on: 'insert' | 'update') {
  let computed = computedByTable.get(table);
  if (!computed) {
    const columns = Object.entries(getTableColumns(table)) as [string, { defaultFn?: () => unknown; onUpdateFn?: () => unknown }][];
    computed = {
      insert: columns.flatMap(([k, c]) => (c.defaultFn ? [[k, c.defaultFn] as [string, () => unknown]] : [])),
      update: columns.flatMap(([k, c]) => (c.onUpdateFn ? [[k, c.onUpdateFn] as [string, () => unknown]] : [])),
    };
    computedByTable.set(table, computed);
  }
  return computed[on];
}

/**
 * Inserts rows with a statement prepared once per (table, columns, row count) and answers the rows stored:
 * what `tx.insert(table).values(rows).returning()` does, without building the SQL each time. Columns Drizzle
 * computes (createdAt, updatedAt) are computed here per call; `returning: false` answers nothing. Rows of different columns, SQL values or more
 * than a few dozen rows go through the builder as usual. Runs in the current transaction (see runPrepared).
 */
export async function insertRows<T extends PgTable>(table: T, rows: T['$inferInsert'][], opts: { returning?: boolean } = {}): Promise<T['$inferSelect'][]> {
  if (!rows.length) return [];
  const computed = computedColumns(table, 'insert');
  const full = rows.map((r) => {
    const row: Record<string, unknown> = { ...r };
    for (const [k, fn] of computed) if (row[k] === undefined) row[k] = fn();
    return row;
  });
  const returning = opts.returning ?? true;
  const finish = (q: any) => (returning ? q.returning() : q);
  const bound = rows.length <= PREPARED_ROWS_MAX && full.every(allPlain) ? full.map((r, i) => bindRow(r, `r${i}_`)) : null;
  if (!bound || bound.some((b) => b.shape !== bound[0].shape)) {
    const stored = await finish((db() as any).insert(table).values(full));
    return returning ? stored : [];
  }
  const values = Object.assign({}, ...bound.map((b) => b.values));
  const stored = await runPrepared(`insert-rows\u0000${getTableName(table)}\u0000${rows.length}\u0000${returning}\u0000${bound[0].shape}`, (d) => finish((d as any).insert(table).values(bound.map((b) => b.bound))), values);
  return returning ? (stored as T['$inferSelect'][]) : [];
}

/**
 * Updates one row by id with a statement prepared once per (table, columns set, which are null) and answers
 * the row as it is after (or undefined when there is none): `tx.update(table).set(patch).where(eq(id)).returning()`
 * without building the SQL each time. Columns Drizzle computes on update (updatedAt) are computed here when
 * the patch leaves them out. A patch with SQL values goes through the builder.
 */
export async function updateById<T extends IdTable>(table: T, id: number, patch: Partial<T['$inferInsert']>): Promise<T['$inferSelect'] | undefined> {
  const set: Record<string, unknown> = { ...patch };
  for (const [k, fn] of computedColumns(table, 'update')) if (set[k] === undefined) set[k] = fn();
  if (!allPlain(set)) {
    const [row] = await (db() as any).update(table).set(set).where(eq(table.id, id)).returning();
    return row;
  }
  const b = bindRow(set, 's_');
  const [row] = (await runPrepared(
    `update-by-id\u0000${getTableName(table)}\u0000${b.shape}`,
    (d) => (d as any).update(table).set(b.bound).where(eq(table.id, sql.placeholder('id'))).returning(),
    { ...b.values, id },
  )) as T['$inferSelect'][];
  return row;
}
