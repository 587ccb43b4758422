import BetterSqlite3 from 'better-sqlite3';
import { filterFunctionsPostgres } from '../../storage/migrations/v009-filter-functions-postgres.ts';
import { PostgresSqlDatabase } from '../../storage/postgres-sql-database.ts';
import type { SqlDatabase, SqlDialect } from '../../storage/sql-database.ts';
import { registerFilterFunctions } from '../../storage/sqlite-functions.ts';
import { SqliteSqlDatabase } from '../../storage/sqlite-sql-database.ts';
import { emptyPostgresUrl } from '../../testing/test-engine.ts';
import { resourceList } from '../resources/registry.ts';
import { createSchemaFromDefinitions, storedColumns } from './definition-schema.ts';
import { fixtureData } from './filter-fixture.ts';

/** The engines the `$filter`, `$orderby` and summary compilers are tested on. */
export const filterEngines: readonly SqlDialect[] = ['sqlite', 'postgres'];

// The definitions' SQLite types as the PostgreSQL migrations translate them.
const postgresType: Readonly<Record<string, string>> = {
  TEXT: 'text COLLATE "C"',
  INTEGER: 'bigint',
  REAL: 'double precision',
};

/**
 * A database holding one table per resource, straight from the definitions, with the functions
 * compiled filters call: SQLite in memory, or a fresh database on the test PostgreSQL server
 * (testing/test-engine.ts). `stop` closes it.
 */
export interface FilterDatabase {
  readonly db: SqlDatabase;
  stop(): Promise<void>;
}

export async function openFilterDatabase(dialect: SqlDialect): Promise<FilterDatabase> {
  if (dialect === 'sqlite') {
    const sqlite = new BetterSqlite3(':memory:');
    registerFilterFunctions(sqlite);
    createSchemaFromDefinitions(sqlite);
    const db = new SqliteSqlDatabase(sqlite);
    return { db, stop: () => db.close() };
  }
  const url = await emptyPostgresUrl();
  const setup = await PostgresSqlDatabase.open(url, 1);
  try {
    for (const resource of resourceList) {
      const columns = [...storedColumns(resource)].map(([name, type]) =>
        name === 'id' ? 'id text COLLATE "C" PRIMARY KEY NOT NULL' : `${name} ${postgresType[type] ?? type}`,
      );
      await setup.run(`CREATE TABLE ${resource.table} (${columns.join(', ')})`);
    }
    await setup.run(filterFunctionsPostgres);
  } finally {
    await setup.close();
  }
  // Opened again so that its catalog holds the tables.
  const db = await PostgresSqlDatabase.open(url, 2);
  return { db, stop: () => db.close() };
}

/** The rows of the fuzz fixture (./filter-fixture.ts), on either engine. */
export async function insertFixtureRows(db: SqlDatabase): Promise<void> {
  for (const { table, rows } of Object.values(fixtureData)) {
    for (const row of rows) {
      const columns = Object.keys(row);
      await db.run(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        columns.map((c) => row[c] as string | bigint | number | null),
      );
    }
  }
}
