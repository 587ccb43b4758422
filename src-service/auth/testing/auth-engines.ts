import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { openSqliteDatabase } from '../../storage/database.ts';
import { openPostgres } from '../../storage/postgres-database.ts';
import { migratePostgres } from '../../storage/postgres-migrations.ts';
import { PostgresSqlDatabase } from '../../storage/postgres-sql-database.ts';
import type { SqlDatabase, SqlDialect } from '../../storage/sql-database.ts';
import { startPostgres, type PostgresServer } from '../../storage/testing/postgres-server.ts';

/** Both engines, for `describe.each`. */
export const engines: readonly SqlDialect[] = ['sqlite', 'postgres'];

export interface EngineDatabase {
  readonly db: SqlDatabase;
  /** A temporary folder of this database (SQLite keeps its file there; files of a test go there). */
  readonly dir: string;
  /** Another connection to the same database, as a second instance of the service has. */
  another(): Promise<SqlDatabase>;
}

/**
 * Fresh migrated databases on either engine for the tests of one file: SQLite in a temporary
 * folder, PostgreSQL in a private server started at the first use and stopped after the file.
 * Everything a test opened is closed after it.
 */
export function useEngineDatabases(): (dialect: SqlDialect) => Promise<EngineDatabase> {
  let server: Promise<PostgresServer> | null = null;
  const opened: SqlDatabase[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    if (server !== null) await (await server).stop();
  });
  const keep = <T extends SqlDatabase>(db: T): T => {
    opened.push(db);
    return db;
  };
  return async (dialect) => {
    const dir = mkdtempSync(join(tmpdir(), 'stint-auth-'));
    dirs.push(dir);
    if (dialect === 'sqlite') {
      const db = keep(openSqliteDatabase(dir));
      return { db, dir, another: () => Promise.resolve(keep(openSqliteDatabase(dir))) };
    }
    server ??= startPostgres();
    const url = await (await server).createDatabase();
    const migrator = openPostgres(url, 1);
    try {
      await migratePostgres(migrator);
    } finally {
      await migrator.destroy();
    }
    const db = keep(await PostgresSqlDatabase.open(url, 4));
    return { db, dir, another: async () => keep(await PostgresSqlDatabase.open(url, 4)) };
  };
}
