// The report rows of issue 20's table, each as the v1 request a person's screen sends, the query a
// person would write by hand on each engine over the indexes that exist, and the same aggregate
// for the in-memory DuckDB reference; and how to read each answer as time per group, so that the
// bench checks all three agree before it times them.
import type { SqlDialect, SqlValue } from '../../src-service/storage/sql-database.ts';

export interface ReportRow {
  readonly label: string;
  /** The v1 path under /t/bench/v1/. */
  readonly path: string;
  readonly sql: (dialect: SqlDialect) => string;
  readonly params: readonly SqlValue[];
  readonly duck: string;
  /** The columns of the index a person would add to cover `sql`; null when the schema has it. */
  readonly covering: string | null;
  /** The v1 answer as time per group key. */
  readonly fromHttp: (text: string) => Map<string, number>;
  /** The target on the p50 of the v1 answer: milliseconds, or a ratio to the hand-written SQL. */
  readonly target: {
    readonly on: 'value' | 'ratio';
    readonly comparison: '<' | '<=';
    readonly limit: number;
  };
}

export const yearFrom = Date.UTC(2024, 0, 1);
export const yearTo = Date.UTC(2025, 0, 1);
const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');

/** The v1 `$filter` on one year of start times. */
const yearFilter = `start ge datetime'${iso(yearFrom)}' and start lt datetime'${iso(yearTo)}'`;

/**
 * The totals a report answers. Money is summed exactly to the cent, as the report must: SQLite's
 * compensated TOTAL; on PostgreSQL a SUM of doubles can end a cent off (149.45 for 149.46 in a
 * service test), so a person who wants the right amount sums them as numeric. DuckDB's sum
 * (the in-memory reference) reads the bench's whole-number prices exactly.
 */
const totalsColumns = (dialect: SqlDialect | 'duckdb'): string => `COUNT(*) AS count, SUM(duration) AS time,
       SUM(CASE WHEN billable = 1 THEN duration ELSE 0 END) AS billable_time,
       SUM(CASE WHEN effective = 1 THEN duration ELSE 0 END) AS effective_time,
       ${dialect === 'sqlite' ? 'TOTAL(price)' : dialect === 'postgres' ? 'COALESCE(SUM(CAST(price AS numeric)), 0)' : 'COALESCE(SUM(price), 0)'} AS money`;

function byProject(text: string): Map<string, number> {
  const totals = JSON.parse(text) as Record<string, { time: number }>;
  return new Map(Object.entries(totals).map(([project, t]) => [project, t.time]));
}

function byMonth(text: string): Map<string, number> {
  const slices = JSON.parse(text) as { time: number }[];
  return new Map(slices.map((s, i) => [`2024-${String(i + 1).padStart(2, '0')}`, s.time]));
}

const monthOf = (dialect: SqlDialect): string =>
  dialect === 'sqlite'
    ? "strftime('%Y-%m', start / 1000, 'unixepoch')"
    : "to_char(to_timestamp(start / 1000) AT TIME ZONE 'UTC', 'YYYY-MM')";

