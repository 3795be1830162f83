import { AsyncLocalStorage } from 'node:async_hooks';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Database } from 'bun:sqlite';

import { drizzle as drizzleSqlite } from 'drizzle-orm/bun-sqlite';
import { migrate as migrateSqlite } from 'drizzle-orm/bun-sqlite/migrator';
import { drizzle as drizzlePg, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type * as pgSchema from './schema';
import { assertNotExpired } from './deadline';
import { dialect, type Dialect } from './dialect';

export type Db = PostgresJsDatabase<typeof pgSchema>;

type Open = {
  db: Db;
  sqlite?: Database;
  pg?: postgres.Sql;
  url: string;
  /** PostgreSQL: a second pool whose sessions plan prepared statements once (see planOnceDb). */
  planOnce?: { db: Db; pg: postgres.Sql };
};

let current: Open | null = null;
const MIGRATIONS = join(import.meta.dir, '..', 'migrations');

export type OpenOptions = { databaseUrl?: string; dataDir?: string };

/** The database and its WAL files are the owner's alone (0600), also when an older install left them readable. */
function ownerOnly(file: string) {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
}

/**
 * Pool options that fail fast while PostgreSQL cannot be reached: a connection attempt gives up after
 * DB_CONNECT_TIMEOUT seconds (2), a statement after DB_STATEMENT_TIMEOUT_MS (5000), and a session left idle
 * inside a transaction (its client gone) is ended by the server after 10 s, releasing its locks.
 */
function pgOptions(o: { max: number }, connection: Record<string, string | number> = {}): postgres.Options<{}> {
  return {
    ...o,
    onnotice: () => {},
    connect_timeout: Number(process.env.DB_CONNECT_TIMEOUT ?? 2),
    connection: {
      statement_timeout: Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 5000),
      idle_in_transaction_session_timeout: 10_000,
      ...connection,
    },
  };
}

/** Opens the process-wide database (idempotent). SQLite lives at DATA_DIR/zapdesk.db. */
export function openDb(opts: OpenOptions = {}): Db {
  if (current) return current.db;
  if (dialect === 'pg') {
    const url = opts.databaseUrl ?? process.env.DATABASE_URL!;
    const pg = postgres(url, pgOptions({ max: Number(process.env.DB_POOL ?? 10) }));
    current = { db: drizzlePg(pg) as unknown as Db, pg, url };
  } else {
    const file = sqliteFile(opts.dataDir);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    const sqlite = new Database(file, { create: true, strict: true });
    sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    if (file !== ':memory:') ownerOnly(file);
    current = { db: drizzleSqlite({ client: withStatementCache(sqlite) }) as unknown as Db, sqlite, url: file };
  }
  return current.db;
}

/**
 * Drizzle compiles a new bun:sqlite statement for every query it runs, and compiling costs far more than
 * executing (a 14-column select: ~250 µs against ~5 µs). This keeps the compiled statements by SQL text
 * (least recently used beyond `max`), which is safe because bun:sqlite runs a statement to completion
 * synchronously: one connection never interleaves two executions of it. Evicted statements are left to the GC
 * (an explicit drizzle `.prepare()` may still hold one).
 */
