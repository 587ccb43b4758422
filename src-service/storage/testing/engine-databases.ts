import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { openSqliteDatabase } from '../database.ts';
import { openPostgres } from '../postgres-database.ts';
import { migratePostgres } from '../postgres-migrations.ts';
import { PostgresSqlDatabase } from '../postgres-sql-database.ts';
import type { SqlDatabase, SqlDialect } from '../sql-database.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';

export const engines: readonly SqlDialect[] = ['sqlite', 'postgres'];

/** One fresh, migrated database; `another` opens a second handle on it (a second instance). */
export interface EngineDatabase {
  readonly db: SqlDatabase;
  another(): Promise<SqlDatabase>;
}

/**
 * Fresh migrated databases on either engine for a test file: a private PostgreSQL server is
 * started once (only when a test asks for one), every handle is closed after its test, folders
 * removed. Call at the top level of a test file.
 */
export function useEngineDatabases(): (engine: SqlDialect) => Promise<EngineDatabase> {
  let server: Promise<PostgresServer> | null = null;
  const handles: SqlDatabase[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0).reverse()) await handle.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    if (server !== null) await (await server).stop();
  });
  const keep = <T extends SqlDatabase>(db: T): T => {
    handles.push(db);
    return db;
  };
  return async (engine) => {
    if (engine === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'stint-engine-'));
      dirs.push(dir);
      // Thousands of small commits in some tests: not waiting for the disk keeps them quick.
      return {
        db: keep(openSqliteDatabase(dir, 'NORMAL')),
        another: () => Promise.resolve(keep(openSqliteDatabase(dir, 'NORMAL'))),
      };
    }
    server ??= startPostgres();
    const url = await (await server).createDatabase();
    const migrator = openPostgres(url, 1);
    try {
      await migratePostgres(migrator);
    } finally {
      await migrator.destroy();
    }
    return {
      db: keep(await PostgresSqlDatabase.open(url, 4)),
      another: async () => keep(await PostgresSqlDatabase.open(url, 4)),
    };
  };
}
