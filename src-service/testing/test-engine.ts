import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach } from 'vitest';
import { openSqliteDatabase, type SyncMode } from '../storage/database.ts';
import { openPostgres } from '../storage/postgres-database.ts';
import { migratePostgres } from '../storage/postgres-migrations.ts';
import { PostgresSqlDatabase } from '../storage/postgres-sql-database.ts';
import type { SqlDatabase, SqlDialect } from '../storage/sql-database.ts';
import { watchedChannel } from '../storage/watched-tables.ts';
import { startPostgres } from '../storage/testing/postgres-server.ts';

/** The engine the service's tests run on: one suite, run once per engine (`npm run test:postgres`). */
export type TestEngine = SqlDialect;

export const testEngines: readonly TestEngine[] = ['sqlite', 'postgres'];

/** Both engines, for `describe.each(engines)`. */
export const engines = testEngines;

/** STINT_TEST_ENGINE: `sqlite` (the default, also when empty) or `postgres`; anything else is a mistake. */
export function testEngine(env: NodeJS.ProcessEnv = process.env): TestEngine {
  const value = env['STINT_TEST_ENGINE'] ?? '';
  if (value === '' || value === 'sqlite') return 'sqlite';
  if (value === 'postgres') return 'postgres';
  throw new Error(
    `STINT_TEST_ENGINE is ${JSON.stringify(value)}: give sqlite or postgres (or leave it unset).`,
  );
}

interface SharedServer {
  /** The server's own `postgres` database, where databases are created. */
  readonly adminUrl: string;
  /** A database migrated once; every fresh database is a copy of it (far faster than migrating each). */
  readonly template: string;
  /** Stops the server when this process started it; nothing for a server given from outside. */
  stop(): Promise<void>;
}

/**
 * STINT_TEST_POSTGRES_ADMIN_URL: a running server (its `postgres` database) that a whole run
 * shares (`scripts/testing/with-postgres.ts` starts one), instead of a server per test process: starting
 * and stopping one costs seconds, for every test file.
 */
const externalAdminUrl = process.env['STINT_TEST_POSTGRES_ADMIN_URL'] ?? '';
/** STINT_TEST_POSTGRES_TEMPLATE: a database on that server migrated once for the whole run. */
const externalTemplate = process.env['STINT_TEST_POSTGRES_TEMPLATE'] ?? '';

let shared: Promise<SharedServer> | undefined;

