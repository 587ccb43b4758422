import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openSqliteDatabase } from '../../storage/database.ts';
import { openPostgres } from '../../storage/postgres-database.ts';
import { migratePostgres } from '../../storage/postgres-migrations.ts';
import { PostgresSqlDatabase } from '../../storage/postgres-sql-database.ts';
import type { SqlDatabase, SqlDialect } from '../../storage/sql-database.ts';
import { startPostgres, type PostgresServer } from '../../storage/testing/postgres-server.ts';

/** Both engines the identity module's SQL must run on, for `describe.each`. */
export const engines: readonly SqlDialect[] = ['sqlite', 'postgres'];

/**
 * Registers the hooks of a test file whose tests need a fresh migrated database of either engine:
 * a real SQLite file in a temporary folder, or a database on a private PostgreSQL server started
 * for the file. The PostgreSQL schema is migrated once into a template that each test copies
 * (much faster than migrating every time). Whatever a test opened is closed after it.
 */
export function freshDatabases(): (engine: SqlDialect) => Promise<SqlDatabase> {
  let server: PostgresServer | undefined;
  let template = '';
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    server = await startPostgres();
    const url = await server.createDatabase();
    const migrating = openPostgres(url, 1);
    try {
      await migratePostgres(migrating);
    } finally {
      await migrating.destroy();
    }
    template = new URL(url).pathname.slice(1);
  }, 60_000);
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await server?.stop();
  });

  return async (engine) => {
    if (engine === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'stint-identity-'));
      const db = openSqliteDatabase(dir);
      cleanups.push(async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      });
      return db;
    }
    if (server === undefined) throw new Error('The PostgreSQL server did not start.');
    const name = `i_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const url = new URL(server.adminUrl);
    url.pathname = `/${name}`;
    const db = await PostgresSqlDatabase.open(url.toString());
    cleanups.push(() => db.close());
    return db;
  };
}
