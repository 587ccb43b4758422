import { sqliteMoneyUnits } from '../../storage/migrations/v010-report-totals.ts';
import type { SqlDialect } from '../../storage/sql-database.ts';
import type { SqlFragment, SqlInput } from '../../storage/tenant-scope.ts';
import { FilterSyntaxError } from '../filter/filter-error.ts';
import { compileFilter } from '../filter/compile-filter.ts';
import { parseFilter } from '../filter/filter-parser.ts';
import { JoinPlan, type PathSegment } from '../filter/field-path.ts';
import { tokenize } from '../filter/filter-lexer.ts';
import type { Caller, V1Request, V1Result } from '../http/v1-context.ts';
import { resources } from '../resources/registry.ts';
import { V1Error, wrongParameters } from '../wire/v1-error.ts';
import type { WireValue } from '../wire/wire-values.ts';
import { localDateOf, startOfDayInstant } from '../../../src-shared/domain/zoned-time.ts';
import { fromEpochDay } from '../../../src-shared/domain/local-date.ts';
import { rollupColumnOf } from './fast-filter.ts';
import { compareKeys, fastPath, fastPeriod, fastSlices, type FastPath } from './fast-path.ts';
import { rollupDayBounds } from './rollup-totals.ts';
import { groupKeySql, startBoundsOf, withPeriod, type StartBounds } from './scan-key.ts';
import {
  defaultSliceUnit,
  localPeriod,
  parseDepth,
  parsePeriodParams,
  parseSliceBy,
  periodCovering,
  sliceBoundaries,
  toInstants,
  trendPeriods,
  type LocalPeriod,
  type Period,
  type PeriodParams,
} from './report-period.ts';

const timeRecords = resources.timerecords;

/** The totals object of the v1 document, from one row of the totals SQL. */
interface TotalsRow {
  readonly count: number;
  readonly time: number;
  readonly billable_time: number;
  readonly effective_time: number;
  readonly money: number;
}

/**
 * SQL aggregates of the totals object (averages follow from them, addendum D). Money is summed
 * exactly, as the report totals keep it, so both paths answer the same cent: SQLite in whole
 * millionths of the prices (migration 10's sqliteMoneyUnits), PostgreSQL as the prices' decimal
 * values (numeric, read back as a number).
 */
function totalsColumns(dialect: SqlDialect): string[] {
  return [
    'COUNT(*) AS count',
    'COALESCE(SUM(t.duration), 0) AS time',
    'COALESCE(SUM(CASE WHEN t.billable = 1 THEN t.duration ELSE 0 END), 0) AS billable_time',
    'COALESCE(SUM(CASE WHEN t.effective = 1 THEN t.duration ELSE 0 END), 0) AS effective_time',
    dialect === 'sqlite'
      ? `TOTAL(${sqliteMoneyUnits('t.price')}) / 1000000.0 AS money`
      : 'COALESCE(SUM(CAST(t.price AS numeric)), 0) AS money',
  ];
}

function totals(row: TotalsRow | undefined): WireValue {
  const count = row?.count ?? 0;
  const time = row?.time ?? 0;
  const money = Math.round((row?.money ?? 0) * 100) / 100;
  return {
    count,
    time,
    billableTime: row?.billable_time ?? 0,
    effectiveTime: row?.effective_time ?? 0,
    money,
    averagePricePerHour: time === 0 ? 0 : Math.round((money / (time / 3_600_000)) * 100) / 100,
    averageTime: count === 0 ? 0 : Math.floor(time / count),
  };
}

interface ReportQuery {
  readonly caller: Caller;
  readonly dialect: SqlDialect;
  readonly totals: readonly string[];
  readonly plan: JoinPlan;
  readonly where: SqlFragment[];
  /** The sides of start the `$filter` bounds. */
  readonly startBounds: StartBounds;
}

function baseQuery(request: V1Request, caller: Caller): ReportQuery {
  const dialect = request.service.db.dialect;
  const plan = new JoinPlan(timeRecords, dialect);
  const where: SqlFragment[] = [];
  const text = request.query.get('$filter');
  let startBounds: StartBounds = { lower: false, upper: false };
  if (text !== null && text.trim() !== '') {
    const compiled = compileFilter(text, plan);
    where.push({ sql: compiled.where, params: compiled.params });
    // (It compiled, so it parses.)
    startBounds = startBoundsOf(parseFilter(text), dialect);
  }
  return { caller, dialect, totals: totalsColumns(dialect), plan, where, startBounds };
}

function periodWhere(period: Period): SqlFragment[] {
  const out: SqlFragment[] = [];
  if (period.from !== null) out.push({ sql: 't.start >= ?', params: [period.from] });
  if (period.to !== null) out.push({ sql: 't.start < ?', params: [period.to] });
  return out;
}

