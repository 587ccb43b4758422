// What the engine does with a hand-written baseline query: SQLite's EXPLAIN QUERY PLAN or
// PostgreSQL's EXPLAIN, in one line, and whether it reads an index alone (SQLite says COVERING
// INDEX, PostgreSQL an Index Only Scan), so that a baseline that is not the covering-index query
// it claims to be shows in the output.
import type { SqlDatabase, SqlValue } from '../../src-service/storage/sql-database.ts';

export interface QueryPlan {
  readonly text: string;
  readonly indexOnly: boolean;
}

export async function explain(db: SqlDatabase, sql: string, params: readonly SqlValue[]): Promise<QueryPlan> {
  if (db.dialect === 'sqlite') {
    const rows = await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, [...params]);
    const text = rows.map((r) => r.detail).join(' / ');
    return { text, indexOnly: /COVERING INDEX/.test(text) && !/SCAN time_records(?! USING)/.test(text) };
  }
  const rows = await db.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, [...params]);
  const lines = rows.map((r) => r['QUERY PLAN'].trim());
  // The scan nodes are what matters; costs and output columns only lengthen the line.
  const scans = lines
    .filter((line) => /Scan|Seek/.test(line))
    .map((line) => line.replace(/^->\s*/, '').replace(/\s*\(cost=.*$/, ''));
  return {
    text: scans.join(' / '),
    indexOnly: scans.length > 0 && scans.every((s) => /Index Only Scan/.test(s)),
  };
}
