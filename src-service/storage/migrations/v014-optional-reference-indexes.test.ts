import { beforeEach, describe, expect, it } from 'vitest';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import type { SqlDatabase } from '../sql-database.ts';

const freshDatabase = useEngineDatabases();
let db: SqlDatabase;

/** The plan of `sql`, one line per step; on PostgreSQL with scans of the (empty) table ruled out. */
async function planOf(sql: string, params: string[]): Promise<string> {
  if (db.dialect === 'sqlite') {
    const rows = await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params);
    return rows.map((r) => r.detail).join('\n');
  }
  const rows = await db.transaction(async () => {
    await db.run('SET LOCAL enable_seqscan = off');
    await db.run('SET LOCAL enable_bitmapscan = off');
    return db.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  });
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe.each(engines)("a record's optional references on %s", (engine) => {
  beforeEach(async () => {
    ({ db } = await freshDatabase(engine));
  });

  it.each([
    ['client_id', 'time_records_client'],
    ['task_id', 'time_records_task'],
    ['work_type_id', 'time_records_work_type'],
  ])('are found by %s through %s, which holds only set values', async (column, index) => {
    const plan = await planOf(`SELECT id FROM time_records WHERE organization_id = ? AND ${column} = ?`, [
      'o',
      'x',
    ]);
    expect(plan).toContain(index);
    const definition =
      db.dialect === 'sqlite'
        ? (
            await db.get<{ sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?", [
              index,
            ])
          )?.sql
        : (await db.get<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE indexname = ?', [index]))
            ?.indexdef;
    expect(definition).toMatch(new RegExp(`WHERE \\(?${column} IS NOT NULL\\)?`));
  });
});
