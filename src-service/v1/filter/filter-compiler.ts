import type {
  ArithmeticOperator,
  ComparisonOperator,
  FilterNode,
  FunctionName,
  LiteralValue,
} from './filter-ast.ts';
import type { SqlDialect } from '../../storage/sql-database.ts';
import { FilterSyntaxError } from './filter-error.ts';
import type { JoinPlan } from './field-path.ts';

/** A value bound to a `?` placeholder. Integers are bigint so SQLite sees INTEGER, not REAL. */
export type SqlValue = string | number | bigint | null;

export type ExprType = 'String' | 'Boolean' | 'Date' | 'Integer' | 'Double' | 'Null';

interface Compiled {
  readonly sql: string;
  readonly params: readonly SqlValue[];
  readonly type: ExprType;
  /**
   * A computed condition (comparison, and/or, string predicate) whose SQL may yield NULL where
   * the filter means false. Fine in WHERE; wrapped in COALESCE(…, 0) where it is used as a value.
   */
  readonly nullishCondition: boolean;
  /**
   * PostgreSQL only: the SQL is a `boolean` (a comparison, and/or, not, a string predicate)
   * rather than the 0/1 integer a stored Boolean is. SQLite has no such difference.
   */
  readonly condition: boolean;
}

export interface CompiledFilter {
  /** A condition over the plan's aliases; only `?` placeholders carry input. */
  readonly where: string;
  readonly params: readonly SqlValue[];
}

/**
 * Semantics (the same in SQL and in the reference evaluator of the tests):
 * - `eq`/`ne` are null-safe (`IS` / `IS NOT`): `x eq null` is true for a missing value.
 * - Ordering comparisons, functions and arithmetic with a null operand are null, and a null
 *   condition counts as false; `not` of a false-or-null condition is true.
 * - Integer arithmetic follows SQLite: `div` truncates, division or `mod` by zero is null.
 * - String functions count characters (code points); `substring` and `indexof` are 0-based.
 * - `tolower`/`toupper` fold the whole of Unicode (JavaScript's case mapping).
 * - PostgreSQL only: an integer result beyond 64 bits is null (SQLite makes it a REAL).
 *
 * The SQL is SQLite's or PostgreSQL's as the plan's dialect says; the PostgreSQL forms call the
 * functions of migration 9 (storage/migrations/v009-filter-functions-postgres.ts) where the two
 * engines' own operators differ, and bind every literal with its type.
 */
class FilterCompiler {
  private readonly plan: JoinPlan;
  private readonly dialect: SqlDialect;

  constructor(plan: JoinPlan) {
    this.plan = plan;
    this.dialect = plan.dialect;
  }

  private get pg(): boolean {
    return this.dialect === 'postgres';
  }

  /** The condition as SQL a WHERE, AND, OR or NOT takes. */
  asCondition(c: Compiled): string {
    return this.pg && !c.condition ? `(${c.sql} <> 0)` : c.sql;
  }

  private fail(reason: string, node: { readonly token: string; readonly pos: number }): never {
    throw new FilterSyntaxError(reason, node.token, node.pos);
  }

  /** The condition as a definite 0/1 (or a nullable Boolean field's own value). */
  private asValue(c: Compiled): Compiled {
    if (this.pg && c.condition) {
      const sql = c.nullishCondition ? `COALESCE(CAST(${c.sql} AS integer), 0)` : `CAST(${c.sql} AS integer)`;
      return { ...c, sql, nullishCondition: false, condition: false };
    }
    return c.nullishCondition ? { ...c, sql: `COALESCE(${c.sql}, 0)`, nullishCondition: false } : c;
  }

  /** PostgreSQL only: an Integer against a Double, which must compare exactly (migration 9). */
  private mixed(left: Compiled, right: Compiled): boolean {
    const types = new Set([left.type, right.type]);
    return this.pg && types.has('Integer') && types.has('Double');
  }