export function withStatementCache(sqlite: Database, max = 2000): Database {
  const cache = new Map<string, ReturnType<Database['prepare']>>();
  const prepare = (query: string) => {
    let stmt = cache.get(query);
    if (stmt) {
      cache.delete(query);
    } else {
      stmt = sqlite.prepare(query);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
    }
    cache.set(query, stmt);
    return stmt;
  };
  return new Proxy(sqlite, {
    get(target, prop) {
      if (prop === 'prepare') return prepare;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function sqliteFile(dataDir = process.env.DATA_DIR ?? './data') {
  return process.env.SQLITE_FILE ?? join(dataDir, 'zapdesk.db');
}

/** The open database; inside withTransaction, the transaction itself. */
export function db(): Db {
  const tx = txStore.getStore();
  if (tx) return tx.db;
  if (!current) throw new Error('database not opened: call openDb() first');
  return current.db;
}

/**
 * The database for hot queries prepared once per shape (runPrepared). On PostgreSQL it is a small pool
 * of its own whose sessions use plan_cache_mode = force_generic_plan: PostgreSQL otherwise re-plans a
 * prepared ticket list (five joins, ~1 ms) on every execution, ten times the cost of running it, because
 * the generic plan's estimate looks worse although the plan is the same. Other queries keep the default.
 */
export function planOnceDb(): Db {
  if (!current) throw new Error('database not opened: call openDb() first');
  if (!current.pg) return current.db;
  if (!current.planOnce) {
    const pg = postgres(current.url, pgOptions({ max: Math.max(2, Math.ceil(Number(process.env.DB_POOL ?? 10) / 2)) }, { plan_cache_mode: 'force_generic_plan' }));
    current.planOnce = { db: drizzlePg(pg) as unknown as Db, pg };
  }
  return current.planOnce.db;
}

export function rawSqlite(): Database | undefined {
  return current?.sqlite;
}

export function rawPg(): postgres.Sql | undefined {
  return current?.pg;
}

export async function closeDb() {
  const c = current;
  current = null;
  if (!c) return;
  if (c.planOnce) await c.planOnce.pg.end({ timeout: 5 });
  if (c.pg) await c.pg.end({ timeout: 5 });
  c.sqlite?.close();
}

export type MigrateTarget = { databaseUrl?: string; sqliteFile?: string };

/**
 * Applies pending migrations (idempotent) to the process database, or to the database named by
 * target (a PostgreSQL URL or a SQLite file) without making it the process database.
 */
let migratedAt: Date | null = null;
/** When this process applied (or found applied) every migration of its build; null before. */
export const migrationsApplied = () => migratedAt;

/** Round trip to the process database (`select 1`), rejecting after timeoutMs. */
export async function pingDb(timeoutMs = 1000) {
  if (!current) throw new Error('database not opened');
  if (current.sqlite) {
    current.sqlite.query('select 1').get();
    return;
  }
  const pg = current.pg!;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([pg`select 1`.then(() => undefined), new Promise((_, reject) => (timer = setTimeout(() => reject(Object.assign(new Error('database ping timed out'), { code: 'CONNECT_TIMEOUT' })), timeoutMs)))]);
  } finally {
    clearTimeout(timer);
  }
}

export async function migrateDb(target: MigrateTarget = {}) {
  if (target.sqliteFile) {
    const sqlite = new Database(target.sqliteFile, { create: true, strict: true });
    try {
      migrateSqlite(drizzleSqlite(sqlite), { migrationsFolder: join(MIGRATIONS, 'sqlite') });
    } finally {
      sqlite.close();
    }
    return;
  }
  const c = target.databaseUrl ? null : (current ?? (openDb(), current!));
  const pgUrl = target.databaseUrl ?? (c?.pg ? c.url : null);
  if (pgUrl) {
    // Several API processes may start at once: one migrates, the others wait on the lock.
    const lockConn = postgres(pgUrl, { max: 1, onnotice: () => {} });
    try {
      await lockConn`select pg_advisory_lock(72700101)`;
      await migratePg(drizzlePg(lockConn), { migrationsFolder: join(MIGRATIONS, 'pg') });
      await lockConn`select pg_advisory_unlock(72700101)`;
    } finally {
      await lockConn.end({ timeout: 5 });
    }
  } else {
    migrateSqlite(c!.db as any, { migrationsFolder: join(MIGRATIONS, 'sqlite') });
  }
  if (!target.databaseUrl) migratedAt = new Date();
}

/** Where the migration files of each dialect live (drizzle-kit output). */
export const migrationsFolder = (d: Dialect) => join(MIGRATIONS, d);

type TxFrame = { db: Db; afterCommit: (() => void | Promise<void>)[]; locals?: Map<symbol, unknown>; beforeCommit?: ((tx: Db) => Promise<void>)[] };
const txStore = new AsyncLocalStorage<TxFrame>();

/**
 * Work that runs with nobody waiting for it (the due-work runner: bots' answers, campaigns, webhooks): its SQLite
 * transactions queue behind those someone waits for (an inbound message, a request). See inBackground.
 */
const backgroundStore = new AsyncLocalStorage<true>();
/** Runs fn (and everything it starts) as background work: its SQLite transactions yield to the others'. */
export const inBackground = <T>(fn: () => T): T => backgroundStore.run(true, fn);
/**
 * This thread's SQLite transactions wait their turn here, one running at a time: those someone waits for first, in
 * arrival order, then background ones (one of those at least every BACKGROUND_EVERY turns, so none waits for ever).
 */
const sqliteLanes: { waitedFor: (() => void)[]; background: (() => void)[] } = { waitedFor: [], background: [] };
let sqliteBusy = false;
let sinceBackground = 0;
const BACKGROUND_EVERY = 8;
function nextSqliteTurn() {
  const { waitedFor, background } = sqliteLanes;
  const late = background.length > 0 && (waitedFor.length === 0 || sinceBackground >= BACKGROUND_EVERY);
  const next = late ? background.shift() : waitedFor.shift();
  if (!next) {
    sqliteBusy = false;
    return;
  }
  // Waited-for turns taken while background ones wait.
  sinceBackground = late || background.length === 0 ? 0 : sinceBackground + 1;
  next();
}
function inSqliteTurn<T>(run: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const start = () => void run().then(resolve, reject).finally(nextSqliteTurn);
    if (!sqliteBusy) {
      sqliteBusy = true;
      start();
    } else (backgroundStore.getStore() ? sqliteLanes.background : sqliteLanes.waitedFor).push(start);
  });
}

/**
 * The turn of the SQLite writers of this process's threads (the API's and the sessions' worker, each with its own
 * connection to the file). Without it a thread that found the other one writing waited inside BEGIN IMMEDIATE in
 * SQLite's busy handler, which sleeps 1, 2, 5 … up to 100 ms between looks, however soon the writer finished:
 * the API answered in 7 ms what took 1. Here a waiting thread is woken the moment the turn is free, without
 * blocking its event loop. Word 0 is 0 when free, else the holder's number (the main thread 1, a worker 2); word 1
 * counts the threads waiting for it. A thread that gives the turn back wakes a waiter only when there is one:
 * Atomics.notify costs microseconds even with nobody to wake (it was a tenth of the API thread's time under the
 * external API's load). A waiter counts itself before it looks again and waits only while the holder it saw still
 * holds the turn, so a turn given back in between is never missed.
 */
let writeTurn = new Int32Array(new SharedArrayBuffer(8));
let turnHolder = 1;
const TURN = 0;
const WAITERS = 1;
/** The buffer to hand a worker thread, which passes it to useSqliteWriteTurn. */
export const sqliteWriteTurnBuffer = () => writeTurn.buffer as SharedArrayBuffer;
/** A worker thread takes its turns with the threads of the buffer's process (before it writes). */
export function useSqliteWriteTurn(buffer: SharedArrayBuffer, holder = 2) {
  writeTurn = new Int32Array(buffer);
  turnHolder = holder;
}
/** Frees the turn if a thread that is gone (a worker that ended mid-transaction) still holds it. */
export function releaseSqliteWriteTurnOf(holder: number) {
  if (Atomics.compareExchange(writeTurn, TURN, holder, 0) === holder) Atomics.notify(writeTurn, TURN, 1);
}
async function takeWriteTurn() {
  for (;;) {
    if (Atomics.compareExchange(writeTurn, TURN, 0, turnHolder) === 0) return;
    Atomics.add(writeTurn, WAITERS, 1);
    try {
      const held = Atomics.compareExchange(writeTurn, TURN, 0, turnHolder);
      if (held === 0) return;
      const wait = Atomics.waitAsync(writeTurn, TURN, held);
      if (wait.async) await wait.value;
    } finally {
      Atomics.sub(writeTurn, WAITERS, 1);
    }
  }
}
function giveWriteTurn() {
  Atomics.store(writeTurn, TURN, 0);
  if (Atomics.load(writeTurn, WAITERS) > 0) Atomics.notify(writeTurn, TURN, 1);
}

/** Transactions queued on this thread's SQLite connection that have not started. */
let sqliteWaiting = 0;
/** How many transactions one commit may carry, and for how long (ms) after its start a group takes in new members. */
export const sqliteGroupLimits = { members: 32, ms: 2 };
type SqliteGroup = { members: number; startedAt: number; committed: Promise<void>; settle: (e?: unknown) => void };
let sqliteGroup: SqliteGroup | null = null;

/**
 * Group commit. A COMMIT is the dearest statement SQLite runs (it writes every page the transaction changed to
 * the WAL: under the external API's load it was a fifth of the thread's time), and consecutive transactions
 * change mostly the same pages (the same index leaves, the counts row). So a transaction that ends while others
 * are already queued behind it does not commit alone: it runs inside a savepoint of one open transaction, which
 * the last of the queued ones (or the one that reaches sqliteGroupLimits) commits for all of them.
 * Each member is still all or nothing: one that throws is rolled back to its savepoint and fails alone; the
 * others go on. Its caller's promise settles only after the group's COMMIT, so nobody sees success before the
 * writes are durable; a COMMIT that fails (or an error that made SQLite abandon the whole transaction) fails
 * every member of the group. Nothing waits for a transaction that is not queued yet.
 * The one rule it adds: a transaction must not wait, inside its callback, for what the caller of an earlier
 * transaction does after that one returns (an in-process lock its caller holds, say): that caller now waits for
 * the shared commit, which waits for this transaction.
 */
async function runInSqliteGroup<T>(sqlite: Database, body: () => Promise<T>): Promise<{ result: T; committed: Promise<void> }> {
  if (!sqliteGroup) {
    await takeWriteTurn();
    try {
      sqlite.run('BEGIN IMMEDIATE');
    } catch (e) {
      giveWriteTurn();
      throw e;
    }
    let settle!: (e?: unknown) => void;
    const committed = new Promise<void>((resolve, reject) => (settle = (e) => (e === undefined ? resolve() : reject(e))));
    committed.catch(() => undefined);
    sqliteGroup = { members: 0, startedAt: performance.now(), committed, settle };
  }
  const g = sqliteGroup;
  g.members++;
  sqlite.run('SAVEPOINT zapdesk_tx');
  let failure: { e: unknown } | null = null;
  let result: T | undefined;
  try {
    result = await body();
    assertNotExpired();
    sqlite.run('RELEASE zapdesk_tx');
  } catch (e) {
    failure = { e };
  }
  if (failure && sqlite.inTransaction) {
    sqlite.run('ROLLBACK TO zapdesk_tx');
    sqlite.run('RELEASE zapdesk_tx');
  }
  // The group ends here when nothing else is queued, when it is full or old, or when SQLite gave up the transaction.
  const lost = !sqlite.inTransaction;
  if (lost || sqliteWaiting === 0 || g.members >= sqliteGroupLimits.members || performance.now() - g.startedAt >= sqliteGroupLimits.ms) {
    sqliteGroup = null;
    let commitError: unknown;
    if (lost) commitError = failure?.e ?? new Error('the SQLite transaction was abandoned');
    else {
      try {
        sqlite.run('COMMIT');
      } catch (e) {
        commitError = e;
        if (sqlite.inTransaction) sqlite.run('ROLLBACK');
      }
    }
    giveWriteTurn();
    g.settle(commitError);
  }
  if (failure) throw failure.e;
  return { result: result as T, committed: g.committed };
}

/**
 * Runs fn in one transaction that commits when fn resolves and rolls back when it throws, on both
 * databases. bun:sqlite has one connection and Drizzle does not roll back its async callbacks, so
 * SQLite transactions are serialised here with explicit BEGIN/COMMIT/ROLLBACK (and savepoints, when several
 * share one commit: runInSqliteGroup). A nested call joins the outer transaction. Callbacks given to onCommit
 * run after the outermost commit.
 */
export async function withTransaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
  const outer = txStore.getStore();
  if (outer) return fn(outer.db);
  if (!current) throw new Error('database not opened: call openDb() first');
  assertNotExpired();
  let frame: TxFrame = { db: current.db, afterCommit: [] };
  let result: T;
  if (current.pg) {
    const pgDb = current.db;
    for (let attempt = 1; ; attempt++) {
      frame = { db: pgDb, afterCommit: [] };
      const f = frame;
      try {
        result = await pgDb.transaction(async (tx) => {
          f.db = tx as unknown as Db;
          const r = await txStore.run(f, () => fn(f.db));
          await txStore.run(f, () => runBeforeCommit(f));
          // The request's client already got its error (deadline): roll back rather than commit late.
          assertNotExpired();
          return r;
        });
        break;
      } catch (e) {
        // PostgreSQL chose this transaction as a deadlock's victim (or a serialization failure): nothing of it
        // was written, so it runs again from the start, after a short random pause, a few times.
        if (attempt >= TX_ATTEMPTS || !isRetryableConflict(e)) throw e;
        assertNotExpired();
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
      }
    }
  } else {
    const sqlite = current.sqlite!;
    sqliteWaiting++;
    const run = async () => {
      sqliteWaiting--;
      return runInSqliteGroup(sqlite, () => txStore.run(frame, async () => {
        const r = await fn(frame.db);
        await runBeforeCommit(frame);
        return r;
      }));
    };
    const done = await inSqliteTurn(run);
    await done.committed;
    result = done.result;
  }
  for (const cb of frame.afterCommit) {
    try {
      await cb();
    } catch (e) {
      afterCommitFailed(e);
    }
  }
  return result;
}

