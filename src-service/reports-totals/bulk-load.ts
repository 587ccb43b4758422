import type { SqlDatabase } from '../storage/sql-database.ts';
import { SqliteSqlDatabase } from '../storage/sqlite-sql-database.ts';
import { pauseReportTotals } from '../storage/sqlite-functions.ts';
import { rebuildReportTotals } from './rebuild-report-totals.ts';

/**
 * Writes many records of one organization at once (the generate command, the bench seed): the
 * report-totals triggers stand aside while `load` runs, and the organization's totals are built
 * once from its records before the same transaction commits, so nobody ever sees records
 * without their totals. A row trigger per record would cost more than the insert itself on
 * SQLite (a million records: minutes instead of seconds). On PostgreSQL the pause is a setting
 * local to the transaction; the transaction may run twice there, so `load` writes only through
 * `db`.
 */
export async function bulkLoadRecords<T>(
  db: SqlDatabase,
  organizationId: string,
  load: () => Promise<T>,
): Promise<T> {
  return db.transaction(async () => {
    let result: T;
    if (db instanceof SqliteSqlDatabase) {
      pauseReportTotals(db.sqlite, true);
      try {
        result = await load();
      } finally {
        pauseReportTotals(db.sqlite, false);
      }
    } else {
      await db.get("SELECT set_config('stint.report_totals', 'paused', true) AS paused");
      result = await load();
      await db.get("SELECT set_config('stint.report_totals', '', true) AS paused");
    }
    await rebuildReportTotals(db, organizationId);
    return result;
  });
}
