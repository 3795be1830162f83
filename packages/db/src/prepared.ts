import { sql, type SQL } from 'drizzle-orm';
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

/** The SQL text and placeholder order of a query fragment: two fragments with one shape run as one prepared query. */
export function shapeOf(q: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = q.toSQL();
  return `${text}\u0000${params.map((p) => (p && typeof p === 'object' && 'name' in p ? `:${(p as { name: string }).name}` : JSON.stringify(p))).join(',')}`;
}
