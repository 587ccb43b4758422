import { beforeAll, describe, expect, it } from 'vitest';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import { insertOrganization, insertUser } from '../../testing/fixture-rows.ts';
import type { Organization } from '../../identity/organizations.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { SqlDatabase, SqlInput } from '../../storage/sql-database.ts';
import { TenantScope } from '../../storage/tenant-scope.ts';
import type { Caller, V1Request } from '../http/v1-context.ts';
import { reportResult } from './report-routes.ts';

const now = Date.UTC(2024, 2, 15, 12);
const databases = useEngineDatabases({ lifetime: 'file' });

/** The real database, remembering each query it answered (to ask the engine for its plan). */
function recording(db: SqlDatabase): { db: SqlDatabase; queries: { sql: string; params: SqlInput[] }[] } {
  const queries: { sql: string; params: SqlInput[] }[] = [];
  const all: SqlDatabase['all'] = (sql, params = []) => {
    queries.push({ sql, params: [...params] });
    return db.all(sql, params);
  };
  const recorder = new Proxy(db, {
    get(target, property) {
      if (property === 'all') return all;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: recorder, queries };
}

/** The plan's lines: SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's EXPLAIN with table scans priced out. */
async function plan(db: SqlDatabase, sql: string, params: SqlInput[]): Promise<string> {
  if (db.dialect === 'sqlite') {
    const rows = await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params);
    return rows.map((r) => r.detail).join('\n');
  }
  // A handful of rows is cheaper to read whole: ask which index scan the engine would make.
  return db.transaction(async () => {
    await db.run('SET LOCAL enable_seqscan = off');
    await db.run('SET LOCAL enable_bitmapscan = off');
    const rows = await db.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe.each(engines)('the record scan of a report on %s', (engine) => {
  let db: SqlDatabase;
  let caller: Caller;
  let queries: { sql: string; params: SqlInput[] }[];

  beforeAll(async () => {
    const real = (await databases(engine)).db;
    const userId = await insertUser(real, 'Rita', 'Report');
    const organizationId = await insertOrganization(real, 'Reports', 'UTC');
    const scope0 = new TenantScope(real, organizationId, () => now);
    const projectId = await scope0.insert('projects', { name: 'Only', owner_id: userId });
    for (let i = 0; i < 20; i++) {
      const start = Date.UTC(2024, 0, 1 + i, 9);
      await scope0.insert('time_records', {
        user_id: userId,
        project_id: i % 2 === 0 ? projectId : null,
        description: i % 3 === 0 ? 'Bench work' : 'Other',
        start,
        stop: start + 3_600_000,
        duration: 3_600_000,
        price: 60,
      });
    }
    // The planner's statistics, as a database in use has them (SQLite: none needed to choose).
    if (engine === 'postgres') await real.run('VACUUM ANALYZE time_records');
    ({ db, queries } = recording(real));
    const organization: Organization = {
      id: organizationId,
      authOrganizationId: organizationId,
      title: 'Reports',
      accountUrl: 'reports',
      timeZone: 'UTC',
      currency: 'EUR',
      version: 1,
      createdAt: 1,
      updatedAt: 1,
    };
    caller = {
      userId,
      organization,
      access: 'FULL',
      owner: true,
      scope: new TenantScope(db, organizationId, () => now),
    };
  });

  // PostgreSQL's index has no description (migration 13): there the scan reads each row for it.
  it.runIf(engine === 'sqlite')(
    'reads the index alone for a description $filter over a year, grouped by project',
    async () => {
      const filter =
        "description eq 'Bench work' and start ge datetime'2024-01-01T00:00:00Z' and start lt datetime'2025-01-01T00:00:00Z'";
      const service: Pick<ServiceContext, 'db' | 'now'> = { db, now: () => now };
      const request: Pick<V1Request, 'service' | 'query' | 'segments' | 'method'> = {
        service: service as ServiceContext,
        query: new URLSearchParams({ summary: 'project', $filter: filter }),
        segments: ['time', 'reports', 'readtotals'],
        method: 'GET',
      };
      const result = await reportResult(request as V1Request, caller);
      expect(result?.status).toBe(200);
      const scan = queries.find((q) => /FROM time_records/.test(q.sql));
      expect(scan).toBeDefined();
      const text = await plan(db, scan?.sql ?? '', scan?.params ?? []);
      expect(text).toMatch(
        /USING COVERING INDEX time_records_scan \(organization_id=\? AND trash_item_id=\? AND start>\? AND start<\?\)/,
      );
    },
  );

  it('keeps a record whose description is far longer than an index entry may be', async () => {
    // Text that does not compress: a B-tree entry on PostgreSQL holds at most 2 704 bytes.
    const description = Array.from({ length: 5000 }, (_, i) => ((i * 2654435761) >>> 0).toString(36)).join(
      ' ',
    );
    const id = await caller.scope.insert('time_records', {
      user_id: caller.userId,
      description,
      start: now,
      stop: now + 60_000,
      duration: 60_000,
    });
    const row = await db.get<{ description: string }>('SELECT description FROM time_records WHERE id = ?', [
      id,
    ]);
    expect(row?.description).toBe(description);
  });
});
