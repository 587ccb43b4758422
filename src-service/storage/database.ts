import BetterSqlite3, { type Database } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  registerFilterFunctions,
  registerReportFunctions,
  registerWatchFunction,
} from './sqlite-functions.ts';
import { applyMigrations, migrations } from './migrations.ts';
import { SqliteSqlDatabase } from './sqlite-sql-database.ts';

export const databaseFileName = 'stint.sqlite';

/** How hard SQLite works to keep a commit across a power cut (`PRAGMA synchronous`). */
export type SyncMode = 'FULL' | 'NORMAL';

/**
 * Opens (or creates) the service database in `dataDir`: WAL so readers never wait for the
 * writer, foreign keys on, a busy timeout instead of immediate SQLITE_BUSY, and all migrations
 * applied before anything else touches it.
 *
 * `synchronous = FULL` by default: in WAL mode NORMAL may lose the last commits on a power cut,
 * and the desktop outbox forgets a write as soon as the service answered it, so a write the
 * service acknowledged must be on disk. NORMAL exists only so the benchmark can price FULL.
 */
export function openDatabase(dataDir: string, sync: SyncMode = 'FULL', applied: number[] = []): Database {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new BetterSqlite3(join(dataDir, databaseFileName));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma(`synchronous = ${sync === 'FULL' ? 'FULL' : 'NORMAL'}`);
  // The page cache is resident memory of the service: 2 MiB, stated rather than left to the
  // build's default (16 MiB); the operating system's file cache keeps the rest of the file close,
  // outside the process. Measured over a million records: 8 MiB answers a page of one person's
  // month (about 1 000 table pages) some 1.3 ms sooner, but a report's full scan fills whatever
  // cache there is, and the whole service stays under 150 MB only with the small one. No mmap:
  // every page a scan touched would count as the service's own memory (the file is hundreds of MB).
  db.pragma('cache_size = -2000');
  db.pragma('mmap_size = 0');
  // Triggers on time records call these (migration 10 builds with them too), and those on the
  // tables the graph reads call the watch function (migration 11).
  registerReportFunctions(db);
  registerWatchFunction(db);
  // Temporary storage stays in files (the default): a report that must group half a million
  // records (a $filter the report totals cannot answer) sorts them there, and in memory that sort
  // took some 60 MB of the service's own. Bulk writes choose memory for their run
  // (seed/generate/bulk-session.ts).
  try {
    applyMigrations(db, migrations, applied);
  } catch (error) {
    // A refused schema (newer than this code) must not keep the file open in a process that goes on.
    db.close();
    throw error;
  }
  return db;
}

/** Checkpoints the WAL into the main file and closes, so a stopped service leaves one clean file. */
export function closeDatabase(db: Database): void {
  if (!db.open) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** The SQLite engine over the service database in `dataDir` (opened and migrated as above). */
export function openSqliteDatabase(dataDir: string, sync: SyncMode = 'FULL'): SqliteSqlDatabase {
  const sqlite = openDatabase(dataDir, sync);
  try {
    registerFilterFunctions(sqlite);
    return new SqliteSqlDatabase(sqlite);
  } catch (error) {
    sqlite.close();
    throw error;
  }
}