export function reportRows(organizationId: string, userId: string): ReportRow[] {
  const v1 = (path: string, filter: string): string => `${path}&$filter=${encodeURIComponent(filter)}`;
  return [
    {
      label: 'readtotals by project, all time',
      path: 'time/reports/readtotals?summary=project',
      sql: (dialect) => `SELECT project_id AS key, ${totalsColumns(dialect)}
        FROM time_records WHERE organization_id = ? AND trash_item_id IS NULL GROUP BY project_id`,
      params: [organizationId],
      duck: `SELECT project_id AS key, ${totalsColumns('duckdb')} FROM r GROUP BY project_id`,
      covering: 'organization_id, trash_item_id, project_id, duration, billable, effective, price',
      fromHttp: byProject,
      target: { on: 'value', comparison: '<', limit: 100 },
    },
    {
      label: 'singleslices, 2024 by month',
      path: 'time/reports/singleslices?range=365&range_from=2024-01-01&slice_by=31',
      sql: (dialect) => `SELECT ${monthOf(dialect)} AS key, SUM(duration) AS time
        FROM time_records WHERE organization_id = ? AND trash_item_id IS NULL AND start >= ? AND start < ?
        GROUP BY key ORDER BY key`,
      params: [organizationId, yearFrom, yearTo],
      duck: `SELECT strftime(epoch_ms(start), '%Y-%m') AS key, SUM(duration) AS time
        FROM r WHERE start >= ${yearFrom} AND start < ${yearTo} GROUP BY key ORDER BY key`,
      covering: null,
      fromHttp: byMonth,
      target: { on: 'value', comparison: '<', limit: 100 },
    },
    {
      label: 'readtotals by project, one person, 2024',
      path: v1('time/reports/readtotals?summary=project', `user/id eq '${userId}' and ${yearFilter}`),
      sql: (dialect) => `SELECT project_id AS key, ${totalsColumns(dialect)}
        FROM time_records WHERE organization_id = ? AND user_id = ? AND start >= ? AND start < ?
         AND trash_item_id IS NULL GROUP BY project_id`,
      params: [organizationId, userId, yearFrom, yearTo],
      duck: `SELECT project_id AS key, ${totalsColumns('duckdb')} FROM r
        WHERE user_id = '${userId}' AND start >= ${yearFrom} AND start < ${yearTo} GROUP BY project_id`,
      covering:
        'organization_id, user_id, start, trash_item_id, project_id, duration, billable, effective, price',
      fromHttp: byProject,
      target: { on: 'value', comparison: '<', limit: 100 },
    },
    {
      // A $filter no pre-aggregated total can answer (description): it falls back to the records.
      label: 'readtotals by project, description, 2024',
      path: v1('time/reports/readtotals?summary=project', `description eq 'Bench work' and ${yearFilter}`),
      sql: (dialect) => `SELECT project_id AS key, ${totalsColumns(dialect)}
        FROM time_records WHERE organization_id = ? AND trash_item_id IS NULL AND start >= ? AND start < ?
         AND description = ? GROUP BY project_id`,
      params: [organizationId, yearFrom, yearTo, 'Bench work'],
      duck: `SELECT project_id AS key, ${totalsColumns('duckdb')} FROM r
        WHERE start >= ${yearFrom} AND start < ${yearTo} AND description = 'Bench work' GROUP BY project_id`,
      covering:
        'organization_id, trash_item_id, start, description, project_id, duration, billable, effective, price',
      fromHttp: byProject,
      target: { on: 'ratio', comparison: '<=', limit: 1.2 },
    },
  ];
}

/** One person's records of one month in start order, a page of 1000: the list row. */
export function listRow(
  organizationId: string,
  userId: string,
): { path: string; sql: string; params: readonly SqlValue[] } {
  const from = Date.UTC(2024, 2, 1);
  const to = Date.UTC(2024, 3, 1);
  const filter = `user/id eq '${userId}' and start ge datetime'${iso(from)}' and start lt datetime'${iso(to)}'`;
  return {
    path: `time/timerecords?$filter=${encodeURIComponent(filter)}&$top=1000&$orderby=start`,
    sql: `SELECT * FROM time_records WHERE organization_id = ? AND user_id = ? AND start >= ? AND start < ?
       AND trash_item_id IS NULL ORDER BY start LIMIT 1000`,
    params: [organizationId, userId, from, to],
  };
}

/** Time per group key from rows of `key` and `time` (numbers or numeric strings). */
export function timeByKey(rows: readonly Record<string, unknown>[]): Map<string, number> {
  return new Map(rows.map((r) => [String(r['key']), Number(r['time'])]));
}

/** The first difference between two answers, or null when they agree. */
export function difference(a: Map<string, number>, b: Map<string, number>): string | null {
  for (const [key, time] of a) {
    if (time !== 0 && b.get(key) !== time) return `${key}: ${time} vs ${b.get(key)}`;
  }
  for (const [key, time] of b) {
    if (time !== 0 && a.get(key) !== time) return `${key}: ${a.get(key)} vs ${time}`;
  }
  return null;
}
