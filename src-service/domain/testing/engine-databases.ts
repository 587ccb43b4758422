import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openSqliteDatabase } from '../../storage/database.ts';
import { openPostgres } from '../../storage/postgres-database.ts';
import { migratePostgres } from '../../storage/postgres-migrations.ts';
import { PostgresSqlDatabase } from '../../storage/postgres-sql-database.ts';
import type { SqlDatabase, SqlDialect } from '../../storage/sql-database.ts';
import { startPostgres, type PostgresServer } from '../../storage/testing/postgres-server.ts';

/** Both engines, for `describe.each(engines)`. */
export const engines: readonly SqlDialect[] = ['sqlite', 'postgres'];

/**
 * Fresh, migrated service databases on either engine for one test file: SQLite in a temporary
 * folder, PostgreSQL in a private server started on the first request for one (each database a
 * copy of one migrated template, far faster than migrating each). `closeAll` closes them and
 * stops the server; call it in `afterAll`.
 */
export class EngineDatabases {
  #server: Promise<{ server: PostgresServer; template: string }> | null = null;
  readonly #open: { db: SqlDatabase; dir: string | null }[] = [];

  async open(dialect: SqlDialect): Promise<SqlDatabase> {
    if (dialect === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'stint-engine-'));
      const db = openSqliteDatabase(dir);
      this.#open.push({ db, dir });
      return db;
    }
    this.#server ??= startWithTemplate();
    const { server, template } = await this.#server;
    const name = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(server.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const db = await PostgresSqlDatabase.open(server.adminUrl.replace(/\/postgres$/, `/${name}`), 4);
    this.#open.push({ db, dir: null });
    return db;
  }

  /** Closes the databases opened so far (the server keeps running for the next test). */
  async closeOpen(): Promise<void> {
    for (const { db, dir } of this.#open.splice(0)) {
      await db.close();
      if (dir !== null) rmSync(dir, { recursive: true, force: true });
    }
  }

  async closeAll(): Promise<void> {
    await this.closeOpen();
    const running = this.#server;
    this.#server = null;
    if (running !== null) await (await running).server.stop();
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function startWithTemplate(): Promise<{ server: PostgresServer; template: string }> {
  const server = await startPostgres();
  try {
    const url = await server.createDatabase();
    const migrator = openPostgres(url, 1);
    try {
      await migratePostgres(migrator);
    } finally {
      await migrator.destroy();
    }
    return { server, template: new URL(url).pathname.slice(1) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** A user row as the identity module writes one (fixtures need no password). */
export async function insertUser(db: SqlDatabase, firstName: string, lastName: string): Promise<string> {
  const id = randomUUID();
  await db.run(
    `INSERT INTO users (id, email, first_name, last_name, email_verified, active, password_hash, version, created_at, updated_at)
     VALUES (?, ?, ?, ?, 1, 1, NULL, 1, 1, 1)`,
    [id, `${id}@example.com`, firstName, lastName],
  );
  return id;
}

/** An organization row in `timeZone`, as the identity module writes one. */
export async function insertOrganization(
  db: SqlDatabase,
  title: string,
  timeZone = 'Europe/Berlin',
): Promise<string> {
  const id = randomUUID();
  await db.run(
    `INSERT INTO organizations (id, auth_organization_id, title, account_url, time_zone, currency, version, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'EUR', 1, 1, 1)`,
    [id, randomUUID(), title, id, timeZone],
  );
  return id;
}