/** Attempts of a PostgreSQL transaction that lost to a deadlock or a serialization conflict. */
const TX_ATTEMPTS = 4;
/** 40P01 deadlock_detected, 40001 serialization_failure: the transaction was rolled back and may simply run again. */
export function isRetryableConflict(e: unknown): boolean {
  const seen = new Set<unknown>();
  let cur: any = e;
  while (cur && typeof cur === 'object' && !seen.has(cur)) {
    seen.add(cur);
    if (cur.code === '40P01' || cur.code === '40001') return true;
    cur = cur.cause;
  }
  return false;
}

let afterCommitFailed = (e: unknown): void =>
  void process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'after-commit callback failed', err: e instanceof Error ? { name: e.name, message: e.message } : String(e) }) + '\n');
/** Where a failed after-commit callback is reported (the process logger; the commit itself stands). */
export const setAfterCommitErrorHandler = (fn: (e: unknown) => void) => {
  afterCommitFailed = fn;
};

async function runBeforeCommit(frame: TxFrame) {
  // A callback may add another (its writes tell of more changes): run until none is left.
  for (let i = 0; frame.beforeCommit && i < frame.beforeCommit.length; i++) await frame.beforeCommit[i](frame.db);
}

/**
 * A value kept for the surrounding transaction under `key` (made by `init` on first use), and `flush`
 * run once with it inside that transaction just before it commits: writes that must commit with the
 * changes they follow (an outbox of events). Null outside a transaction.
 */
