import type {
  ArithmeticOperator,
  ComparisonOperator,
  FilterNode,
  FunctionName,
  LiteralValue,
} from './filter-ast.ts';
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
 */
class FilterCompiler {
  private readonly plan: JoinPlan;

  constructor(plan: JoinPlan) {
    this.plan = plan;
  }

  private fail(reason: string, node: { readonly token: string; readonly pos: number }): never {
    throw new FilterSyntaxError(reason, node.token, node.pos);
  }

  /** The condition as a definite 0/1 (or a nullable Boolean field's own value). */
  private asValue(c: Compiled): Compiled {
    return c.nullishCondition ? { ...c, sql: `COALESCE(${c.sql}, 0)`, nullishCondition: false } : c;
  }

  private literal(lit: LiteralValue): Compiled {
    const param: SqlValue =
      lit.type === 'Boolean' ? (lit.value ? 1n : 0n) : lit.type === 'Null' ? null : lit.value;
    return { sql: '?', params: [param], type: lit.type, nullishCondition: false };
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
        };
      }
      case 'not': {
        const operand = this.compile(node.operand);
        if (operand.type !== 'Boolean') this.fail(`Expected a condition, not ${operand.type}, after`, node);
        return {
          sql: `(NOT COALESCE(${operand.sql}, 0))`,
          params: operand.params,
          type: 'Boolean',
          nullishCondition: false,
        };
      }
      case 'negate': {
        const operand = this.asValue(this.compile(node.operand));
        if (operand.type !== 'Integer' && operand.type !== 'Double') {
          this.fail(`Cannot negate ${operand.type} with`, node);
        }
        return {
          sql: `(0 - ${operand.sql})`,
          params: operand.params,
          type: operand.type,
          nullishCondition: false,
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
      sql: `(${left.sql} ${op === 'and' ? 'AND' : 'OR'} ${right.sql})`,
      params: [...left.params, ...right.params],
      type: 'Boolean',
      nullishCondition: true,
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
      const sql = `(${left.sql} ${op === 'eq' ? 'IS' : 'IS NOT'} ${right.sql})`;
      return { sql, params, type: 'Boolean', nullishCondition: false };
    }
    if (left.type === 'Null' || right.type === 'Null')
      this.fail('null can only be compared with eq or ne, not', node);
    if (left.type === 'Boolean' || right.type === 'Boolean') this.fail('Cannot order conditions with', node);
    if (family(left.type) !== family(right.type))
      this.fail(`Cannot compare ${left.type} with ${right.type} using`, node);
    const symbol = { gt: '>', ge: '>=', lt: '<', le: '<=' }[op];
    return { sql: `(${left.sql} ${symbol} ${right.sql})`, params, type: 'Boolean', nullishCondition: true };
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
    const symbol = { add: '+', sub: '-', mul: '*', div: '/', mod: '%' }[op];
    return {
      sql: `(${left.sql} ${symbol} ${right.sql})`,
      params: [...left.params, ...right.params],
      type,
      nullishCondition: false,
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
    const clamp = (x: Compiled): string => `min(max(${x.sql}, 0), 1000000000)`;
    const result = (sql: string, params: SqlValue[], nullishCondition = false): Compiled => ({
      sql,
      params,
      type: sig.result,
      nullishCondition,
    });
    switch (name) {
      case 'substring':
        return c === undefined
          ? result(`substr(${a.sql}, ${clamp(b as Compiled)} + 1)`, p(a, b as Compiled))
          : result(`substr(${a.sql}, ${clamp(b as Compiled)} + 1, ${clamp(c)})`, p(a, b as Compiled, c));
      case 'substringof':
        // OData's order: substringof(needle, haystack).
        return result(`(instr(${(b as Compiled).sql}, ${a.sql}) > 0)`, p(b as Compiled, a), true);
      case 'startswith':
        return result(`(instr(${a.sql}, ${(b as Compiled).sql}) = 1)`, p(a, b as Compiled), true);
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
        return result(`(instr(${a.sql}, ${(b as Compiled).sql}) - 1)`, p(a, b as Compiled));
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
  const compiled = new FilterCompiler(plan).compile(node);
  if (compiled.type !== 'Boolean') {
    throw new FilterSyntaxError(`The filter must be a condition, not ${compiled.type}`, node.token, node.pos);
  }
  return { where: compiled.sql, params: compiled.params };
}
