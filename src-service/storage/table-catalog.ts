import type { Database } from 'better-sqlite3';

export interface TableInfo {
  readonly name: string;
  readonly columns: ReadonlySet<string>;
  /** Has `organization_id`: every query on it must be scoped to one organization. */
  readonly tenantOwned: boolean;
  /** Has `trash_item_id`: live queries see only rows outside the trash. */
  readonly trashable: boolean;
}

export type TableCatalog = ReadonlyMap<string, TableInfo>;

/**
 * The catalog of tables given each table's columns. Identifiers cannot be bound as parameters,
 * so every table or column name a query builder puts into SQL is checked against it first.
 */
export function catalogOf(tables: ReadonlyMap<string, readonly string[]>): TableCatalog {
  const map = new Map<string, TableInfo>();
  for (const [name, names] of tables) {
    const columns = new Set(names);
    map.set(name, {
      name,
      columns,
      tenantOwned: name !== 'organizations' && columns.has('organization_id'),
      trashable: columns.has('trash_item_id'),
    });
  }
  return map;
}

/** The tables and columns of an SQLite database as the migrations left them. */
export function readSqliteCatalog(db: Database): TableCatalog {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  return catalogOf(
    new Map(
      tables.map((name) => [
        name,
        db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(name).map(String),
      ]),
    ),
  );
}

const identifier = /^[a-z_][a-z0-9_]*$/;

export function assertIdentifier(name: string): void {
  if (!identifier.test(name)) throw new Error(`Not an SQL identifier: ${name}`);
}