export function txScoped<T>(key: symbol, init: () => T, flush: (tx: Db, value: T) => Promise<void>): T | null {
  const frame = txStore.getStore();
  if (!frame) return null;
  frame.locals ??= new Map();
  if (!frame.locals.has(key)) {
    const value = init();
    frame.locals.set(key, value);
    (frame.beforeCommit ??= []).push((tx) => flush(tx, value));
  }
  return frame.locals.get(key) as T;
}

/** Defers fn until the surrounding transaction commits (runs now when there is none). */
export function onCommit(fn: () => void | Promise<void>) {
  const frame = txStore.getStore();
  if (frame) frame.afterCommit.push(fn);
  else
    void Promise.resolve()
      .then(fn)
      .catch((e) => afterCommitFailed(e));
}

export const inTransaction = () => !!txStore.getStore();

/**
 * One write statement that needs no transaction around it. On PostgreSQL it runs as it is, or in the caller's
 * transaction: a statement is atomic by itself, and BEGIN and COMMIT would cost two more round trips. On SQLite it
 * runs in withTransaction, which takes the process's write turn (threads writing at once would otherwise meet in
 * SQLite's busy handler). `fn` must run exactly one statement and register nothing with onCommit.
 */
export function singleStatement<T>(fn: (d: Db) => Promise<T>): Promise<T> {
  return dialect === 'pg' ? fn(db()) : withTransaction(fn);
}

