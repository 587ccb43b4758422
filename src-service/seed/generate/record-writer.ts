import type { SqlDatabase, SqlValue } from '../../storage/sql-database.ts';
import { samplePrice, sampleUnitPrice, type SampleRecord } from './sample-records.ts';

/** What every generated record shares. */
export interface RecordCommon {
  readonly organizationId: string;
  readonly now: number;
}

const columns =
  'id, organization_id, version, created_at, updated_at, user_id, project_id, description, start, stop, duration, billable, effective, price, unit_price';

/** Rows per INSERT on SQLite: one statement prepared once carries many rows (fewer calls into SQLite). */
const sqliteRowsPerStatement = 500;

function sqliteInsert(rows: number): string {
  const values = Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
  // column1… are SQLite's names for the columns of a VALUES list; what every row shares is bound once.
  return `INSERT INTO time_records (${columns})
    SELECT column1, ?, 1, ?, ?, column2, column3, 'Bench work', column4, column5, column6, column7, 1, column8, column9
    FROM (VALUES ${values})`;
}

async function writeSqlite(
  db: SqlDatabase,
  common: RecordCommon,
  records: readonly SampleRecord[],
): Promise<void> {
  for (let from = 0; from < records.length; from += sqliteRowsPerStatement) {
    const slice = records.slice(from, from + sqliteRowsPerStatement);
    const params: SqlValue[] = [common.organizationId, common.now, common.now];
    for (const r of slice) {
      params.push(
        r.id,
        r.userId,
        r.projectId,
        r.start,
        r.start + r.duration,
        r.duration,
        r.billable,
        samplePrice(r),
        r.billable === 1 ? sampleUnitPrice : 0,
      );
    }
    await db.run(sqliteInsert(slice.length), params);
  }
}

/**
 * PostgreSQL: the whole batch in one statement, one array per column that varies (an array is one
 * parameter, so the 65 535-parameter limit never applies), through an ordinary INSERT so that
 * every trigger on the table runs.
 */
async function writePostgres(
  db: SqlDatabase,
  common: RecordCommon,
  records: readonly SampleRecord[],
): Promise<void> {
  await db.run(
    `INSERT INTO time_records (${columns})
     SELECT r.id, ?, 1, CAST(? AS bigint), CAST(? AS bigint), r.user_id, r.project_id, 'Bench work', r.start,
            r.start + r.duration, r.duration, r.billable, 1, r.price, r.unit_price
     FROM unnest(CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS bigint[]), CAST(? AS bigint[]),
                 CAST(? AS bigint[]), CAST(? AS bigint[]), CAST(? AS bigint[]))
          AS r(id, user_id, project_id, start, duration, billable, price, unit_price)`,
    [
      common.organizationId,
      common.now,
      common.now,
      ...([
        records.map((r) => r.id),
        records.map((r) => r.userId),
        records.map((r) => r.projectId),
        records.map((r) => r.start),
        records.map((r) => r.duration),
        records.map((r) => r.billable),
        records.map(samplePrice),
        records.map((r) => (r.billable === 1 ? sampleUnitPrice : 0)),
      ] as unknown as SqlValue[]),
    ],
  );
}

/** Inserts one batch of generated records on either engine, inside the caller's transaction. */
export function writeRecords(
  db: SqlDatabase,
  common: RecordCommon,
  records: readonly SampleRecord[],
): Promise<void> {
  return db.dialect === 'sqlite' ? writeSqlite(db, common, records) : writePostgres(db, common, records);
}
