import { is, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import {
  foreignKey,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type SQLiteColumnBuilderBase,
  type SQLiteTableWithColumns,
} from 'drizzle-orm/sqlite-core';

type AnySqliteTable = SQLiteTableWithColumns<any>;

function columnFor(col: PgColumn): SQLiteColumnBuilderBase {
  let b: any;
  switch (col.columnType) {
    case 'PgSerial':
      return integer(col.name).primaryKey({ autoIncrement: true });
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgBigInt53':
      b = integer(col.name);
      break;
    case 'PgText':
    case 'PgVarchar':
    case 'PgUUID':
      b = text(col.name);
      break;
    case 'PgBoolean':
      b = integer(col.name, { mode: 'boolean' });
      break;
    case 'PgTimestamp':
      b = integer(col.name, { mode: 'timestamp_ms' });
      break;
    case 'PgJsonb':
    case 'PgJson':
      b = text(col.name, { mode: 'json' });
      break;
    case 'PgDoublePrecision':
    case 'PgReal':
      b = real(col.name);
      break;
    default:
      throw new Error(`no SQLite mapping for ${col.columnType} (${col.name})`);
  }
  if (col.primary) b = b.primaryKey();
  if (col.notNull) b = b.notNull();
  if (col.default !== undefined) b = b.default(col.default);
  if (col.defaultFn) b = b.$defaultFn(col.defaultFn);
  if (col.onUpdateFn) b = b.$onUpdateFn(col.onUpdateFn);
  if (col.isUnique) b = b.unique(col.uniqueName);
  return b;
}

/**
 * Builds the SQLite twin of every PostgreSQL table, so each table is written once.
 * Partial-index conditions must be raw SQL without column references (they are shared as is).
 */
export function toSqliteSchema<S extends Record<string, unknown>>(pgSchema: S): Record<string, AnySqliteTable> {
  const byPg = new Map<PgTable, AnySqliteTable>();
  const out: Record<string, AnySqliteTable> = {};
  const pgTables = Object.entries(pgSchema).filter((e): e is [string, PgTable] => is(e[1], PgTable));
  for (const [key, pgTable] of pgTables) {
    const cfg = getTableConfig(pgTable);
    const cols: Record<string, SQLiteColumnBuilderBase> = {};
    const keyOf = new Map<string, string>();
    for (const [k, c] of Object.entries(pgTable as unknown as Record<string, PgColumn>)) {
      if (cfg.columns.includes(c)) {
        cols[k] = columnFor(c);
        keyOf.set(c.name, k);
      }
    }
    const table = sqliteTable(cfg.name, cols, (t: any) => {
      const pick = (c: { name: string }) => t[keyOf.get(c.name)!];
      const extras: any[] = [];
      for (const ix of cfg.indexes) {
        const on = ix.config.columns.map((c) => {
          if (!('name' in c)) throw new Error(`expression index ${ix.config.name} needs a dialect-specific migration`);
          return pick(c as PgColumn);
        });
        let b: any = (ix.config.unique ? uniqueIndex : index)(ix.config.name!).on(on[0], ...on.slice(1));
        if (ix.config.where) b = b.where(ix.config.where as SQL);
        extras.push(b);
      }
      for (const pk of cfg.primaryKeys) extras.push(primaryKey({ name: pk.getName(), columns: pk.columns.map(pick) as any }));
      for (const fk of cfg.foreignKeys) {
        const ref = fk.reference();
        const name = fk.getName();
        extras.push(
          foreignKey({
            name,
            columns: ref.columns.map(pick) as any,
            foreignColumns: ref.foreignColumns.map((fc) => {
              const target = ref.foreignTable === pgTable ? t : (byPg.get(ref.foreignTable) as any);
              if (!target) throw new Error(`${cfg.name}: referenced table must be declared first`);
              const fkey = Object.entries(ref.foreignTable as any).find(([, v]) => v === fc)![0];
              return target[fkey];
            }) as any,
          }).onDelete(fk.onDelete ?? 'no action'),
        );
      }
      return extras;
    });
    byPg.set(pgTable, table);
    out[key] = table;
  }
  return out;
}
