import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import { compileOrderBy } from '../query/order-by.ts';
import { compileSummaryParam } from '../query/summary.ts';
import { resourceList } from '../resources/registry.ts';
import type { ResourceDefinition } from '../resources/resource-types.ts';
import { compileFilter } from './compile-filter.ts';
import { JoinPlan } from './field-path.ts';

/** Every field a query may name: readable, and stored or computed. */
function queryableFields(resource: ResourceDefinition): string[] {
  return resource.fields
    .filter((f) => f.access !== 'WRITE_ONLY' && (f.kind === 'reference' || f.storage.kind !== 'virtual'))
    .map((f) => f.name);
}

// The filter tests run on tables made from the definitions; this one runs a query naming every
// field of every resource on the schema the migrations make, so a column or a computed field's
// SQL that one engine does not take shows here.
const databases = useEngineDatabases({ lifetime: 'file' });

describe.each(engines)('queries over every field, on the migrated schema of %s', (dialect) => {
  let db: SqlDatabase;
  beforeAll(async () => {
    ({ db } = await databases(dialect));
  }, 120_000);

  it.each(resourceList.map((r) => [r.name, r] as const))('%s', async (_name, resource) => {
    const fields = queryableFields(resource);
    const plan = new JoinPlan(resource, dialect);
    const filter = compileFilter(fields.map((f) => `${f} eq null`).join(' or '), plan);
    const order = compileOrderBy(fields.map((f) => `${f} desc`).join(', '), plan, resource);
    const rows = await db.all(
      `SELECT t.id FROM ${resource.table} AS t ${plan.sql()} WHERE ${filter.where} ORDER BY ${order.join(', ')}`,
      filter.params,
    );
    expect(rows).toEqual([]);
    for (const field of fields) {
      const summaryPlan = new JoinPlan(resource, dialect);
      const summary = compileSummaryParam(`${field};count()`, summaryPlan);
      const groups = await db.all(
        `SELECT ${summary.columns.join(', ')} FROM ${resource.table} AS t ${summaryPlan.sql()} GROUP BY ${summary.groupBy.join(', ')} ORDER BY ${summary.orderBy.join(', ')}`,
      );
      expect(groups, field).toEqual([]);
    }
  });
});
