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

/** A column of the batch as one text of comma-separated values: ids and numbers hold no comma. */
const joined = (values: readonly (string | number)[]): string => values.join(',');

/** `string_to_array` of a `joined` parameter, as an array of `type`. */
const column = (type: 'text' | 'bigint'): string =>
  type === 'text'
    ? "string_to_array(CAST(? AS text), ',')"
    : `CAST(string_to_array(CAST(? AS text), ',') AS bigint[])`;

/**
 * PostgreSQL: the whole batch in one statement, one array per column that varies (an array is one
 * parameter, so the 65 535-parameter limit never applies), through an ordinary INSERT so that
 * every trigger on the table runs. Each array is sent as its values joined by commas: the
 * driver's own array parameters escaped every value on its way, a second of the generator's time.
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
     FROM unnest(${column('text')}, ${column('text')}, ${column('text')}, ${column('bigint')}, ${column('bigint')},
                 ${column('bigint')}, ${column('bigint')}, ${column('bigint')})
          AS r(id, user_id, project_id, start, duration, billable, price, unit_price)`,
    [
      common.organizationId,
      common.now,
      common.now,
      joined(records.map((r) => r.id)),
      joined(records.map((r) => r.userId)),
      joined(records.map((r) => r.projectId)),
      joined(records.map((r) => r.start)),
      joined(records.map((r) => r.duration)),
      joined(records.map((r) => r.billable)),
      joined(records.map(samplePrice)),
      joined(records.map((r) => (r.billable === 1 ? sampleUnitPrice : 0))),
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
