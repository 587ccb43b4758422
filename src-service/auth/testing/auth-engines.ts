import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { PostgresSqlDatabase } from '../../storage/postgres-sql-database.ts';
import type { SqlDatabase, SqlDialect } from '../../storage/sql-database.ts';
import { openTestDatabase, testEngines, type TestDatabase } from '../../testing/test-engine.ts';

/** Both engines, for `describe.each`. */
export const engines: readonly SqlDialect[] = testEngines;

export interface EngineDatabase {
  readonly db: SqlDatabase;
  /** A temporary folder for files of the test (a legacy key file). */
  readonly dir: string;
  /**
   * Another handle on the same database, as a second instance of the service has: a pool of
   * its own on PostgreSQL. On SQLite the same handle: two connections of one process would wait
   * for each other's write lock on one thread (two-processes.test.ts has two processes).
   */
  another(): Promise<SqlDatabase>;
}

/**
 * Fresh migrated databases on either engine (testing/test-engine.ts) for the tests of one file;
 * everything a test opened is closed after it.
 */
export function useEngineDatabases(): (dialect: SqlDialect) => Promise<EngineDatabase> {
  const opened: (TestDatabase | SqlDatabase)[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return async (dialect) => {
    const dir = mkdtempSync(join(tmpdir(), 'stint-auth-'));
    dirs.push(dir);
    const test = await openTestDatabase(dialect);
    opened.push(test);
    const { url } = test;
    return {
      db: test.db,
      dir,
      another: async () => {
        if (url === undefined) return test.db;
        const other = await PostgresSqlDatabase.open(url, 4);
        opened.push(other);
        return other;
      },
    };
  };
}
