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

/**
 * One fresh, migrated database. `another` opens a second handle on it, as a second instance of
 * the service would: on PostgreSQL a second pool. On SQLite it answers the same handle, since two
 * connections of one process on one file wait for each other for good (a transaction holds the
 * file's write lock across awaits while the other connection's BEGIN blocks the only thread);
 * a second SQLite instance is a second process (security/two-instances.test.ts).
 */
export interface EngineDatabase {
  readonly db: SqlDatabase;
  readonly another: () => Promise<SqlDatabase>;
}

/**
 * Fresh migrated databases on either engine for a test file: a private PostgreSQL server is
 * started once (only when a test asks for one), every handle is closed after its test (or, with
 * `lifetime: 'file'`, for databases made once in a `beforeAll`, after the file), folders removed.
 * Call at the top level of a test file.
 */
export function useEngineDatabases(
  options: { readonly lifetime?: 'test' | 'file' } = {},
): (engine: SqlDialect) => Promise<EngineDatabase> {
  let server: Promise<PostgresServer> | null = null;
  const handles: SqlDatabase[] = [];
  const dirs: string[] = [];
  const release = async (): Promise<void> => {
    // A test may have closed its database itself (to see what a closed one answers).
    for (const handle of handles.splice(0).reverse()) await handle.close().catch(() => undefined);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  };
  if (options.lifetime !== 'file') afterEach(release);
  afterAll(async () => {
    await release();
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
      const db = keep(openSqliteDatabase(dir, 'NORMAL'));
      return { db, another: () => Promise.resolve(db) };
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