function run<T extends object>(
  q: ReportQuery,
  columns: readonly string[],
  extra: readonly SqlFragment[],
  groupBy: readonly string[] = [],
): Promise<T[]> {
  return q.caller.scope.select<T>({
    from: timeRecords.table,
    as: 't',
    columns: [...columns],
    joins: q.plan.clauses().map((j) => ({ table: j.table, as: j.alias, on: j.on })),
    where: [...q.where, ...extra],
    groupBy: [...groupBy],
    // The groups in key order, none (null) first, on both engines: the answer's keys follow
    // it, and PostgreSQL's hashed grouping has no order of its own.
    orderBy: groupBy.map((column) => `${column} NULLS FIRST`),
  });
}

/** `summary=<field>` of readtotals/groupedtotals: one field path (an inner field is allowed). */
function groupPath(text: string): PathSegment[] {
  try {
    const tokens = tokenize(text);
    const path: PathSegment[] = [];
    let i = 0;
    for (;;) {
      const t = tokens[i++];
      if (t?.kind !== 'identifier')
        throw new FilterSyntaxError('Expected a field', t?.text ?? '', t?.pos ?? 0);
      path.push({ name: t.value, pos: t.pos });
      const next = tokens[i++];
      if (next?.kind === 'end') return path;
      if (next?.kind !== 'slash')
        throw new FilterSyntaxError('Unexpected token', next?.text ?? '', next?.pos ?? 0);
    }
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw error.toV1Error('summary');
    throw error;
  }
}

function keyText(type: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (type === 'Boolean') return value === 1 || value === true ? 'true' : 'false';
  if (type === 'Date') return new Date(Number(value)).toISOString();
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
}

/** readtotals / groupedtotals: an object keyed by group (`*` without grouping). */
async function groupedTotals(
  request: V1Request,
  q: ReportQuery,
  period: Period,
  fast: FastPath | null,
): Promise<V1Result> {
  const grouping = request.query.get('summary');
  const value: Record<string, WireValue> = {};
  if (grouping === null || grouping.trim() === '') {
    const rolled = fast === null ? undefined : await fastPeriod(fast, period, null);
    value['*'] = totals(
      rolled === undefined ? (await run<TotalsRow>(q, q.totals, periodWhere(period)))[0] : rolled.get(null),
    );
  } else {
    let resolved;
    const path = groupPath(grouping);
    try {
      resolved = q.plan.resolve(path);
    } catch (error) {
      if (error instanceof FilterSyntaxError) throw error.toV1Error('summary');
      throw error;
    }
    const column = fast === null ? null : rollupColumnOf(path, q.dialect);
    const rolled =
      fast === null || column === null || column === 'start'
        ? undefined
        : await fastPeriod(fast, period, column);
    if (rolled !== undefined) {
      const keys = [...rolled.keys()].sort(compareKeys);
      for (const k of keys) value[keyText(resolved.type, k)] = totals(rolled.get(k));
      return { status: 200, body: { kind: 'data', root: 'totals', value } };
    }
    const key = groupKeySql(resolved.sql, q.dialect, withPeriod(q.startBounds, period));
    const rows = await run<TotalsRow & { k: unknown }>(q, [`${key} AS k`, ...q.totals], periodWhere(period), [
      'k',
    ]);
    for (const row of rows) value[keyText(resolved.type, row.k)] = totals(row);
  }
  return { status: 200, body: { kind: 'data', root: 'totals', value } };
}

/**
 * A SQL expression numbering the slice a record's start falls in, for boundaries b0 < b1 < … <
 * bn (n slices): a balanced tree of comparisons, so each row costs log2(n) comparisons, and the
 * boundaries are bound parameters.
 */
export function sliceIndexSql(boundaries: readonly number[]): { sql: string; params: SqlInput[] } {
  const params: SqlInput[] = [];
  const build = (lo: number, hi: number): string => {
    // slices lo..hi-1; boundary b[k] starts slice k
    if (hi - lo <= 1) return String(lo);
    const mid = Math.floor((lo + hi) / 2);
    params.push(boundaries[mid] as number);
    const left = build(lo, mid);
    const right = build(mid, hi);
    return `(CASE WHEN t.start < ? THEN ${left} ELSE ${right} END)`;
  };
  const sql = build(0, boundaries.length - 1);
  return { sql, params };
}

/** Totals per slice, all slices present (zeros where nothing was recorded), in order. */
async function perSlice(q: ReportQuery, boundaries: readonly number[]): Promise<(TotalsRow | undefined)[]> {
  const n = boundaries.length - 1;
  if (n <= 0) return [];
  const index = sliceIndexSql(boundaries);
  const range: SqlFragment[] = [
    { sql: 't.start >= ?', params: [boundaries[0] as number] },
    { sql: 't.start < ?', params: [boundaries[n] as number] },
  ];
  const rows = await q.caller.scope.select<TotalsRow & { i: number }>({
    from: timeRecords.table,
    as: 't',
    columns: [`${index.sql} AS i`, ...q.totals],
    columnParams: index.params,
    joins: q.plan.clauses().map((j) => ({ table: j.table, as: j.alias, on: j.on })),
    where: [...q.where, ...range],
    groupBy: ['i'],
  });
  const out: (TotalsRow | undefined)[] = Array.from({ length: n }, () => undefined);
  for (const row of rows) out[row.i] = row;
  return out;
}

