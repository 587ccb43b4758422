import type { SqlDialect } from '../../storage/sql-database.ts';
import type { ComparisonOperator, FilterNode, LiteralValue } from '../filter/filter-ast.ts';
import { JoinPlan, type PathSegment } from '../filter/field-path.ts';
import { resources } from '../resources/registry.ts';
import { toEpochDay } from '../../../src-shared/domain/local-date.ts';
import { localDateOf, startOfDayInstant } from '../../../src-shared/domain/zoned-time.ts';

/** The columns a report-totals row is keyed by, besides its day or month. */
export type RollupColumn = 'user_id' | 'project_id' | 'task_id' | 'billable' | 'effective';

/** A `$filter` the report totals can answer: equalities on key columns and a range of local days. */
export interface FastFilter {
  readonly equals: readonly { readonly column: RollupColumn; readonly value: string | number }[];
  /** First local day (days since 1970-01-01) included, or null. */
  readonly fromDay: number | null;
  /** First local day no longer included, or null. */
  readonly toDay: number | null;
}

const references: ReadonlyMap<string, RollupColumn> = new Map([
  ['t.user_id', 'user_id'],
  ['t.project_id', 'project_id'],
  ['t.task_id', 'task_id'],
]);
const flags: ReadonlyMap<string, RollupColumn> = new Map([
  ['t.billable', 'billable'],
  ['t.effective', 'effective'],
]);

/**
 * The column a field path reads, when it is one the totals keep (resolved exactly as the filter
 * compiler resolves it, so spelling and aliases agree): `user`, `user/id`, `billable`, `start`, ….
 */
export function rollupColumnOf(
  segments: readonly PathSegment[],
  dialect: SqlDialect,
): RollupColumn | 'start' | null {
  let sql: string;
  try {
    const plan = new JoinPlan(resources.timerecords, dialect);
    const resolved = plan.resolve(segments);
    if (plan.joinCount > 0) return null;
    sql = resolved.sql;
  } catch {
    return null;
  }
  if (sql === 't.start') return 'start';
  return references.get(sql) ?? flags.get(sql) ?? null;
}

const mirrored: Readonly<Record<ComparisonOperator, ComparisonOperator>> = {
  eq: 'eq',
  ne: 'ne',
  lt: 'gt',
  le: 'ge',
  gt: 'lt',
  ge: 'le',
};

/** The operands of a top-level chain of `and`, in order. */
export function conjuncts(node: FilterNode, out: FilterNode[]): void {
  if (node.kind === 'binary' && node.op === 'and') {
    conjuncts(node.left, out);
    conjuncts(node.right, out);
  } else out.push(node);
}

/** The local day an instant begins, or null when it is not the start of a day in `zone`. */
function dayStartingAt(instant: number, zone: string): number | null {
  const date = localDateOf(instant, zone);
  return startOfDayInstant(date, zone) === instant ? toEpochDay(date) : null;
}

/**
 * A compiled-and-valid `$filter` (its AST) as report-totals conditions, or null when the totals
 * cannot answer it and the records must: only a conjunction of `eq` on person, project, task
 * and the flags, and `start ge|lt` at the start of a local day (`gt`/`le` cannot fall on one).
 */
export function fastFilter(node: FilterNode | null, zone: string, dialect: SqlDialect): FastFilter | null {
  const equals: { column: RollupColumn; value: string | number }[] = [];
  let fromDay: number | null = null;
  let toDay: number | null = null;
  const parts: FilterNode[] = [];
  if (node !== null) conjuncts(node, parts);
  for (const part of parts) {
    if (part.kind !== 'binary') return null;
    let op = part.op;
    let path = part.left;
    let literal = part.right;
    if (path.kind === 'literal' && literal.kind === 'path') {
      [path, literal] = [literal, path];
      if (op in mirrored) op = mirrored[op as ComparisonOperator];
    }
    if (path.kind !== 'path' || literal.kind !== 'literal') return null;
    const column = rollupColumnOf(path.segments, dialect);
    const value: LiteralValue = literal.literal;
    if (column === null) return null;
    if (column === 'start') {
      if (value.type !== 'Date' || (op !== 'ge' && op !== 'lt')) return null;
      const day = dayStartingAt(Number(value.value), zone);
      if (day === null) return null;
      if (op === 'ge') fromDay = fromDay === null ? day : Math.max(fromDay, day);
      else toDay = toDay === null ? day : Math.min(toDay, day);
      continue;
    }
    if (op !== 'eq') return null;
    if (flags.has(`t.${column}`)) {
      if (value.type !== 'Boolean') return null;
      equals.push({ column, value: value.value ? 1 : 0 });
    } else if (value.type === 'String' && value.value !== '') {
      // ('' stands for "none" in the totals, and no id is empty.)
      equals.push({ column, value: value.value });
    } else if (value.type === 'Null' && column !== 'user_id') {
      // No project or task is '' in the totals.
      equals.push({ column, value: '' });
    } else return null;
  }
  return { equals, fromDay, toDay };
}

/** The local day of an instant known to start one (a report period's boundary), or null. */
export function boundaryDay(instant: number, zone: string): number | null {
  return dayStartingAt(instant, zone);
}