  private literal(lit: LiteralValue): Compiled {
    const param: SqlValue =
      lit.type === 'Boolean' ? (lit.value ? 1n : 0n) : lit.type === 'Null' ? null : lit.value;
    const base = { params: [param], type: lit.type, nullishCondition: false, condition: false };
    if (!this.pg) return { ...base, sql: '?' };
    // PostgreSQL infers a parameter's type from its neighbour, and two parameters side by side
    // (`'a' eq 'b'`) have none: every literal says its type. A null needs none (IS NULL).
    if (lit.type === 'Null') return { ...base, sql: 'NULL', params: [] };
    const sqlType = lit.type === 'String' ? 'text' : lit.type === 'Double' ? 'double precision' : 'bigint';
    return { ...base, sql: `CAST(? AS ${sqlType})` };
  }

  compile(node: FilterNode): Compiled {
    switch (node.kind) {
      case 'literal':
        return this.literal(node.literal);
      case 'path': {
        const resolved = this.plan.resolve(node.segments);
        return {
          sql: resolved.sql,
          params: [],
          type: resolved.type === 'Long' ? 'Integer' : resolved.type,
          nullishCondition: false,
          condition: false,
        };
      }
      case 'not': {
        const operand = this.compile(node.operand);
        if (operand.type !== 'Boolean') this.fail(`Expected a condition, not ${operand.type}, after`, node);
        return {
          sql: this.pg
            ? `(NOT COALESCE(${this.asCondition(operand)}, false))`
            : `(NOT COALESCE(${operand.sql}, 0))`,
          params: operand.params,
          type: 'Boolean',
          nullishCondition: false,
          condition: true,
        };
      }
      case 'negate': {
        const operand = this.asValue(this.compile(node.operand));
        if (operand.type !== 'Integer' && operand.type !== 'Double') {
          this.fail(`Cannot negate ${operand.type} with`, node);
        }
        return {
          sql: this.pg
            ? `${operand.type === 'Integer' ? 'stint_isub' : 'stint_rsub'}(0, ${operand.sql})`
            : `(0 - ${operand.sql})`,
          params: operand.params,
          type: operand.type,
          nullishCondition: false,
          condition: false,
        };
      }
      case 'binary':
        switch (node.op) {
          case 'and':
          case 'or':
            return this.logical(node, node.op);
          case 'add':
          case 'sub':
          case 'mul':
          case 'div':
          case 'mod':
            return this.arithmetic(node, node.op);
          default:
            return this.comparison(node, node.op);
        }
      case 'call':
        return this.call(node, node.name, node.args);
    }
  }

  private logical(node: FilterNode & { kind: 'binary' }, op: 'and' | 'or'): Compiled {
    const left = this.compile(node.left);
    const right = this.compile(node.right);
    if (left.type !== 'Boolean' || right.type !== 'Boolean') {
      this.fail(`Expected conditions, not ${left.type} and ${right.type}, around`, node);
    }
    return {
      sql: `(${this.asCondition(left)} ${op === 'and' ? 'AND' : 'OR'} ${this.asCondition(right)})`,
      params: [...left.params, ...right.params],
      type: 'Boolean',
      nullishCondition: true,
      condition: true,
    };
  }