/** The reports of `time/reports/{kind}`. */
export const reportKinds: ReadonlySet<string> = new Set([
  'readtotals',
  'groupedtotals',
  'singletotals',
  'trendedtotals',
  'singleslices',
]);

/**
 * `GET time/reports/{kind}`: totals of the account's live time records (those the `$filter`
 * selects), computed by the database. Periods are calendar days, ISO weeks (Monday first), months and
 * years in the account's time zone; a record belongs to the period its start falls in.
 */
export async function reportResult(request: V1Request, caller: Caller): Promise<V1Result | null> {
  const s = request.segments;
  const kind =
    s[0] === 'time' && s[1] === 'reports' && s.length === 3
      ? s[2]
      : s[0] === 'reports' && s.length === 2
        ? s[1]
        : null;
  if (kind === null || kind === undefined) {
    if ((s[0] === 'time' && s[1] === 'reports') || s[0] === 'reports')
      throw new V1Error('PE01-9003', `No report /v1/${s.join('/')}`);
    return null;
  }
  if (!reportKinds.has(kind)) throw new V1Error('PE01-9003', `No report ${kind}`);
  if (request.method !== 'GET') throw new V1Error('PE01-9004', 'Reports are read with GET');
  const params = parsePeriodParams(request.query);
  const zone = caller.organization.timeZone;
  const now = request.service.now();
  const q = baseQuery(request, caller);
  const fast = fastPath(request, caller);
  const local = localPeriod(params, localDateOf(now, zone));
  // From the report totals, a report may read several ranges (whole months, partial months,
  // the first and last day): one transaction makes them one consistent read, so a record
  // moved meanwhile is counted once. (The record scan is one statement per report part, and a
  // long scan must not hold SQLite's write lock.)
  const answer = (): Promise<V1Result> => reportOfKind(kind, request, q, fast, params, local, zone, now);
  return fast === null ? answer() : caller.scope.transaction(answer);
}

async function reportOfKind(
  kind: string,
  request: V1Request,
  q: ReportQuery,
  fast: FastPath | null,
  params: PeriodParams,
  local: LocalPeriod | null,
  zone: string,
  now: number,
): Promise<V1Result> {
  switch (kind) {
    case 'readtotals':
    case 'groupedtotals':
      return groupedTotals(request, q, toInstants(local, zone), fast);
    case 'singletotals': {
      if (request.query.get('summary') !== null)
        throw wrongParameters('singletotals cannot be grouped; use groupedtotals');
      const period = toInstants(local, zone);
      const rolled = fast === null ? undefined : await fastPeriod(fast, period, null);
      const row =
        rolled === undefined ? (await run<TotalsRow>(q, q.totals, periodWhere(period)))[0] : rolled.get(null);
      return { status: 200, body: { kind: 'data', root: 'totals', value: totals(row) } };
    }
    case 'trendedtotals': {
      const periods = trendPeriods(params, parseDepth(request.query.get('depth')), zone, now);
      let value: WireValue[];
      if (params.range === 0) {
        const rolled = fast === null ? undefined : await fastPeriod(fast, { from: null, to: null }, null);
        value = [
          totals(rolled === undefined ? (await run<TotalsRow>(q, q.totals, []))[0] : rolled.get(null)),
        ];
      } else {
        const boundaries = [...periods.map((p) => p.from as number), periods.at(-1)?.to as number];
        const rolled = fast === null ? undefined : await fastSlices(fast, boundaries);
        value = (rolled ?? (await perSlice(q, boundaries))).map(totals);
      }
      return { status: 200, body: { kind: 'data', root: 'list', item: 'totals', value } };
    }
    default: {
      const unit = parseSliceBy(request.query.get('slice_by'), defaultSliceUnit(local, params.range));
      let period = local;
      if (period === null && fast !== null) {
        const days = await rollupDayBounds(fast.caller.scope, fast.filter);
        if (days === null)
          return { status: 200, body: { kind: 'data', root: 'list', item: 'slice', value: [] } };
        const instant = (day: number): number => startOfDayInstant(fromEpochDay(day), zone);
        period = periodCovering(instant(days.first), instant(days.last), unit, zone);
      }
      if (period === null) {
        const bounds = (
          await run<{ first: number | null; last: number | null }>(
            q,
            ['MIN(t.start) AS first', 'MAX(t.start) AS last'],
            [],
          )
        )[0];
        if (bounds?.first == null || bounds.last == null) {
          return { status: 200, body: { kind: 'data', root: 'list', item: 'slice', value: [] } };
        }
        period = periodCovering(bounds.first, bounds.last, unit, zone);
      }
      const boundaries = sliceBoundaries(period, unit, zone);
      const rolled = fast === null ? undefined : await fastSlices(fast, boundaries);
      const rows = rolled ?? (await perSlice(q, boundaries));
      const value = rows.map((row, offset) => ({ offset, time: row?.time ?? 0 }));
      return { status: 200, body: { kind: 'data', root: 'list', item: 'slice', value } };
    }
  }
}
