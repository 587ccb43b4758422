import type { SqlDialect } from '../../storage/sql-database.ts';
import { parseFilter } from '../filter/filter-parser.ts';
import type { Caller, V1Request } from '../http/v1-context.ts';
import { boundaryDay, fastFilter, type FastFilter, type RollupColumn } from './fast-filter.ts';
import type { Period } from './report-period.ts';
import { rollupTotals, type RollupRow } from './rollup-totals.ts';

/**
 * A report read from the report totals (migration 10), made when the `$filter` allows it; the
 * record scan of report-routes.ts stays the reference and answers everything else.
 */
export interface FastPath {
  readonly caller: Caller;
  readonly dialect: SqlDialect;
  readonly zone: string;
  readonly filter: FastFilter;
}

/** The fast path of a request, or null when its `$filter` needs the records. */
export function fastPath(request: V1Request, caller: Caller): FastPath | null {
  const text = request.query.get('$filter');
  const node = text === null || text.trim() === '' ? null : parseFilter(text);
  const zone = caller.organization.timeZone;
  const dialect = request.service.db.dialect;
  const filter = fastFilter(node, zone, dialect);
  return filter === null ? null : { caller, dialect, zone, filter };
}

/** Slice boundaries (instants at local day starts) as local days, or null when one is not a day start. */
function boundaryDays(instants: readonly number[], zone: string): number[] | null {
  const days: number[] = [];
  for (const instant of instants) {
    const day = boundaryDay(instant, zone);
    if (day === null) return null;
    days.push(day);
  }
  return days;
}

/** Totals of a period (null ends: all time) from the rollups, or undefined when they cannot answer. */
export async function fastPeriod(
  fast: FastPath,
  period: Period,
  group: RollupColumn | null,
): Promise<Map<string | number | null, RollupRow> | undefined> {
  let days: number[] | null = null;
  if (period.from !== null && period.to !== null) {
    days = boundaryDays([period.from, period.to], fast.zone);
    if (days === null) return undefined;
  }
  const result = await rollupTotals(fast.caller.scope, fast.dialect, fast.filter, days, group);
  return result.get(0) ?? new Map();
}

/** Totals per slice from the rollups, or undefined when a boundary is not a local day start. */
export async function fastSlices(
  fast: FastPath,
  boundaries: readonly number[],
): Promise<(RollupRow | undefined)[] | undefined> {
  const n = boundaries.length - 1;
  if (n <= 0) return [];
  const days = boundaryDays(boundaries, fast.zone);
  if (days === null) return undefined;
  const result = await rollupTotals(fast.caller.scope, fast.dialect, fast.filter, days, null);
  return Array.from({ length: n }, (_, i) => result.get(i)?.get(null));
}

/** Group keys in the record scan's order: none (null) first, then bytewise (text) or by value. */
export function compareKeys(a: string | number | null, b: string | number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return Buffer.compare(Buffer.from(String(a)), Buffer.from(String(b)));
}