  private comparison(node: FilterNode & { kind: 'binary' }, op: ComparisonOperator): Compiled {
    const left = this.asValue(this.compile(node.left));
    const right = this.asValue(this.compile(node.right));
    const family = (t: ExprType): string => (t === 'Integer' || t === 'Double' ? 'number' : t);
    const params = [...left.params, ...right.params];
    if (op === 'eq' || op === 'ne') {
      if (left.type !== 'Null' && right.type !== 'Null' && family(left.type) !== family(right.type)) {
        this.fail(`Cannot compare ${left.type} with ${right.type} using`, node);
      }
      if (this.mixed(left, right)) {
        const [i, d] = left.type === 'Integer' ? [left, right] : [right, left];
        const same = `stint_same(${i.sql}, ${d.sql})`;
        return {
          sql: op === 'eq' ? same : `(NOT ${same})`,
          params: [...i.params, ...d.params],
          type: 'Boolean',
          nullishCondition: false,
          condition: true,
        };
      }
      // PostgreSQL never searches an index for IS NOT DISTINCT FROM: against a literal that is
      // not null, eq is `=`, which differs only in answering null (not false) for a null field;
      // nullishCondition has NOT, and a use as a value, read that null as false.
      const literal = (c: FilterNode): boolean => c.kind === 'literal' && c.literal.type !== 'Null';
      if (this.pg && op === 'eq' && (literal(node.left) || literal(node.right))) {
        const sql = `(${left.sql} = ${right.sql})`;
        return { sql, params, type: 'Boolean', nullishCondition: true, condition: true };
      }
      const operator = this.pg
        ? op === 'eq'
          ? 'IS NOT DISTINCT FROM'
          : 'IS DISTINCT FROM'
        : op === 'eq'
          ? 'IS'
          : 'IS NOT';
      const sql = `(${left.sql} ${operator} ${right.sql})`;
      return { sql, params, type: 'Boolean', nullishCondition: false, condition: true };
    }
    if (left.type === 'Null' || right.type === 'Null')
      this.fail('null can only be compared with eq or ne, not', node);
    if (left.type === 'Boolean' || right.type === 'Boolean') this.fail('Cannot order conditions with', node);
    if (family(left.type) !== family(right.type))
      this.fail(`Cannot compare ${left.type} with ${right.type} using`, node);
    const symbol = { gt: '>', ge: '>=', lt: '<', le: '<=' }[op];
    if (this.mixed(left, right)) {
      // left op right is sign(left - right) op 0.
      const sql =
        left.type === 'Integer'
          ? `(stint_compare(${left.sql}, ${right.sql}) ${symbol} 0)`
          : `(0 ${symbol} stint_compare(${right.sql}, ${left.sql}))`;
      const ordered = left.type === 'Integer' ? params : [...right.params, ...left.params];
      return { sql, params: ordered, type: 'Boolean', nullishCondition: true, condition: true };
    }
    // Text orders by code point on both engines: PostgreSQL is told so, whatever the operands'
    // collations (a computed value or a literal has the database's).
    const collate = this.pg && left.type === 'String' ? ' COLLATE "C"' : '';
    return {
      sql: `(${left.sql} ${symbol} ${right.sql}${collate})`,
      params,
      type: 'Boolean',
      nullishCondition: true,
      condition: true,
    };
  }

  private arithmetic(node: FilterNode & { kind: 'binary' }, op: ArithmeticOperator): Compiled {
    const left = this.asValue(this.compile(node.left));
    const right = this.asValue(this.compile(node.right));
    const l = left.type;
    const r = right.type;
    const numeric = (t: ExprType): boolean => t === 'Integer' || t === 'Double';
    let type: ExprType | null = null;
    if (numeric(l) && numeric(r)) {
      type = l === 'Integer' && r === 'Integer' ? 'Integer' : 'Double';
      if (op === 'mod' && type !== 'Integer') type = null;
    } else if (op === 'add' && ((l === 'Date' && r === 'Integer') || (l === 'Integer' && r === 'Date'))) {
      type = 'Date';
    } else if (op === 'sub' && l === 'Date') {
      type = r === 'Integer' ? 'Date' : r === 'Date' ? 'Integer' : null;
    }
    if (type === null) this.fail(`Cannot compute ${l} ${op} ${r} with`, node);
    const params = [...left.params, ...right.params];
    if (this.pg) {
      // An Integer operand with a Double one is promoted, as in SQLite.
      const kind = l === 'Double' || r === 'Double' ? 'r' : 'i';
      const sql = `stint_${kind}${op}(${left.sql}, ${right.sql})`;
      return { sql, params, type, nullishCondition: false, condition: false };
    }
    const symbol = { add: '+', sub: '-', mul: '*', div: '/', mod: '%' }[op];
    return {
      sql: `(${left.sql} ${symbol} ${right.sql})`,
      params,
      type,
      nullishCondition: false,
      condition: false,
    };
  }

