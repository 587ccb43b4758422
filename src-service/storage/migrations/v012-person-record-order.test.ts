import { beforeEach, describe, expect, it } from 'vitest';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import { compileFilter } from '../../v1/filter/compile-filter.ts';
import { JoinPlan } from '../../v1/filter/field-path.ts';
import { compileOrderBy } from '../../v1/query/order-by.ts';
import { resources } from '../../v1/resources/registry.ts';
import type { SqlDatabase } from '../sql-database.ts';

const freshDatabase = useEngineDatabases();
let db: SqlDatabase;

/** A page of one person's month in start order, as the v1 list asks for it (filter and order compiled by it). */
function pageQuery(dialect: SqlDatabase['dialect']): { sql: string; params: unknown[] } {
  const plan = new JoinPlan(resources.timerecords, dialect);
  const filter = compileFilter(
    "user/id eq 'u1' and start ge datetime'2024-03-01' and start lt datetime'2024-04-01'",
    plan,
  );
  const orderBy = compileOrderBy('start', plan, resources.timerecords);
  return {
    sql: `SELECT t.id FROM time_records AS t
      WHERE t.organization_id = ? AND t.trash_item_id IS NULL AND (${filter.where})
      ORDER BY ${orderBy.join(', ')} LIMIT ? OFFSET ?`,
    params: ['o', ...filter.params, 1000, 0],
  };
}

describe.each(engines)("one person's records in start order on %s", (engine) => {
  beforeEach(async () => {
    ({ db } = await freshDatabase(engine));
  });

  it('come out of an index in the order of the page, with no sort after it', async () => {
    const { sql, params } = pageQuery(db.dialect);
    if (db.dialect === 'sqlite') {
      const rows = await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params as string[]);
      const plan = rows.map((r) => r.detail).join('\n');
      expect(plan).toMatch(
        /USING INDEX time_records_user_start_id \(organization_id=\? AND user_id=\? AND start>\? AND start<\?\)/,
      );
      expect(plan).not.toMatch(/TEMP B-TREE/);
      return;
    }
    // An empty table: the planner would rather scan it, unless told not to.
    const rows = await db.transaction(async () => {
      await db.run('SET LOCAL enable_seqscan = off');
      return db.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params as string[]);
    });
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using time_records_user_start_id/);
    expect(plan).not.toMatch(/Sort/);
  });
});
