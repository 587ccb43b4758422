import { openSqliteDatabase, type SyncMode } from './database.ts';
import type { SqlDatabase } from './sql-database.ts';

/** Where the service keeps its data: an SQLite folder (the default) or a PostgreSQL database. */
export type ServiceStorage =
  | { readonly engine: 'sqlite'; readonly dataDir: string; readonly synchronous?: SyncMode }
  | { readonly engine: 'postgres'; readonly url: string; readonly poolSize?: number };

/**
 * Opens the service's database on its engine. SQLite migrates on open (one process owns the
 * file); PostgreSQL must already be at exactly this code's schema, since migrating is its own
 * step there (`npm run service -- migrate`), run once for every instance.
 */
export async function openServiceDatabase(storage: ServiceStorage): Promise<SqlDatabase> {
  if (storage.engine === 'sqlite') return openSqliteDatabase(storage.dataDir, storage.synchronous);
  // Loaded only for PostgreSQL: the driver and the migration builder cost an SQLite service
  // some 15 MB of its resident memory for nothing.
  const [{ openPostgres }, { assertPostgresSchemaCurrent }, { PostgresSqlDatabase }] = await Promise.all([
    import('./postgres-database.ts'),
    import('./postgres-migrations.ts'),
    import('./postgres-sql-database.ts'),
  ]);
  const check = openPostgres(storage.url, 1);
  try {
    await assertPostgresSchemaCurrent(check);
  } finally {
    await check.destroy();
  }
  return PostgresSqlDatabase.open(storage.url, storage.poolSize);
}
