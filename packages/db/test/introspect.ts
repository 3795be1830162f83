// Dialect-neutral snapshots of a database structure (introspected SQLite, introspected PostgreSQL, or the
// Drizzle pg-core schema itself) and a comparator listing every difference. Used by drift.test.ts.
import type { Database } from 'bun:sqlite';
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';

export type ColumnSnap = {
  /** The dialect's own type name (compared only between snapshots of the same dialect). */
  type: string;
  /** Storage family shared by both dialects: integer | text | real. */
  family: string;
  notNull: boolean;
  /** Normalised default literal; null when there is none. */
  default: string | null;
  autoIncrement: boolean;
};
export type IndexSnap = { table: string; columns: string[]; unique: boolean; partial: boolean };
export type Snapshot = {
  dialect: 'pg' | 'sqlite';
  source: string;
  tables: Record<string, { columns: Record<string, ColumnSnap>; primaryKey: string[] }>;
  indexes: Record<string, IndexSnap>;
  /** Canonical `table(cols) -> ftable(fcols) on delete x` lines. */
  foreignKeys: string[];
  /** Trigger names; absent for the Drizzle schema (which cannot declare triggers). */
  triggers?: string[];
};

// ---------------------------------------------------------------- exclusions (text search is per dialect)

/** PostgreSQL text-search indexes (pg_trgm) have no SQLite counterpart: FTS5 does that job there. */
export const isPgTextSearchIndex = (name: string) => name.endsWith('_trgm');
const FTS5_SHADOW = ['data', 'idx', 'content', 'docsize', 'config'];

// ---------------------------------------------------------------- normalisation

const FAMILY: Record<string, string> = {
  integer: 'integer',
  smallint: 'integer',
  bigint: 'integer',
  boolean: 'integer',
  'timestamp with time zone': 'integer',
  'timestamp without time zone': 'integer',
  date: 'integer',
  text: 'text',
  'character varying': 'text',
  uuid: 'text',
  jsonb: 'text',
  json: 'text',
  'double precision': 'real',
  real: 'real',
  numeric: 'real',
  // SQLite declared types
  INTEGER: 'integer',
  TEXT: 'text',
  REAL: 'real',
  NUMERIC: 'real',
  BLOB: 'blob',
};
export const familyOf = (type: string) => FAMILY[type] ?? FAMILY[type.toUpperCase()] ?? `?${type}`;

/** Drizzle's SQL type names → information_schema.columns.data_type. */
export function pgTypeName(sqlType: string) {
  const t = sqlType.toLowerCase().trim();
  const bare = t.replace(/\(.*?\)/g, '').replace(/\s+/g, ' ').trim();
  const map: Record<string, string> = {
    serial: 'integer',
    smallserial: 'smallint',
    bigserial: 'bigint',
    int: 'integer',
    int4: 'integer',
    int2: 'smallint',
    int8: 'bigint',
    varchar: 'character varying',
    'timestamp with time zone': 'timestamp with time zone',
    timestamptz: 'timestamp with time zone',
    timestamp: 'timestamp without time zone',
    float8: 'double precision',
    bool: 'boolean',
  };
  return map[bare] ?? bare;
}

function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/**
 * One spelling for a default on every side: `'[]'::jsonb` and `'[]'` → `[]`; `true` and `1` → `1`;
 * `'x'::text` → `x`; `(-1)` and `'-1'::integer` → `-1`; JSON canonicalised (key order, spacing).
 */