async function adminQuery(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const databaseUrl = (adminUrl: string, name: string): string => adminUrl.replace(/\/postgres$/, `/${name}`);

/** Announces a watched change on the database at `url`, as a commit by another instance would. */
export async function notifyWatched(url: string): Promise<void> {
  await adminQuery(url, `NOTIFY ${watchedChannel}`);
}

/** Creates and migrates a template database on the server; answers its name. */
export async function migratedTemplate(adminUrl: string): Promise<string> {
  const template = `stint_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const migrating = openPostgres(databaseUrl(adminUrl, template), 1);
  try {
    await migratePostgres(migrating);
  } finally {
    await migrating.destroy();
  }
  return template;
}

async function startShared(): Promise<SharedServer> {
  if (externalAdminUrl !== '') {
    const template = externalTemplate !== '' ? externalTemplate : await migratedTemplate(externalAdminUrl);
    return { adminUrl: externalAdminUrl, template, stop: () => Promise.resolve() };
  }
  const server = await startPostgres();
  try {
    const template = await migratedTemplate(server.adminUrl);
    const { rows } = await adminQuery(server.adminUrl, 'SHOW data_directory');
    const dataDirectory = String((rows[0] as { data_directory: unknown }).data_directory);
    process.once('exit', () => stopAtExit(dataDirectory));
    return { adminUrl: server.adminUrl, template, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * `exit` handlers cannot wait: signal the postmaster to stop at once (SIGQUIT, an immediate
 * shutdown) and remove its folder. Only reached when the file's afterAll did not run.
 */
function stopAtExit(dataDirectory: string): void {
  const pidFile = join(dataDirectory, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = (): boolean => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!Number.isSafeInteger(pid) || pid <= 0 || !alive()) return;
  process.kill(pid, 'SIGQUIT');
  // Its folder goes only once it is gone, or it would write into the folder being removed.
  const deadline = Date.now() + 5000;
  while (alive() && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  rmSync(dirname(dataDirectory), { recursive: true, force: true, maxRetries: 5 });
}

/** The private PostgreSQL of this test process, started by the first call (or the run's shared one). */
function sharedServer(): Promise<SharedServer> {
  shared ??= startShared();
  return shared;
}

// Under Vitest each test file has a module graph of its own: stop its server after the file.
// Elsewhere (a script) the exit handler stops it.
if (process.env['VITEST'] !== undefined) {
  afterAll(async () => {
    const running = shared;
    shared = undefined;
    if (running !== undefined) await (await running).stop();
  });
}

/** A fresh PostgreSQL database at this code's schema, on this process's private server. */
export async function migratedPostgresUrl(): Promise<string> {
  const { adminUrl, template } = await sharedServer();
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return databaseUrl(adminUrl, name);
}

/** A fresh EMPTY PostgreSQL database (no schema: for tests of migrating, or of a schema of their own). */
export async function emptyPostgresUrl(): Promise<string> {
  const { adminUrl } = await sharedServer();
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return databaseUrl(adminUrl, name);
}

export interface TestDatabase {
  readonly db: SqlDatabase;
  /** The PostgreSQL URL, or undefined on SQLite. */
  readonly url: string | undefined;
  close(): Promise<void>;
}

/** A fresh, migrated service database on `engine` (a temporary SQLite folder or a new PostgreSQL database). */
export async function openTestDatabase(engine: TestEngine = testEngine()): Promise<TestDatabase> {
  if (engine === 'postgres') {
    const url = await migratedPostgresUrl();
    const db = await PostgresSqlDatabase.open(url, 4);
    return { db, url, close: () => db.close() };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-test-db-'));
  const db = openSqliteDatabase(dataDir);
  return {
    db,
    url: undefined,
    async close() {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One fresh, migrated database of a test, from `useEngineDatabases`. */
export interface EngineDatabase {
  readonly db: SqlDatabase;
  /** The PostgreSQL URL, or undefined on SQLite. */
  readonly url: string | undefined;
  /** A fresh empty folder for the test's own files (a legacy key file, say). */
  readonly dir: string;
  /**
   * Another handle on the same database, as a second instance of the service has: a pool of its
   * own on PostgreSQL, a second connection to the same file on SQLite. Closed with the first.
   */
  readonly another: () => Promise<SqlDatabase>;
}

/**
 * Fresh migrated databases on either engine for the tests of one file (PostgreSQL on this
 * process's server, or the run's shared one): whatever a test opened is closed after it, or with
 * `lifetime: 'file'` (databases opened once in a `beforeAll`) after the file, folders removed.
 * Call at the top level of a test file.
 */
export function useEngineDatabases(
  options: { readonly lifetime?: 'test' | 'file'; readonly sync?: SyncMode } = {},
): (engine: TestEngine) => Promise<EngineDatabase> {
  // Thousands of small commits in some tests: not waiting for the disk keeps them quick.
  const sync = options.sync ?? 'NORMAL';
  const handles: SqlDatabase[] = [];
  const dirs: string[] = [];
  const release = async (): Promise<void> => {
    // A test may have closed a handle itself (to see what a closed one answers).
    for (const handle of handles.splice(0).reverse()) await handle.close().catch(() => undefined);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  };
  if (options.lifetime === 'file') afterAll(release);
  else afterEach(release);
  const keep = <T extends SqlDatabase>(db: T): T => {
    handles.push(db);
    return db;
  };
  const folder = (prefix: string): string => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  return async (engine) => {
    const dir = folder('stint-test-files-');
    if (engine === 'sqlite') {
      const dataDir = folder('stint-test-db-');
      return {
        db: keep(openSqliteDatabase(dataDir, sync)),
        url: undefined,
        dir,
        another: () => Promise.resolve(keep(openSqliteDatabase(dataDir, sync))),
      };
    }
    const url = await migratedPostgresUrl();
    return {
      db: keep(await PostgresSqlDatabase.open(url, 4)),
      url,
      dir,
      another: async () => keep(await PostgresSqlDatabase.open(url, 4)),
    };
  };
}
