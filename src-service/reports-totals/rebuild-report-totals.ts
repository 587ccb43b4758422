import type { SqlDatabase } from '../storage/sql-database.ts';
import { rebuildStatements } from '../storage/migrations/v010-report-totals.ts';

/**
 * Builds the report totals again from the live records, of one organization or of all: the
 * same SQL the migration and a change of time zone run. For tests and for repair; the triggers
 * keep them otherwise.
 */
export async function rebuildReportTotals(db: SqlDatabase, organizationId?: string): Promise<void> {
  if (db.dialect === 'postgres') {
    await db.get('SELECT stint_rebuild_report_totals(CAST(? AS text)) AS done', [organizationId ?? null]);
    return;
  }
  await db.transaction(async () => {
    const only = organizationId === undefined ? '' : ' WHERE organization_id = ?';
    const params = organizationId === undefined ? [] : [organizationId];
    await db.run(`DELETE FROM time_record_days${only}`, params);
    await db.run(`DELETE FROM time_record_months${only}`, params);
    for (const statement of rebuildStatements('sqlite', organizationId === undefined ? null : '?'))
      await db.run(statement, params);
  });
}
