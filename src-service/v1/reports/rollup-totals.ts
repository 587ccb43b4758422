import type { SqlDialect } from '../../storage/sql-database.ts';
import type { SqlFragment, SqlInput, TenantScope } from '../../storage/tenant-scope.ts';
import { firstDayOfMonth, monthOfDay } from '../../reports-totals/local-day.ts';
import { ExactDecimal } from './exact-decimal.ts';
import type { FastFilter, RollupColumn } from './fast-filter.ts';

/** One group's sums, as the record scan's totals SQL names them. */
export interface RollupRow {
  count: number;
  time: number;
  billable_time: number;
  effective_time: number;
  money: number;
}

/** Totals per slice (its index) and per group key (null without grouping). */
export type RollupResult = Map<number, Map<string | number | null, RollupRow>>;

// Far enough to hold any record (years 0000–9999), near enough for Date to count months; month
// starts, so that all time is whole months.
const farPast = firstDayOfMonth(monthOfDay(-50_000_000));
const farFuture = firstDayOfMonth(monthOfDay(50_000_000));

/** A slice index from a unit column and boundaries b1 < … < bn-1 (slice k starts at b[k]). */
function bucketSql(column: string, inner: readonly number[]): { sql: string; params: SqlInput[] } {
  const params: SqlInput[] = [];
  const build = (lo: number, hi: number): string => {
    if (hi - lo <= 1) return String(lo);
    const mid = Math.floor((lo + hi) / 2);
    params.push(inner[mid - 1] as number);
    const left = build(lo, mid);
    const right = build(mid, hi);
    return `(CASE WHEN ${column} < ? THEN ${left} ELSE ${right} END)`;
  };
  return { sql: build(0, inner.length + 1), params };
}

interface Part {
  readonly table: 'time_record_days' | 'time_record_months';
  readonly unit: 'day' | 'month';
  /** Unit numbers [from, to) this part reads. */
  readonly ranges: readonly (readonly [number, number])[];
  /** Inner slice boundaries in the part's unit. */
  readonly inner: readonly number[];
}

/**
 * The parts of the rollups that answer slices [b0, b1), …, [bn-1, bn) of local days clipped to
 * [lo, hi): whole months from the month table when every inner boundary starts a month (a
 * month then lies in one slice), the days of partial months (or of everything) from the day table.
 */
function partsOf(boundaries: readonly number[], lo: number, hi: number): Part[] {
  const from = Math.max(boundaries[0] as number, lo);
  const to = Math.min(boundaries.at(-1) as number, hi);
  if (from >= to) return [];
  const inner = boundaries.slice(1, -1);
  const dayPart = (ranges: (readonly [number, number])[]): Part => ({
    table: 'time_record_days',
    unit: 'day',
    ranges,
    inner,
  });
  if (!inner.every((day) => firstDayOfMonth(monthOfDay(day)) === day)) return [dayPart([[from, to]])];
  const firstWhole = firstDayOfMonth(monthOfDay(from)) === from ? monthOfDay(from) : monthOfDay(from) + 1;
  const end = monthOfDay(to);
  if (firstWhole >= end) return [dayPart([[from, to]])];
  const parts: Part[] = [
    { table: 'time_record_months', unit: 'month', ranges: [[firstWhole, end]], inner: inner.map(monthOfDay) },
  ];
  const days: (readonly [number, number])[] = [];
  if (from < firstDayOfMonth(firstWhole)) days.push([from, firstDayOfMonth(firstWhole)]);
  if (firstDayOfMonth(end) < to) days.push([firstDayOfMonth(end), to]);
  if (days.length > 0) parts.push(dayPart(days));
  return parts;
}

function add(into: RollupRow, row: RollupRow): void {
  into.count += row.count;
  into.time += row.time;
  into.billable_time += row.billable_time;
  into.effective_time += row.effective_time;
  into.money += row.money;
}

/**
 * Totals of live records from the report-totals tables, per slice of local days (`boundaries`,
 * or everything when null) and per value of `group` (or one group, null). Each table is read
 * with one aggregate query through the tenant scope.
 */
