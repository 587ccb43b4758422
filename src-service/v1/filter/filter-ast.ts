/** The syntax tree of a `$filter` expression, before names and types are checked. */

export type ComparisonOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type LogicalOperator = 'and' | 'or';
export type ArithmeticOperator = 'add' | 'sub' | 'mul' | 'div' | 'mod';
export type BinaryOperator = ComparisonOperator | LogicalOperator | ArithmeticOperator;

export type FunctionName =
  | 'substring'
  | 'substringof'
  | 'startswith'
  | 'endswith'
  | 'length'
  | 'indexof'
  | 'tolower'
  | 'toupper'
  | 'concat';

export type LiteralValue =
  | { readonly type: 'String'; readonly value: string }
  | { readonly type: 'Integer'; readonly value: bigint }
  | { readonly type: 'Double'; readonly value: number }
  | { readonly type: 'Boolean'; readonly value: boolean }
  | { readonly type: 'Date'; readonly value: bigint }
  | { readonly type: 'Null'; readonly value: null };

/** Every node records where it starts (0-based) and the token that names it, for error messages. */
interface NodeBase {
  readonly pos: number;
  readonly token: string;
}

export type FilterNode =
  | (NodeBase & { readonly kind: 'literal'; readonly literal: LiteralValue })
  | (NodeBase & {
      readonly kind: 'path';
      readonly segments: readonly { readonly name: string; readonly pos: number }[];
    })
  | (NodeBase & {
      readonly kind: 'binary';
      readonly op: BinaryOperator;
      readonly left: FilterNode;
      readonly right: FilterNode;
    })
  | (NodeBase & { readonly kind: 'not'; readonly operand: FilterNode })
  | (NodeBase & { readonly kind: 'negate'; readonly operand: FilterNode })
  | (NodeBase & { readonly kind: 'call'; readonly name: FunctionName; readonly args: readonly FilterNode[] });
