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

const catalogs = new WeakMap<Database, TableCatalog>();

/**
 * The tables and columns of the database as the migrations left them, read once per connection.
 * Identifiers cannot be bound as parameters, so every table or column name a query builder puts
 * into SQL is checked against this catalog first.
 */
export function tableCatalog(db: Database): TableCatalog {
  let catalog = catalogs.get(db);
  if (catalog === undefined) {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    const map = new Map<string, TableInfo>();
    for (const name of tables) {
      const columns = new Set(
        (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(name) as string[]).map(String),
      );
      map.set(name, {
        name,
        columns,
        tenantOwned: name !== 'organizations' && columns.has('organization_id'),
        trashable: columns.has('trash_item_id'),
      });
    }
    catalog = map;
    catalogs.set(db, catalog);
  }
  return catalog;
}

const identifier = /^[a-z_][a-z0-9_]*$/;

export function assertIdentifier(name: string): void {
  if (!identifier.test(name)) throw new Error(`Not an SQL identifier: ${name}`);
}
