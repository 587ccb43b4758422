import { beforeAll, describe, expect, it } from 'vitest';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import { insertOrganization, insertUser } from '../../testing/fixture-rows.ts';
import type { Organization } from '../../identity/organizations.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { TenantScope } from '../../storage/tenant-scope.ts';
import type { Caller, V1Request } from '../http/v1-context.ts';
import { reportResult } from './report-routes.ts';

const hour = 3_600_000;
const now = Date.UTC(2024, 2, 15, 12);

// The records of reports-http.test.ts (Berlin time, "now" a Friday in March 2024): a leap day,
// both sides of a week and of a month, the day clocks go forward, and 23:30 on New Year's Eve in
// Berlin, which is 22:30 UTC.
const records: [string, number, boolean, number][] = [
  ['2024-02-29T09:00:00Z', 1 * hour, false, 0],
  ['2024-03-10T10:00:00Z', 2 * hour, false, 0],
  ['2024-03-11T08:00:00Z', 3 * hour, true, 180],
  ['2024-03-15T07:00:00Z', 4 * hour, true, 240],
  ['2024-03-31T01:30:00Z', hour / 2, false, 0],
  ['2023-12-31T22:30:00Z', 1 * hour, false, 0],
  ['2024-04-01T08:00:00Z', 1 * hour, false, 0],
  // 2010: prices whose doubles, added one after the other, make 149.45499999999998 (149.45),
  // where their sum is 149.455 (149.46), as SQLite's compensated total() finds.
  ['2010-06-01T08:00:00Z', 0, false, 64.867],
  ['2010-06-02T08:00:00Z', 0, false, 29.612],
  ['2010-06-03T08:00:00Z', 0, false, 54.976],
];

const databases = useEngineDatabases({ lifetime: 'file' });

