import type { Database } from 'better-sqlite3';
import { sql } from 'kysely';
import type { PostgresDatabase } from '../postgres-database.ts';

/**
 * One engine-neutral description of a schema, so the SQLite and PostgreSQL forms of the
 * migrations can be compared: types in SQLite's words, case-insensitive index keys as
 * `nocase(column)`, constraint-made unique indexes by their columns (their names differ by
 * engine), explicit indexes by name.
 */
export interface ColumnShape {
  readonly type: string;
  readonly notNull: boolean;
  readonly default: string | null;
}

export interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKey: string[];
  uniqueConstraints: string[];
  indexes: Record<string, string>;
  foreignKeys: string[];
  /** How many CHECK constraints: their text differs by engine, their number must not. */
  checks: number;
}

export type SchemaShape = Record<string, TableShape>;

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}
interface SqliteIndex {
  name: string;
  unique: number;
  origin: string;
  partial: number;
}
interface SqliteIndexColumn {
  name: string | null;
  coll: string;
}
interface SqliteForeignKey {
  id: number;
  table: string;
  from: string;
  to: string | null;
  on_delete: string;
}

function foreignKey(from: string[], table: string, to: string[], onDelete: string): string {
  return `(${from.join(', ')}) -> ${table} (${to.join(', ')}) on delete ${onDelete.toLowerCase()}`;
}

