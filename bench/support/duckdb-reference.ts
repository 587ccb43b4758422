// The reference for the limit: the same live time records of the bench account in an in-memory
// DuckDB table (a column store), loaded from the rows the bench database holds, so that each
// report's aggregate can be timed where nothing but the arithmetic is left.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { SqlDatabase } from '../../src-service/storage/sql-database.ts';

interface RecordRow {
  id: string;
  user_id: string | null;
  project_id: string | null;
  description: string | null;
  start: number | string;
  duration: number | string;
  billable: number | string;
  effective: number | string;
  price: number | string | null;
}

export interface DuckReference {
  readonly rows: number;
  /** Runs one query and answers its rows as plain JSON values (bigints become numbers or strings). */
  all(sql: string): Promise<Record<string, unknown>[]>;
  close(): void;
}

const page = 50_000;

/** Copies the account's live records (the columns the reports read) into a new in-memory table `r`. */
export async function loadDuckReference(db: SqlDatabase, organizationId: string): Promise<DuckReference> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection: DuckDBConnection = await instance.connect();
  await connection.run(`CREATE TABLE r (
    user_id VARCHAR, project_id VARCHAR, description VARCHAR, start BIGINT,
    duration BIGINT, billable INTEGER, effective INTEGER, price BIGINT)`);
  const appender = await connection.createAppender('r');
  let after = '';
  let rows = 0;
  for (;;) {
    // Keyset pages on the primary key: never the whole table in memory at once.
    const batch = await db.all<RecordRow>(
      `SELECT id, user_id, project_id, description, start, duration, billable, effective, price
         FROM time_records WHERE organization_id = ? AND trash_item_id IS NULL AND id > ?
        ORDER BY id LIMIT ${page}`,
      [organizationId, after],
    );
    for (const row of batch) {
      const text = (value: string | null): void => {
        if (value === null) appender.appendNull();
        else appender.appendVarchar(value);
      };
      text(row.user_id);
      text(row.project_id);
      text(row.description);
      appender.appendBigInt(BigInt(row.start));
      appender.appendBigInt(BigInt(row.duration));
      appender.appendInteger(Number(row.billable));
      appender.appendInteger(Number(row.effective));
      if (row.price === null) appender.appendNull();
      else appender.appendBigInt(BigInt(row.price));
      appender.endRow();
    }
    rows += batch.length;
    const last = batch.at(-1);
    if (last === undefined || batch.length < page) break;
    after = last.id;
  }
  appender.closeSync();
  return {
    rows,
    async all(sql) {
      const reader = await connection.runAndReadAll(sql);
      return reader.getRowObjectsJson();
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