describe.each(engines)('reports on %s', (engine) => {
  let db: SqlDatabase;
  let caller: Caller;
  let projectId: string;

  beforeAll(async () => {
    db = (await databases(engine)).db;
    const userId = await insertUser(db, 'Rita', 'Report');
    const organizationId = await insertOrganization(db, 'Reports', 'Europe/Berlin');
    const scope = new TenantScope(db, organizationId, () => now);
    projectId = await scope.insert('projects', { name: 'Only', owner_id: userId });
    for (const [start, duration, billable, price] of records) {
      const from = Date.parse(start);
      await scope.insert('time_records', {
        user_id: userId,
        project_id: billable ? projectId : null,
        start: from,
        stop: from + duration,
        duration,
        billable,
        price,
      });
    }
    const organization: Organization = {
      id: organizationId,
      authOrganizationId: organizationId,
      title: 'Reports',
      accountUrl: 'reports',
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
      version: 1,
      createdAt: 1,
      updatedAt: 1,
    };
    caller = { userId, organization, access: 'FULL', owner: true, scope };
  });

  async function report(kind: string, query: string): Promise<unknown> {
    const service: Pick<ServiceContext, 'db' | 'now'> = { db, now: () => now };
    const request: Pick<V1Request, 'service' | 'query' | 'segments' | 'method'> = {
      service: service as ServiceContext,
      query: new URLSearchParams(query),
      segments: ['time', 'reports', kind],
      method: 'GET',
    };
    const result = await reportResult(request as V1Request, caller);
    expect(result?.status).toBe(200);
    const body = result?.body;
    return body?.kind === 'data' ? body.value : undefined;
  }

  const time = async (kind: string, query: string): Promise<number | undefined> =>
    ((await report(kind, query)) as { time?: number }).time;

  it('totals each range in the account time zone', async () => {
    expect(await time('singletotals', 'range=0')).toBe(12.5 * hour);
    expect(await time('singletotals', 'range=365&range_from=2010-01-01')).toBe(0);
    expect(await time('singletotals', 'range=1&offset=-4')).toBe(3 * hour);
    expect(await time('singletotals', 'range=7')).toBe(7 * hour);
    expect(await time('singletotals', 'range=31')).toBe(9.5 * hour);
    expect(await time('singletotals', 'range=365')).toBe(11.5 * hour);
    expect(await time('singletotals', 'range=365&offset=-1')).toBe(hour);
    expect(await time('singletotals', 'range=999&range_from=2024-02-29&range_to=2024-03-10')).toBe(3 * hour);
  });

  it('answers the whole totals object, money summed to the cent', async () => {
    expect(await report('singletotals', 'range=7')).toEqual({
      count: 2,
      time: 7 * hour,
      billableTime: 7 * hour,
      effectiveTime: 7 * hour,
      money: 420,
      averagePricePerHour: 60,
      averageTime: 3.5 * hour,
    });
    expect(await report('singletotals', 'range=365&range_from=2010-01-01')).toMatchObject({
      count: 3,
      money: 149.46,
    });
    expect(await report('singletotals', 'range=1&range_from=2000-01-01')).toEqual({
      count: 0,
      time: 0,
      billableTime: 0,
      effectiveTime: 0,
      money: 0,
      averagePricePerHour: 0,
      averageTime: 0,
    });
  });

  it('groups by a field, keyed as v1 writes it', async () => {
    expect(await report('readtotals', 'range=999&range_from=2020-01-01&range_to=2030-01-01')).toMatchObject({
      '*': { count: 7, time: 12.5 * hour },
    });
    expect(await report('groupedtotals', 'summary=billable&range=31')).toMatchObject({
      false: { count: 2, time: 2.5 * hour },
      true: { count: 2, time: 7 * hour },
    });
    const byProject = (await report('readtotals', 'summary=project')) as Record<string, { count: number }>;
    expect(byProject[projectId]?.count).toBe(2);
    expect(byProject['']?.count).toBe(8);
    expect(Object.keys(byProject)).toEqual(['', projectId]);
    // A $filter the totals cannot answer, bounded on both sides of start: the scan groups by the
    // bare column (scan-key.ts), in the same order, none first.
    const bounded = (await report(
      'readtotals',
      `summary=project&$filter=${encodeURIComponent(
        "duration ge 0 and start ge datetime'2024-01-01T00:00:00Z' and start lt datetime'2025-01-01T00:00:00Z'",
      )}`,
    )) as Record<string, { count: number }>;
    expect(Object.keys(bounded)).toEqual(['', projectId]);
    expect(bounded['']?.count).toBe(4);
    expect(bounded[projectId]?.count).toBe(2);
    const byBillable = (await report('readtotals', 'summary=billable')) as Record<string, unknown>;
    expect(Object.keys(byBillable)).toEqual(['false', 'true']);
    const byStart = (await report('readtotals', 'summary=start&range=7')) as Record<string, { time: number }>;
    expect(byStart).toMatchObject({
      '2024-03-11T08:00:00.000Z': { time: 3 * hour },
      '2024-03-15T07:00:00.000Z': { time: 4 * hour },
    });
    expect(
      await report('readtotals', `range=365&$filter=${encodeURIComponent('duration ge 7200000')}`),
    ).toMatchObject({ '*': { count: 3, time: 9 * hour } });
  });

  it('trends and slices by calendar units', async () => {
    const months = (await report('trendedtotals', 'range=31&depth=2')) as { time: number }[];
    expect(months.map((t) => t.time)).toEqual([0, hour, 9.5 * hour]);
    const week = (await report('singleslices', 'range=7&slice_by=1')) as { time: number }[];
    expect(week.map((s) => s.time)).toEqual([3 * hour, 0, 0, 0, 4 * hour, 0, 0]);
    const all = (await report('singleslices', 'range=0&slice_by=365')) as { time: number }[];
    expect(all).toHaveLength(15);
    expect(all.map((s) => s.time).slice(-2)).toEqual([hour, 11.5 * hour]);
    const sliced = (await report(
      'singleslices',
      'range=999&range_from=2023-12-01&range_to=2024-04-30&slice_by=31',
    )) as {
      time: number;
    }[];
    expect(sliced.map((s) => s.time)).toEqual([hour, 0, hour, 9.5 * hour, hour]);
  });
});
