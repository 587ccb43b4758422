import { FilterSyntaxError } from '../filter/filter-error.ts';
import { tokenize, type Token } from '../filter/filter-lexer.ts';
import type { JoinPlan, PathSegment, ResolvedField } from '../filter/field-path.ts';
import { wireScalar } from '../records/encode-record.ts';
import type { WireValue } from '../wire/wire-values.ts';
import { bytewiseText } from './bytewise-text.ts';

export type SummaryFunction = 'count' | 'sum' | 'avg' | 'min' | 'max';

export interface SummaryPart {
  readonly fn: SummaryFunction;
  /** The field, absent for count(). */
  readonly path: readonly PathSegment[] | null;
  /** The function as named in the answer, e.g. `sum(duration)`. */
  readonly name: string;
  readonly pos: number;
}

export interface SummaryRequest {
  readonly groupBy: readonly PathSegment[] | null;
  readonly functions: readonly SummaryPart[];
}

const functionNames = new Set<string>(['count', 'sum', 'avg', 'min', 'max']);

/**
 * Parses `[<groupedBy>;]<function>[;<function>...]`. The grouping field, when present, comes
 * first and is followed by at least one function.
 */
export function parseSummary(text: string): SummaryRequest {
  let offset = 0;
  const parts: { text: string; pos: number }[] = [];
  for (const piece of text.split(';')) {
    parts.push({ text: piece, pos: offset });
    offset += piece.length + 1;
  }
  let groupBy: PathSegment[] | null = null;
  const functions: SummaryPart[] = [];
  parts.forEach((part, index) => {
    const tokens = tokenize(part.text).map((t) => ({ ...t, pos: t.pos + part.pos }));
    const first = tokens[0] as Token;
    if (first.kind === 'end') throw new FilterSyntaxError('Empty summary part', '', part.pos);
    const fail = (t: Token): never => {
      throw t.kind === 'end'
        ? new FilterSyntaxError('Unexpected end of summary part', '', t.pos)
        : new FilterSyntaxError('Unexpected token', t.text, t.pos);
    };
    let i = 0;
    const next = (): Token => tokens[i++] as Token;
    const readPath = (start: Token): PathSegment[] => {
      if (start.kind !== 'identifier') fail(start);
      const path: PathSegment[] = [{ name: start.value, pos: start.pos }];
      while (tokens[i]?.kind === 'slash') {
        i++;
        const seg = next();
        if (seg.kind !== 'identifier') fail(seg);
        path.push({ name: seg.value, pos: seg.pos });
      }
      return path;
    };
    const head = next();
    if (head.kind === 'identifier' && tokens[1]?.kind === 'lparen') {
      const fn = head.value.toLowerCase();
      if (!functionNames.has(fn))
        throw new FilterSyntaxError('Unknown summary function', head.text, head.pos);
      i++;
      let path: PathSegment[] | null = null;
      if (tokens[i]?.kind !== 'rparen') path = readPath(next());
      const close = next();
      if (close.kind !== 'rparen') fail(close);
      const end = next();
      if (end.kind !== 'end') fail(end);
      if (fn === 'count' && path !== null)
        throw new FilterSyntaxError('count() takes no field', head.text, head.pos);
      if (fn !== 'count' && path === null)
        throw new FilterSyntaxError(`${fn}() needs a field`, head.text, head.pos);
      const name = `${fn}(${path === null ? '' : path.map((s) => s.name).join('/')})`;
      functions.push({ fn: fn as SummaryFunction, path, name, pos: head.pos });
      return;
    }
    if (index !== 0) throw new FilterSyntaxError('The grouping field must come first', head.text, head.pos);
    groupBy = readPath(head);
    const end = next();
    if (end.kind !== 'end') fail(end);
  });
  if (functions.length === 0) {
    throw new FilterSyntaxError(
      'At least one of count(), sum(), avg(), min(), max() is needed',
      '',
      text.length,
    );
  }
  return { groupBy, functions };
}

export interface CompiledSummary {
  /** SELECT expressions: `k` (the group, or '*') then `v0`, `v1`... */
  readonly columns: readonly string[];
  readonly groupBy: readonly string[];
  readonly orderBy: readonly string[];
  /** Turns one result row into the answer's summary row. */
  readonly toRow: (row: Readonly<Record<string, unknown>>) => SummaryRow;
}