export function sqliteShape(db: Database): SchemaShape {
  const shape: SchemaShape = {};
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  for (const table of tables) {
    const columns: Record<string, ColumnShape> = {};
    const cols = db.prepare('SELECT * FROM pragma_table_info(?) ORDER BY cid').all(table) as SqliteColumn[];
    for (const c of cols) columns[c.name] = { type: c.type, notNull: c.notnull === 1, default: c.dflt_value };
    const primaryKey = cols
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    const uniqueConstraints: string[] = [];
    const indexes: Record<string, string> = {};
    for (const index of db.prepare('SELECT * FROM pragma_index_list(?)').all(table) as SqliteIndex[]) {
      if (index.origin === 'pk') continue;
      const keys = (
        db
          .prepare('SELECT name, coll FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno')
          .all(index.name) as SqliteIndexColumn[]
      ).map((k) => (k.coll === 'NOCASE' ? `nocase(${k.name ?? '?'})` : (k.name ?? '(expression)')));
      if (index.origin === 'u') {
        uniqueConstraints.push(keys.join(', '));
        continue;
      }
      const definition = db
        .prepare('SELECT sql FROM sqlite_master WHERE name = ?')
        .pluck()
        .get(index.name) as string;
      const where = index.partial === 1 ? / WHERE (.*)$/s.exec(definition)?.[1]?.trim() : undefined;
      indexes[index.name] =
        `${index.unique === 1 ? 'unique ' : ''}(${keys.join(', ')})${where === undefined ? '' : ` where ${where}`}`;
    }
    const fks = new Map<number, { table: string; from: string[]; to: string[]; onDelete: string }>();
    for (const fk of db
      .prepare('SELECT * FROM pragma_foreign_key_list(?) ORDER BY id, seq')
      .all(table) as SqliteForeignKey[]) {
      const entry = fks.get(fk.id) ?? { table: fk.table, from: [], to: [], onDelete: fk.on_delete };
      entry.from.push(fk.from);
      entry.to.push(fk.to ?? '(primary key)');
      fks.set(fk.id, entry);
    }
    const foreignKeys = [...fks.values()].map((fk) => foreignKey(fk.from, fk.table, fk.to, fk.onDelete));
    const definition = db
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
      .pluck()
      .get(table) as string;
    shape[table] = {
      checks: definition.match(/\bCHECK \(/g)?.length ?? 0,
      columns,
      primaryKey,
      uniqueConstraints: uniqueConstraints.sort(),
      indexes,
      foreignKeys: foreignKeys.sort(),
    };
  }
  return shape;
}

// How each PostgreSQL type of the migrations reads in SQLite's words; text must be "C" (bytewise,
// as SQLite compares), anything else shows up as a type of its own and fails the comparison.
// numeric is SQLite's REAL where PostgreSQL keeps sums exact (the report totals' money).
function sqliteTypeOf(dataType: string, collation: string | null): string {
  if (dataType === 'text') return collation === 'C' ? 'TEXT' : `text collate ${collation ?? 'default'}`;
  return (
    { bigint: 'INTEGER', 'double precision': 'REAL', numeric: 'REAL', bytea: 'BLOB' }[dataType] ?? dataType
  );
}

// `'UTC'::text` -> `'UTC'`: the cast is how PostgreSQL prints a literal default, not a difference.
const withoutCasts = (expression: string): string =>
  expression.replace(/::(text|bigint|double precision)/g, '');

const onDeleteWords: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

export async function postgresShape(db: PostgresDatabase): Promise<SchemaShape> {
  const shape: SchemaShape = {};
  const columns = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    collation_name: string | null;
    column_default: string | null;
  }>`
    SELECT table_name, column_name, data_type, is_nullable, collation_name, column_default
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name <> 'schema_version'
    ORDER BY table_name, ordinal_position`.execute(db);
  const tableOf = (name: string): TableShape => {
    const existing = shape[name];
    if (existing !== undefined) return existing;
    const table: TableShape = {
      checks: 0,
      columns: {},
      primaryKey: [],
      uniqueConstraints: [],
      indexes: {},
      foreignKeys: [],
    };
    shape[name] = table;
    return table;
  };
  for (const c of columns.rows) {
    tableOf(c.table_name).columns[c.column_name] = {
      type: sqliteTypeOf(c.data_type, c.collation_name),
      notNull: c.is_nullable === 'NO',
      default: c.column_default === null ? null : withoutCasts(c.column_default),
    };
  }
  const indexes = await sql<{
    table_name: string;
    index_name: string;
    is_unique: boolean;
    is_primary: boolean;
    constraint_type: string | null;
    keys: string[];
    predicate: string | null;
  }>`
    SELECT t.relname AS table_name, c.relname AS index_name, i.indisunique AS is_unique,
      i.indisprimary AS is_primary,
      (SELECT contype::text FROM pg_constraint WHERE conindid = i.indexrelid AND contype IN ('p', 'u')) AS constraint_type,
      ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true) FROM generate_series(1, i.indnkeyatts) AS k) AS keys,
      pg_get_expr(i.indpred, i.indrelid) AS predicate
    FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_class t ON t.oid = i.indrelid
    WHERE t.relnamespace = current_schema()::regnamespace AND t.relname <> 'schema_version'`.execute(db);
  for (const index of indexes.rows) {
    const table = tableOf(index.table_name);
    const keys = index.keys.map((k) => k.replace(/^lower\((\w+)\)$/, 'nocase($1)'));
    if (index.is_primary) {
      table.primaryKey = keys;
      continue;
    }
    if (index.constraint_type === 'u') {
      table.uniqueConstraints.push(keys.join(', '));
      continue;
    }
    const where =
      index.predicate === null ? '' : ` where ${withoutCasts(index.predicate).replace(/^\((.*)\)$/s, '$1')}`;
    table.indexes[index.index_name] = `${index.is_unique ? 'unique ' : ''}(${keys.join(', ')})${where}`;
  }
  const fks = await sql<{
    table_name: string;
    from_columns: string[];
    to_table: string;
    to_columns: string[];
    on_delete: string;
  }>`
    SELECT t.relname AS table_name, f.relname AS to_table, k.confdeltype::text AS on_delete,
      ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY AS u(n, o)
        JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.o) AS from_columns,
      ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY AS u(n, o)
        JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.o) AS to_columns
    FROM pg_constraint k
      JOIN pg_class t ON t.oid = k.conrelid
      JOIN pg_class f ON f.oid = k.confrelid
    WHERE k.contype = 'f' AND t.relnamespace = current_schema()::regnamespace`.execute(db);
  for (const fk of fks.rows) {
    tableOf(fk.table_name).foreignKeys.push(
      foreignKey(fk.from_columns, fk.to_table, fk.to_columns, onDeleteWords[fk.on_delete] ?? fk.on_delete),
    );
  }
  const checks = await sql<{ table_name: string; checks: number }>`
    SELECT t.relname AS table_name, count(*)::int AS checks
    FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid
    WHERE k.contype = 'c' AND t.relnamespace = current_schema()::regnamespace
    GROUP BY t.relname`.execute(db);
  for (const row of checks.rows) tableOf(row.table_name).checks = row.checks;
  for (const table of Object.values(shape)) {
    table.uniqueConstraints.sort();
    table.foreignKeys.sort();
  }
  return shape;
}
