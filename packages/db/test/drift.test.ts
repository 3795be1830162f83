// The schema is written once (pg-core) and both migration folders are generated from it. This file proves the
// two migrated databases agree, and that the PostgreSQL migrations agree with the Drizzle schema (a schema edit
// without a regenerated migration fails here). Text-search structures are per dialect and excluded.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzleSqlite } from 'drizzle-orm/bun-sqlite';
import { migrate as migrateSqlite } from 'drizzle-orm/bun-sqlite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/postgres-js';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as pgSchema from '../src/schema';
import { compareSnapshots, normaliseDefault, snapshotPg, snapshotSchema, snapshotSqlite, type Snapshot } from './introspect';

const MIGRATIONS = join(import.meta.dir, '..', 'migrations');

/** Migrates a new SQLite file with the migrator alone (independent of the process database). */
function freshSqlite(dir: string, name: string) {
  const file = join(dir, name);
  const sqlite = new Database(file, { create: true });
  migrateSqlite(drizzleSqlite(sqlite), { migrationsFolder: join(MIGRATIONS, 'sqlite') });
  return { file, sqlite };
}

describe('dialect drift: normalisation and the SQLite migrations', () => {
  let dir: string;
  let sqliteSnap: Snapshot;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'zapdesk-drift-'));
    const { sqlite } = freshSqlite(dir, 'fresh.db');
    sqliteSnap = snapshotSqlite(sqlite, 'sqlite');
    sqlite.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('defaults are spelled the same way on every side', () => {
    expect(normaliseDefault(`'[]'::jsonb`)).toBe(normaliseDefault(`'[]'`));
    expect(normaliseDefault(`'{"b": 1, "a": [1, 2]}'::jsonb`)).toBe(normaliseDefault(`'{"a":[1,2],"b":1}'`));
    expect(normaliseDefault('true')).toBe(normaliseDefault('1'));
    expect(normaliseDefault('false')).toBe('0');
    expect(normaliseDefault(`'x'::text`)).toBe(normaliseDefault(`'x'`));
    expect(normaliseDefault(`'it''s'::character varying`)).toBe(`it's`);
    expect(normaliseDefault(`'-1'::integer`)).toBe(normaliseDefault('(-1)'));
    expect(normaliseDefault(`'1.0'::double precision`)).toBe('1');
    expect(normaliseDefault(null)).toBeNull();
  });

  test('the migrated SQLite database matches the Drizzle schema (storage families)', () => {
    expect(Object.keys(sqliteSnap.tables).length).toBeGreaterThan(20);
    expect(sqliteSnap.indexes.tickets_one_open_per_contact).toMatchObject({ table: 'tickets', unique: true, partial: true });
    expect(compareSnapshots(sqliteSnap, snapshotSchema(pgSchema))).toEqual([]);
  });
});

