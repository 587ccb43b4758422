import type { SqlDatabase } from '../../storage/sql-database.ts';

/** Pages SQLite may keep while one long transaction writes (KiB, as a negative cache_size counts). */
const writeCacheKib = 512 * 1024;
/** Index rows ANALYZE reads per index: enough for the planner's choices, not a scan of a million rows. */
const analysisLimit = 2000;

/**
 * Runs `work` with SQLite settings for one large write on this connection, restored afterwards:
 * a large page cache (a million rows and their indexes are written in one transaction; with the
 * service's small cache the index pages would go to the file and come back again and again) and
 * a bounded ANALYZE, and temporary storage in memory (each INSERT fires the report-totals
 * triggers, whose statement journal past 64 KiB would otherwise become a temporary file per
 * statement). PostgreSQL: nothing to change (its ANALYZE samples).
 */
export async function withBulkSession<T>(db: SqlDatabase, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'sqlite') return work();
  const cacheSize = (await db.get<{ cache_size: number }>('PRAGMA cache_size'))?.cache_size;
  const limit = (await db.get<{ analysis_limit: number }>('PRAGMA analysis_limit'))?.analysis_limit;
  const tempStore = (await db.get<{ temp_store: number }>('PRAGMA temp_store'))?.temp_store;
  await db.run(`PRAGMA cache_size = -${writeCacheKib}`);
  await db.run(`PRAGMA analysis_limit = ${analysisLimit}`);
  await db.run('PRAGMA temp_store = MEMORY');
  try {
    return await work();
  } finally {
    if (cacheSize !== undefined) await db.run(`PRAGMA cache_size = ${cacheSize}`);
    if (limit !== undefined) await db.run(`PRAGMA analysis_limit = ${limit}`);
    if (tempStore !== undefined) await db.run(`PRAGMA temp_store = ${tempStore}`);
  }
}
