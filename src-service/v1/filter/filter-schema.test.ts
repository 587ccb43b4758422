import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteDatabase } from '../../storage/database.ts';
import { openPostgres } from '../../storage/postgres-database.ts';
import { migratePostgres } from '../../storage/postgres-migrations.ts';
import { PostgresSqlDatabase } from '../../storage/postgres-sql-database.ts';
import type { SqlDatabase, SqlDialect } from '../../storage/sql-database.ts';
import { startPostgres, type PostgresServer } from '../../storage/testing/postgres-server.ts';
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
describe.each<SqlDialect>(['sqlite', 'postgres'])(
  'queries over every field, on the migrated schema of %s',
  (dialect) => {
    let db: SqlDatabase;
    let server: PostgresServer | undefined;
    let dir: string | undefined;
    beforeAll(async () => {
      if (dialect === 'sqlite') {
        dir = mkdtempSync(join(tmpdir(), 'stint-filter-schema-'));
        db = openSqliteDatabase(dir);
        return;
      }
      server = await startPostgres();
      const url = await server.createDatabase();
      const migrator = openPostgres(url, 1);
      try {
        await migratePostgres(migrator);
      } finally {
        await migrator.destroy();
      }
      db = await PostgresSqlDatabase.open(url, 2);
    }, 120_000);
    afterAll(async () => {
      await db.close();
      await server?.stop();
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    });

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
  },
);