  private call(node: FilterNode, name: FunctionName, argNodes: readonly FilterNode[]): Compiled {
    const signature: Record<FunctionName, { args: readonly ExprType[][]; result: ExprType }> = {
      substring: {
        args: [
          ['String', 'Integer'],
          ['String', 'Integer', 'Integer'],
        ],
        result: 'String',
      },
      substringof: { args: [['String', 'String']], result: 'Boolean' },
      startswith: { args: [['String', 'String']], result: 'Boolean' },
      endswith: { args: [['String', 'String']], result: 'Boolean' },
      length: { args: [['String']], result: 'Integer' },
      indexof: { args: [['String', 'String']], result: 'Integer' },
      tolower: { args: [['String']], result: 'String' },
      toupper: { args: [['String']], result: 'String' },
      concat: { args: [['String', 'String']], result: 'String' },
    };
    const sig = signature[name];
    const expected = sig.args.find((a) => a.length === argNodes.length);
    if (expected === undefined) {
      const counts = sig.args.map((a) => a.length).join(' or ');
      this.fail(`Expected ${counts} argument${counts === '1' ? '' : 's'} for`, node);
    }
    const args = argNodes.map((a) => this.asValue(this.compile(a)));
    args.forEach((a, i) => {
      if (a.type !== expected[i])
        this.fail(`Expected ${expected[i]} as argument ${i + 1}, not ${a.type}, of`, node);
    });
    const [a, b, c] = args as [Compiled, Compiled | undefined, Compiled | undefined];
    const p = (...parts: Compiled[]): SqlValue[] => parts.flatMap((x) => x.params);
    // PostgreSQL's GREATEST/LEAST skip a null where SQLite's max/min answer null: a function.
    const clamp = (x: Compiled): string =>
      this.pg ? `stint_clamp_index(${x.sql})` : `min(max(${x.sql}, 0), 1000000000)`;
    const instr = this.pg ? 'strpos' : 'instr';
    const result = (sql: string, params: SqlValue[], nullishCondition = false): Compiled => ({
      sql,
      params,
      type: sig.result,
      nullishCondition,
      condition: nullishCondition,
    });
    switch (name) {
      case 'substring':
        return c === undefined
          ? result(`substr(${a.sql}, ${clamp(b as Compiled)} + 1)`, p(a, b as Compiled))
          : result(`substr(${a.sql}, ${clamp(b as Compiled)} + 1, ${clamp(c)})`, p(a, b as Compiled, c));
      case 'substringof':
        // OData's order: substringof(needle, haystack).
        return result(`(${instr}(${(b as Compiled).sql}, ${a.sql}) > 0)`, p(b as Compiled, a), true);
      case 'startswith':
        return result(`(${instr}(${a.sql}, ${(b as Compiled).sql}) = 1)`, p(a, b as Compiled), true);
      case 'endswith': {
        const bb = b as Compiled;
        return result(
          `(length(${a.sql}) >= length(${bb.sql}) AND substr(${a.sql}, length(${a.sql}) - length(${bb.sql}) + 1) = ${bb.sql})`,
          p(a, bb, a, a, bb, bb),
          true,
        );
      }
      case 'length':
        return result(`length(${a.sql})`, p(a));
      case 'indexof':
        return result(`(${instr}(${a.sql}, ${(b as Compiled).sql}) - 1)`, p(a, b as Compiled));
      case 'tolower':
        return result(`stint_lower(${a.sql})`, p(a));
      case 'toupper':
        return result(`stint_upper(${a.sql})`, p(a));
      case 'concat':
        return result(`(${a.sql} || ${(b as Compiled).sql})`, p(a, b as Compiled));
    }
  }
}

/**
 * Type-checks a parsed `$filter` against the plan's root resource and compiles it to a SQL
 * condition with parameters; related objects are joined through `plan`.
 */
export function compileFilterNode(node: FilterNode, plan: JoinPlan): CompiledFilter {
  const compiler = new FilterCompiler(plan);
  const compiled = compiler.compile(node);
  if (compiled.type !== 'Boolean') {
    throw new FilterSyntaxError(`The filter must be a condition, not ${compiled.type}`, node.token, node.pos);
  }
  return { where: compiler.asCondition(compiled), params: compiled.params };
}