export async function rollupTotals(
  scope: TenantScope,
  dialect: SqlDialect,
  filter: FastFilter,
  boundaries: readonly number[] | null,
  group: RollupColumn | null,
): Promise<RollupResult> {
  const parts = partsOf(
    boundaries ?? [farPast, farFuture],
    filter.fromDay ?? farPast,
    filter.toDay ?? farFuture,
  );
  const result: RollupResult = new Map();
  const exactMoney = new Map<RollupRow, ExactDecimal>();
  // One query per range: SQLite searches the key for one range, but scans every row of the
  // organization for an OR of two.
  const queries = parts.flatMap((part) => part.ranges.map((range) => ({ ...part, range })));
  for (const part of queries) {
    const bucket = bucketSql(`r.${part.unit}`, part.inner);
    const where: SqlFragment[] = filter.equals.map(({ column, value }) => ({
      sql: `r.${column} = ?`,
      params: [value],
    }));
    const [from, to] = part.range;
    const [first, end] =
      part.unit === 'day' ? [farPast, farFuture] : [monthOfDay(farPast), monthOfDay(farFuture)];
    if (from > first) where.push({ sql: `r.${part.unit} >= ?`, params: [from] });
    if (to < end) where.push({ sql: `r.${part.unit} < ?`, params: [to] });
    const rows = await scope.select<RollupRow & { i: number; k: string | number | null }>({
      from: part.table,
      as: 'r',
      columns: [
        `${bucket.sql} AS i`,
        group === null ? 'NULL AS k' : `r.${group} AS k`,
        'SUM(r.count) AS count',
        'SUM(r.time) AS time',
        'SUM(CASE WHEN r.billable = 1 THEN r.time ELSE 0 END) AS billable_time',
        'SUM(CASE WHEN r.effective = 1 THEN r.time ELSE 0 END) AS effective_time',
        // SQLite: whole millionths (migration 10), exact in doubles, divided once at the end.
        // PostgreSQL: the exact numeric as text, added exactly across ranges below.
        dialect === 'sqlite' ? 'TOTAL(r.money) AS money' : 'CAST(SUM(r.money) AS text) AS money',
      ],
      columnParams: bucket.params,
      where,
      groupBy: group === null ? ['i'] : ['i', 'k'],
    });
    for (const row of rows) {
      let slice = result.get(row.i);
      if (slice === undefined) {
        slice = new Map();
        result.set(row.i, slice);
      }
      const key = group === 'project_id' || group === 'task_id' ? (row.k === '' ? null : row.k) : row.k;
      const money: unknown = row.money;
      const sums = slice.get(key) ?? { count: 0, time: 0, billable_time: 0, effective_time: 0, money: 0 };
      slice.set(key, sums);
      add(sums, { ...row, money: typeof money === 'string' ? 0 : row.money });
      if (typeof money === 'string') {
        const exact = exactMoney.get(sums) ?? new ExactDecimal();
        exact.add(money);
        exactMoney.set(sums, exact);
      }
    }
  }
  for (const [sums, exact] of exactMoney) sums.money = exact.toNumber();
  if (dialect === 'sqlite')
    for (const slice of result.values()) for (const sums of slice.values()) sums.money /= 1_000_000;
  return result;
}

/**
 * The first and last local day holding a live record the filter selects, or null: the month
 * table finds the months, the day table the days in them.
 */
export async function rollupDayBounds(
  scope: TenantScope,
  filter: FastFilter,
): Promise<{ first: number; last: number } | null> {
  const equals: SqlFragment[] = filter.equals.map(({ column, value }) => ({
    sql: `r.${column} = ?`,
    params: [value],
  }));
  const lo = filter.fromDay ?? farPast;
  const hi = filter.toDay ?? farFuture;
  const months = (
    await scope.select<{ first: number | null; last: number | null }>({
      from: 'time_record_months',
      as: 'r',
      columns: ['MIN(r.month) AS first', 'MAX(r.month) AS last'],
      where: [
        ...equals,
        { sql: 'r.month >= ? AND r.month <= ?', params: [monthOfDay(lo), monthOfDay(hi - 1)] },
      ],
    })
  )[0];
  if (months?.first == null || months.last == null) return null;
  const edge = async (aggregate: 'MIN' | 'MAX', month: number): Promise<number | null> => {
    const from = Math.max(lo, firstDayOfMonth(month));
    const to = Math.min(hi, firstDayOfMonth(month + 1));
    const row = (
      await scope.select<{ day: number | null }>({
        from: 'time_record_days',
        as: 'r',
        columns: [`${aggregate}(r.day) AS day`],
        where: [...equals, { sql: 'r.day >= ? AND r.day < ?', params: [from, to] }],
      })
    )[0];
    return row?.day ?? null;
  };
  let first = await edge('MIN', months.first);
  let last = await edge('MAX', months.last);
  // The first or last month may hold records of the filter only outside its day range.
  for (let m = months.first + 1; first === null && m <= months.last; m++) first = await edge('MIN', m);
  for (let m = months.last - 1; last === null && m >= months.first; m--) last = await edge('MAX', m);
  return first === null || last === null ? null : { first, last };
}