describe.if(!!process.env.TEST_BASE_DATABASE_URL)('dialect drift: SQLite and PostgreSQL migrations agree', () => {
  const base = process.env.TEST_BASE_DATABASE_URL!;
  const dbName = `zapdesk_drift_${process.pid}_${Date.now().toString(36)}`;
  let dir: string;
  let sqliteFile: string;
  let admin: postgres.Sql;
  let pg: postgres.Sql;
  let sqliteSnap: Snapshot;
  let pgSnap: Snapshot;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'zapdesk-drift-'));
    const fresh = freshSqlite(dir, 'fresh.db');
    sqliteFile = fresh.file;
    sqliteSnap = snapshotSqlite(fresh.sqlite, 'sqlite');
    fresh.sqlite.close();

    admin = postgres(base, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${dbName}`);
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    pg = postgres(url.toString(), { max: 2, onnotice: () => {} });
    await migratePg(drizzlePg(pg), { migrationsFolder: join(MIGRATIONS, 'pg') });
    pgSnap = await snapshotPg(pg, 'pg');
  });

  afterAll(async () => {
    await pg?.end({ timeout: 5 });
    await admin?.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin?.end({ timeout: 5 });
    rmSync(dir, { recursive: true, force: true });
  });

  test('both introspections see the whole schema, with normalised defaults', () => {
    expect(Object.keys(pgSnap.tables).sort()).toEqual(Object.keys(sqliteSnap.tables).sort());
    expect(Object.keys(pgSnap.tables)).toContain('tickets');
    for (const s of [sqliteSnap, pgSnap]) {
      const companies = s.tables.companies.columns;
      expect(companies.schedules.default).toBe('[]');
      expect(companies.address.default).toBe('{}');
      expect(companies.status.default).toBe('1');
      expect(companies.recurrence.default).toBe('MENSAL');
      expect(companies.dueDate).toMatchObject({ notNull: false, default: null });
      expect(companies.id).toMatchObject({ notNull: true, autoIncrement: true });
      expect(s.tables.user_queues.primaryKey).toEqual(['userId', 'queueId']);
      expect(s.indexes.tickets_one_open_per_contact).toMatchObject({ table: 'tickets', unique: true, partial: true });
      expect(s.indexes.users_email_unique).toEqual({ table: 'users', columns: ['email'], unique: true, partial: false });
      expect(Object.values(s.indexes).some((i) => i.columns.length > 1)).toBe(true);
      expect(s.foreignKeys).toContain('users(companyId) -> companies(id) on delete cascade');
      expect(Object.keys(s.indexes).filter((n) => n.endsWith('_trgm') || n.includes('_fts'))).toEqual([]);
    }
  });

  test('the SQLite and PostgreSQL migrations produce the same structure', () => {
    expect(compareSnapshots(sqliteSnap, pgSnap)).toEqual([]);
  });

  test('the migrated PostgreSQL database matches the Drizzle schema (no missing migration)', () => {
    expect(compareSnapshots(snapshotSchema(pgSchema), pgSnap)).toEqual([]);
  });

  test('the comparison reports drift on a deliberately altered copy, and ignores text-search structures', () => {
    // Taken from the migrated database so the probe survives schema changes: a partial index recreated as a
    // plain one, and a multi-column index recreated with its columns reversed.
    const [partialName, partial] = Object.entries(pgSnap.indexes).find(([, i]) => i.partial && !i.columns.includes('<expr>'))!;
    const [multiName, multi] = Object.entries(pgSnap.indexes).find(([, i]) => !i.partial && !i.unique && i.columns.length > 1 && !i.columns.includes('<expr>'))!;
    const cols = (c: string[]) => c.map((x) => `"${x}"`).join(', ');
    const copyFile = join(dir, 'drifted.db');
    copyFileSync(sqliteFile, copyFile);
    const copy = new Database(copyFile);
    copy.exec(`
      ALTER TABLE helps ADD COLUMN x text;
      DROP INDEX "${partialName}";
      CREATE ${partial.unique ? 'UNIQUE ' : ''}INDEX "${partialName}" ON "${partial.table}" (${cols(partial.columns)});
      DROP INDEX "${multiName}";
      CREATE INDEX "${multiName}" ON "${multi.table}" (${cols([...multi.columns].reverse())});
      CREATE VIRTUAL TABLE drift_probe_fts USING fts5(name, number, content='contacts', content_rowid='id');
      CREATE TRIGGER drift_probe_fts_ai AFTER INSERT ON contacts BEGIN
        INSERT INTO drift_probe_fts(rowid, name, number) VALUES (new.id, new.name, new.number);
      END;`);
    const drifted = snapshotSqlite(copy, 'sqlite copy');
    copy.close();
    expect(compareSnapshots(drifted, pgSnap).sort()).toEqual(
      [
        'column helps.x: only in sqlite copy',
        `index ${multiName}: columns sqlite copy=${JSON.stringify([...multi.columns].reverse())} pg=${JSON.stringify(multi.columns)}`,
        `index ${partialName}: partial sqlite copy=false pg=true`,
      ].sort(),
    );
  });

  test('the schema comparison reports a column the migrations lack, and ignores _trgm indexes', async () => {
    const Rollback = new Error('rollback');
    let drifted: Snapshot | undefined;
    await pg
      .begin(async (tx) => {
        await tx.unsafe('ALTER TABLE helps ADD COLUMN x text');
        await tx.unsafe('CREATE INDEX drift_probe_trgm ON contacts (lower("name"))');
        await tx.unsafe('ALTER TABLE companies ALTER COLUMN "recurrence" SET DEFAULT \'ANUAL\'');
        await tx.unsafe('ALTER TABLE users ALTER COLUMN "language" SET NOT NULL');
        drifted = await snapshotPg(tx, 'pg copy');
        throw Rollback;
      })
      .catch((e) => {
        if (e !== Rollback) throw e;
      });
    expect(compareSnapshots(snapshotSchema(pgSchema), drifted!)).toEqual([
      'column companies.recurrence: default drizzle schema="MENSAL" pg copy="ANUAL"',
      'column helps.x: only in pg copy',
      'column users.language: not null drizzle schema=false pg copy=true',
    ]);
    expect(compareSnapshots(sqliteSnap, drifted!)).toContain('column helps.x: only in pg copy');
    // The rollback left the real database untouched.
    expect(compareSnapshots(snapshotSchema(pgSchema), await snapshotPg(pg, 'pg'))).toEqual([]);
  });
});