export function normaliseDefault(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  let s = String(raw).trim();
  for (let changed = true; changed; ) {
    changed = false;
    const cast = s.match(/^(.*?)::[a-z_][a-z0-9_ ]*(\(\d+(,\s*\d+)?\))?(\[\])?$/i);
    if (cast) {
      s = cast[1].trim();
      changed = true;
    }
    if (/^\(.*\)$/s.test(s) && balanced(s.slice(1, -1))) {
      s = s.slice(1, -1).trim();
      changed = true;
    }
  }
  let literal = s;
  if (/^'.*'$/s.test(s)) literal = s.slice(1, -1).replace(/''/g, "'");
  else if (/^(true|false)$/i.test(s)) return s.toLowerCase() === 'true' ? '1' : '0';
  if (/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(literal)) return String(Number(literal));
  if (/^[[{]/.test(literal)) {
    try {
      return stableJson(JSON.parse(literal));
    } catch {}
  }
  return literal === s ? s.toLowerCase() : literal;
}

function balanced(s: string) {
  let depth = 0;
  for (const ch of s) {
    if (ch === '(') depth++;
    if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

// ---------------------------------------------------------------- SQLite

type Row = Record<string, any>;

/** Introspects a SQLite database through sqlite_master and the table/index pragmas. */
export function snapshotSqlite(sqlite: Database, source = 'sqlite'): Snapshot {
  const master = sqlite.query('select type, name, tbl_name as tbl, sql from sqlite_master').all() as Row[];
  const virtual = master.filter((m) => m.type === 'table' && /^\s*create\s+virtual\s+table/i.test(m.sql ?? '')).map((m) => m.name as string);
  const excluded = new Set<string>(virtual);
  for (const v of virtual) for (const s of FTS5_SHADOW) excluded.add(`${v}_${s}`);
  const isInternal = (name: string) => name.startsWith('sqlite_') || name === '__drizzle_migrations';
  const snap: Snapshot = { dialect: 'sqlite', source, tables: {}, indexes: {}, foreignKeys: [], triggers: [] };
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

  for (const t of master.filter((m) => m.type === 'table' && !isInternal(m.name) && !excluded.has(m.name))) {
    const name = t.name as string;
    const info = sqlite.query(`pragma table_info(${q(name)})`).all() as Row[];
    const pk = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    const rowidAlias = pk.length === 1 && String(pk[0].type).toUpperCase() === 'INTEGER';
    const columns: Record<string, ColumnSnap> = {};
    for (const c of info) {
      const type = String(c.type).toUpperCase();
      const isRowid = rowidAlias && c.pk === 1;
      columns[c.name] = {
        type,
        family: familyOf(type),
        notNull: c.notnull === 1 || isRowid,
        default: normaliseDefault(c.dflt_value),
        autoIncrement: isRowid && /\bautoincrement\b/i.test(t.sql ?? ''),
      };
    }
    snap.tables[name] = { columns, primaryKey: pk.map((c) => c.name) };

    for (const ix of sqlite.query(`pragma index_list(${q(name)})`).all() as Row[]) {
      if (ix.origin === 'pk') continue;
      const cols = (sqlite.query(`pragma index_info(${q(ix.name)})`).all() as Row[]).sort((a, b) => a.seqno - b.seqno).map((c) => (c.cid < 0 || c.name === null ? '<expr>' : c.name));
      const def = master.find((m) => m.type === 'index' && m.name === ix.name)?.sql ?? '';
      snap.indexes[ix.name] = { table: name, columns: cols, unique: ix.unique === 1, partial: ix.partial === 1 || /\)\s*where\s/i.test(def) };
    }

    const fks = sqlite.query(`pragma foreign_key_list(${q(name)})`).all() as Row[];
    const byId = new Map<number, Row[]>();
    for (const fk of fks) byId.set(fk.id, [...(byId.get(fk.id) ?? []), fk]);
    for (const parts of byId.values()) {
      parts.sort((a, b) => a.seq - b.seq);
      snap.foreignKeys.push(fkLine(name, parts.map((p) => p.from), parts[0].table, parts.map((p) => p.to), parts[0].on_delete));
    }
  }
  // FTS5 sync triggers live on ordinary tables but only feed the (excluded) virtual tables.
  const feedsFts = (sql: string) => virtual.some((v) => new RegExp(`(^|[^\\w])["'\`\\[]?${v}["'\`\\]]?([^\\w]|$)`, 'i').test(sql));
  snap.triggers = master
    .filter((m) => m.type === 'trigger' && !excluded.has(m.tbl) && !feedsFts(m.sql ?? ''))
    .map((m) => m.name as string)
    .sort();
  snap.foreignKeys.sort();
  return snap;
}

function fkLine(table: string, cols: string[], ftable: string, fcols: string[], onDelete: string) {
  return `${table}(${cols.join(',')}) -> ${ftable}(${fcols.join(',')}) on delete ${String(onDelete || 'no action').toLowerCase()}`;
}

// ---------------------------------------------------------------- PostgreSQL

const PG_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

/** Introspects the public schema through information_schema.columns, pg_indexes/pg_index and pg_constraint. */
export async function snapshotPg(sql: postgres.Sql | postgres.TransactionSql, source = 'pg'): Promise<Snapshot> {
  const snap: Snapshot = { dialect: 'pg', source, tables: {}, indexes: {}, foreignKeys: [], triggers: [] };
  const tables = await sql<{ name: string }[]>`
    select table_name::text as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`;
  for (const t of tables) snap.tables[t.name] = { columns: {}, primaryKey: [] };

  const cols = await sql<{ table: string; name: string; nullable: string; def: string | null; type: string }[]>`
    select table_name::text as table, column_name::text as name, is_nullable::text as nullable,
           column_default::text as def, data_type::text as type
    from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`;
  for (const c of cols) {
    const table = snap.tables[c.table];
    if (!table) continue;
    const serial = !!c.def && /^nextval\(/i.test(c.def);
    table.columns[c.name] = { type: c.type, family: familyOf(c.type), notNull: c.nullable === 'NO', default: serial ? null : normaliseDefault(c.def), autoIncrement: serial };
  }

  const idx = await sql<{ name: string; table: string; unique: boolean; primary: boolean; partial: boolean; columns: (string | null)[] }[]>`
    select pi.indexname::text as name, pi.tablename::text as table, ix.indisunique as unique, ix.indisprimary as primary,
           ix.indpred is not null as partial,
           array(select a.attname::text
                   from unnest(ix.indkey::int2[]) with ordinality k(n, ord)
                   left join pg_attribute a on a.attrelid = ix.indrelid and a.attnum = k.n
                  where k.ord <= ix.indnkeyatts
                  order by k.ord)::text[] as columns
    from pg_indexes pi
    join pg_class ic on ic.relname = pi.indexname
    join pg_namespace ns on ns.oid = ic.relnamespace and ns.nspname = pi.schemaname
    join pg_index ix on ix.indexrelid = ic.oid
    where pi.schemaname = 'public'`;
  for (const i of idx) {
    if (i.primary) {
      if (snap.tables[i.table]) snap.tables[i.table].primaryKey = i.columns.map((c) => c ?? '<expr>');
      continue;
    }
    if (isPgTextSearchIndex(i.name)) continue;
    snap.indexes[i.name] = { table: i.table, columns: i.columns.map((c) => c ?? '<expr>'), unique: i.unique, partial: i.partial };
  }

  const fks = await sql<{ table: string; ftable: string; del: string; columns: string[]; fcolumns: string[] }[]>`
    select t.relname::text as table, ft.relname::text as ftable, c.confdeltype::text as del,
           array(select a.attname::text from unnest(c.conkey) with ordinality k(n, ord)
                   join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.ord)::text[] as columns,
           array(select a.attname::text from unnest(c.confkey) with ordinality k(n, ord)
                   join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.ord)::text[] as fcolumns
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_class ft on ft.oid = c.confrelid
    join pg_namespace ns on ns.oid = t.relnamespace
    where c.contype = 'f' and ns.nspname = 'public'`;
  snap.foreignKeys = fks.map((f) => fkLine(f.table, f.columns, f.ftable, f.fcolumns, PG_DELETE[f.del] ?? f.del)).sort();

  const triggers = await sql<{ name: string }[]>`
    select tg.tgname::text as name from pg_trigger tg
    join pg_class t on t.oid = tg.tgrelid join pg_namespace ns on ns.oid = t.relnamespace
    where not tg.tgisinternal and ns.nspname = 'public'`;
  snap.triggers = triggers.map((t) => t.name).sort();
  return snap;
}

// ---------------------------------------------------------------- Drizzle schema

/** What the Drizzle pg-core tables declare, in the same shape as an introspected PostgreSQL database. */
export function snapshotSchema(schema: Record<string, unknown>, source = 'drizzle schema'): Snapshot {
  const pgDialect = new PgDialect();
  const snap: Snapshot = { dialect: 'pg', source, tables: {}, indexes: {}, foreignKeys: [] };
  const renderDefault = (d: unknown): string | null => {
    if (d === undefined) return null;
    if (is(d, SQL)) return normaliseDefault(pgDialect.sqlToQuery(d).sql);
    if (typeof d === 'string') return normaliseDefault(`'${d.replace(/'/g, "''")}'`);
    if (typeof d === 'boolean' || typeof d === 'number') return normaliseDefault(String(d));
    if (d instanceof Date) return normaliseDefault(`'${d.toISOString()}'`);
    return normaliseDefault(`'${JSON.stringify(d).replace(/'/g, "''")}'`);
  };
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const cfg = getTableConfig(table);
    if (cfg.schema && cfg.schema !== 'public') continue;
    const columns: Record<string, ColumnSnap> = {};
    let primaryKey: string[] = [];
    for (const c of cfg.columns as PgColumn[]) {
      const type = pgTypeName(c.getSQLType());
      const serial = /serial$/i.test(c.getSQLType());
      columns[c.name] = { type, family: familyOf(type), notNull: c.notNull || c.primary, default: serial ? null : renderDefault(c.default), autoIncrement: serial };
      if (c.primary) primaryKey = [c.name];
      if (c.isUnique) snap.indexes[c.uniqueName ?? `${cfg.name}_${c.name}_unique`] = { table: cfg.name, columns: [c.name], unique: true, partial: false };
    }
    for (const pk of cfg.primaryKeys) {
      primaryKey = pk.columns.map((c) => c.name);
      for (const c of pk.columns) columns[c.name].notNull = true;
    }
    snap.tables[cfg.name] = { columns, primaryKey };
    for (const ix of cfg.indexes) {
      const name = ix.config.name!;
      if (isPgTextSearchIndex(name)) continue;
      snap.indexes[name] = {
        table: cfg.name,
        columns: ix.config.columns.map((c) => ('name' in c && typeof c.name === 'string' ? c.name : '<expr>')),
        unique: !!ix.config.unique,
        partial: !!ix.config.where,
      };
    }
    for (const u of cfg.uniqueConstraints) snap.indexes[u.getName() ?? `${cfg.name}_${u.columns.map((c) => c.name).join('_')}_unique`] = { table: cfg.name, columns: u.columns.map((c) => c.name), unique: true, partial: false };
    for (const fk of cfg.foreignKeys) {
      const ref = fk.reference();
      snap.foreignKeys.push(fkLine(cfg.name, ref.columns.map((c) => c.name), getTableConfig(ref.foreignTable).name, ref.foreignColumns.map((c) => c.name), fk.onDelete ?? 'no action'));
    }
  }
  snap.foreignKeys.sort();
  return snap;
}

// ---------------------------------------------------------------- comparison

/** Every structural difference between two snapshots, as readable lines (empty when they agree). */
export function compareSnapshots(a: Snapshot, b: Snapshot): string[] {
  const out: string[] = [];
  const A = a.source;
  const B = b.source;
  const sameDialect = a.dialect === b.dialect;
  const keys = (x: object, y: object) => [...new Set([...Object.keys(x), ...Object.keys(y)])].sort();
  const show = (v: unknown) => JSON.stringify(v);

  for (const t of keys(a.tables, b.tables)) {
    const ta = a.tables[t];
    const tb = b.tables[t];
    if (!ta || !tb) {
      out.push(`table ${t}: only in ${ta ? A : B}`);
      continue;
    }
    for (const c of keys(ta.columns, tb.columns)) {
      const ca = ta.columns[c];
      const cb = tb.columns[c];
      if (!ca || !cb) {
        out.push(`column ${t}.${c}: only in ${ca ? A : B}`);
        continue;
      }
      if (sameDialect ? ca.type !== cb.type : ca.family !== cb.family) out.push(`column ${t}.${c}: type ${A}=${sameDialect ? ca.type : ca.family} ${B}=${sameDialect ? cb.type : cb.family}`);
      if (ca.notNull !== cb.notNull) out.push(`column ${t}.${c}: not null ${A}=${ca.notNull} ${B}=${cb.notNull}`);
      if ((ca.default === null) !== (cb.default === null)) out.push(`column ${t}.${c}: default present ${A}=${ca.default !== null} ${B}=${cb.default !== null}`);
      else if (ca.default !== cb.default) out.push(`column ${t}.${c}: default ${A}=${show(ca.default)} ${B}=${show(cb.default)}`);
      if (ca.autoIncrement !== cb.autoIncrement) out.push(`column ${t}.${c}: auto-increment ${A}=${ca.autoIncrement} ${B}=${cb.autoIncrement}`);
    }
    if (show(ta.primaryKey) !== show(tb.primaryKey)) out.push(`table ${t}: primary key ${A}=${show(ta.primaryKey)} ${B}=${show(tb.primaryKey)}`);
  }

  for (const i of keys(a.indexes, b.indexes)) {
    const ia = a.indexes[i];
    const ib = b.indexes[i];
    if (!ia || !ib) {
      out.push(`index ${i}: only in ${ia ? A : B}`);
      continue;
    }
    if (ia.table !== ib.table) out.push(`index ${i}: table ${A}=${ia.table} ${B}=${ib.table}`);
    if (show(ia.columns) !== show(ib.columns)) out.push(`index ${i}: columns ${A}=${show(ia.columns)} ${B}=${show(ib.columns)}`);
    if (ia.unique !== ib.unique) out.push(`index ${i}: unique ${A}=${ia.unique} ${B}=${ib.unique}`);
    if (ia.partial !== ib.partial) out.push(`index ${i}: partial ${A}=${ia.partial} ${B}=${ib.partial}`);
  }

  const fa = new Set(a.foreignKeys);
  const fb = new Set(b.foreignKeys);
  for (const f of a.foreignKeys) if (!fb.has(f)) out.push(`foreign key ${f}: only in ${A}`);
  for (const f of b.foreignKeys) if (!fa.has(f)) out.push(`foreign key ${f}: only in ${B}`);

  if (a.triggers && b.triggers) {
    for (const t of a.triggers) if (!b.triggers.includes(t)) out.push(`trigger ${t}: only in ${A}`);
    for (const t of b.triggers) if (!a.triggers.includes(t)) out.push(`trigger ${t}: only in ${B}`);
  }
  return out;
}