export interface SummaryRow {
  readonly key: WireValue;
  readonly summaries: readonly { readonly name: string; readonly value: WireValue }[];
}

/** A value as the answer writes it: numbers and text as strings, dates as wire dates. */
function valueText(type: string, value: unknown): WireValue {
  if (value === null || value === undefined) return '';
  if (type === 'Date') return wireScalar('Date', value);
  if (type === 'Boolean') return value === 1 || value === 1n ? 'true' : 'false';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

function check(resolved: ResolvedField, part: SummaryPart): void {
  const numeric = resolved.type === 'Long' || resolved.type === 'Integer' || resolved.type === 'Double';
  const ordered = numeric || resolved.type === 'Date' || resolved.type === 'String';
  const ok = part.fn === 'sum' || part.fn === 'avg' ? numeric : ordered;
  if (!ok) {
    const segment = part.path?.at(-1);
    throw new FilterSyntaxError(
      `${part.fn}() cannot use a ${resolved.type} field`,
      segment?.name ?? part.name,
      segment?.pos ?? part.pos,
    );
  }
}

/**
 * SQL for a summary over `plan`'s root resource: one row per group (or one row `*`), each
 * function computed by the database. Keys and values are strings; a sum or count of nothing is "0",
 * an average, minimum or maximum of nothing is "".
 */
export function compileSummary(request: SummaryRequest, plan: JoinPlan): CompiledSummary {
  const pg = plan.dialect === 'postgres';
  const group = request.groupBy === null ? null : plan.resolve(request.groupBy);
  const text = (resolved: ResolvedField): string =>
    pg && resolved.type === 'String' ? bytewiseText(resolved.sql) : resolved.sql;
  // Unary + keeps SQLite from walking an index in group order, which costs a table lookup per
  // row; a scan and a sort of the groups is twice as fast on large tables. (PostgreSQL has no +
  // for text, and its planner chooses by cost.)
  const columns = [group === null ? `'*' AS k` : pg ? `${text(group)} AS k` : `+${group.sql} AS k`];
  const types: string[] = [];
  request.functions.forEach((part, i) => {
    if (part.fn === 'count') {
      columns.push(`COUNT(*) AS v${i}`);
      types.push('Long');
      return;
    }
    const resolved = plan.resolve(part.path ?? []);
    check(resolved, part);
    const integral = resolved.type === 'Long' || resolved.type === 'Integer';
    // SQLite's TOTAL sums doubles with compensation (ten times 0.1 is 1); a plain SUM of double
    // precision on PostgreSQL drifts (0.9999999999999999), a SUM of numeric does not.
    const floatSum = pg
      ? `COALESCE(SUM(CAST(${resolved.sql} AS numeric)), 0)`
      : `COALESCE(TOTAL(${resolved.sql}), 0)`;
    const sql =
      part.fn === 'sum'
        ? integral
          ? `COALESCE(SUM(${resolved.sql}), 0)`
          : floatSum
        : `${part.fn.toUpperCase()}(${text(resolved)})`;
    columns.push(`${sql} AS v${i}`);
    types.push(part.fn === 'avg' ? 'Double' : resolved.type);
  });
  return {
    columns,
    groupBy: group === null ? [] : ['k'],
    // Groups in SQLite's order on both engines: the null group first.
    orderBy: group === null ? [] : [pg ? 'k ASC NULLS FIRST' : 'k ASC'],
    toRow: (row) => ({
      key:
        group === null
          ? '*'
          : group.field.kind === 'reference'
            ? valueText('String', row['k'])
            : valueText(group.type, row['k']),
      summaries: request.functions.map((part, i) => ({
        name: part.name,
        value: valueText(types[i] as string, row[`v${i}`]),
      })),
    }),
  };
}

/** `summary` text → compiled SQL parts; problems become 400 PE01-1105 naming token and position. */
export function compileSummaryParam(text: string, plan: JoinPlan): CompiledSummary {
  try {
    return compileSummary(parseSummary(text), plan);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw error.toV1Error('summary');
    throw error;
  }
}
