import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { dialect, migrateDb, rawPg, rawSqlite, type Dialect } from '../src';

const journal = (d: Dialect) => JSON.parse(readFileSync(join(import.meta.dir, '..', 'migrations', d, 'meta', '_journal.json'), 'utf8')).entries as { tag: string }[];
const dir = mkdtempSync(join(tmpdir(), 'zapdesk-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sqliteState(sqlite: Database) {
  const applied = (sqlite.query('select count(*) as n from __drizzle_migrations').get() as { n: number }).n;
  const tables = (sqlite.query(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`).all() as { name: string }[]).map((r) => r.name);
  return { applied, tables };
}

async function pgState(sql: postgres.Sql) {
  const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
  const tables = (await sql<{ name: string }[]>`select table_name::text as name from information_schema.tables where table_schema = 'public'`).map((r) => r.name);
  return { applied: n, tables };
}

describe(`migrateDb (${dialect})`, () => {
  test('running it again on the process database changes nothing', async () => {
    const before = dialect === 'pg' ? await pgState(rawPg()!) : sqliteState(rawSqlite()!);
    await migrateDb();
    await migrateDb();
    const after = dialect === 'pg' ? await pgState(rawPg()!) : sqliteState(rawSqlite()!);
    expect(after).toEqual(before);
    expect(after.applied).toBe(journal(dialect).length);
  });

  test('a fresh SQLite file migrates once, and a second run is a no-op', async () => {
    const file = join(dir, `fresh-${Math.random().toString(36).slice(2)}.db`);
    await migrateDb({ sqliteFile: file });
    const sqlite = new Database(file);
    const first = sqliteState(sqlite);
    sqlite.close();
    await migrateDb({ sqliteFile: file });
    const again = new Database(file);
    expect(sqliteState(again)).toEqual(first);
    again.close();
    expect(first.applied).toBe(journal('sqlite').length);
    expect(first.tables).toContain('tickets');
  });
});

describe.if(!!process.env.TEST_BASE_DATABASE_URL)('migrateDb on a fresh PostgreSQL database', () => {
  const base = process.env.TEST_BASE_DATABASE_URL!;
  let admin: postgres.Sql;
  const created: string[] = [];
  beforeAll(() => {
    admin = postgres(base, { max: 1, onnotice: () => {} });
  });
  const freshDatabase = async () => {
    const name = `zapdesk_mig_${process.pid}_${Date.now().toString(36)}_${created.length}`;
    await admin.unsafe(`CREATE DATABASE ${name}`);
    created.push(name);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterAll(async () => {
    for (const name of created) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  });

  test('is idempotent', async () => {
    const url = await freshDatabase();
    await migrateDb({ databaseUrl: url });
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const first = await pgState(sql);
      await migrateDb({ databaseUrl: url });
      expect(await pgState(sql)).toEqual(first);
      expect(first.applied).toBe(journal('pg').length);
      expect(first.tables).toContain('tickets');
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  test('two concurrent calls both succeed (the advisory lock serialises them)', async () => {
    const url = await freshDatabase();
    const results = await Promise.allSettled([migrateDb({ databaseUrl: url }), migrateDb({ databaseUrl: url })]);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const state = await pgState(sql);
      expect(state.applied).toBe(journal('pg').length);
      expect(state.tables).toContain('tickets');
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});
