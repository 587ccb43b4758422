import type { BinaryOperator, FilterNode, FunctionName, LiteralValue } from './filter-ast.ts';
import { FilterSyntaxError } from './filter-error.ts';
import { tokenize, type Token } from './filter-lexer.ts';
import { parseFilterDate } from './filter-date.ts';

const functionNames: ReadonlySet<string> = new Set<FunctionName>([
  'substring',
  'substringof',
  'startswith',
  'endswith',
  'length',
  'indexof',
  'tolower',
  'toupper',
  'concat',
]);

/** Binary operators by precedence level, lowest first (OData's order). */
const levels: readonly (readonly BinaryOperator[])[] = [
  ['or'],
  ['and'],
  ['eq', 'ne'],
  ['gt', 'ge', 'lt', 'le'],
  ['add', 'sub'],
  ['mul', 'div', 'mod'],
];

const reserved = new Set([
  'and',
  'or',
  'not',
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'add',
  'sub',
  'mul',
  'div',
  'mod',
]);

/** Parentheses, `not` and `-` nested deeper than this are refused (no stack exhaustion). */
export const maxFilterDepth = 100;

const int64Min = -(2n ** 63n);
const int64Max = 2n ** 63n - 1n;

class Parser {
  private readonly tokens: Token[];
  private index = 0;
  private depth = 0;

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private keyword(token: Token): string | null {
    return token.kind === 'identifier' ? token.value.toLowerCase() : null;
  }

  private unexpected(token: Token): FilterSyntaxError {
    return token.kind === 'end'
      ? new FilterSyntaxError('Unexpected end of expression', '', token.pos)
      : new FilterSyntaxError('Unexpected token', token.text, token.pos);
  }

  private enter(token: Token): void {
    this.depth++;
    if (this.depth > maxFilterDepth)
      throw new FilterSyntaxError('Expression nested too deeply', token.text, token.pos);
  }

  parseAll(): FilterNode {
    const node = this.parseLevel(0);
    const rest = this.peek();
    if (rest.kind !== 'end') throw this.unexpected(rest);
    return node;
  }

  private parseLevel(level: number): FilterNode {
    const operators = levels[level];
    if (operators === undefined) return this.parseUnary();
    let left = this.parseLevel(level + 1);
    for (;;) {
      const token = this.peek();
      const word = this.keyword(token);
      const op = operators.find((o) => o === word);
      if (op === undefined) return left;
      this.next();
      const right = this.parseLevel(level + 1);
      left = { kind: 'binary', op, left, right, pos: token.pos, token: token.text };
    }
  }

  private parseUnary(): FilterNode {
    const token = this.peek();
    if (this.keyword(token) === 'not') {
      this.next();
      this.enter(token);
      const operand = this.parseUnary();
      this.depth--;
      return { kind: 'not', operand, pos: token.pos, token: token.text };
    }
    if (token.kind === 'minus') {
      this.next();
      const after = this.peek();
      // A minus written against a number is part of the literal, so the int64 minimum parses.
      if ((after.kind === 'integer' || after.kind === 'double') && after.pos === token.pos + 1) {
        this.next();
        return this.numberLiteral(after, token.pos, true);
      }
      this.enter(token);
      const operand = this.parseUnary();
      this.depth--;
      return { kind: 'negate', operand, pos: token.pos, token: token.text };
    }
    return this.parsePrimary();
  }

  private numberLiteral(token: Token, pos: number, negative: boolean): FilterNode {
    const text = negative ? `-${token.text}` : token.text;
    let literal: LiteralValue;
    if (token.kind === 'integer') {
      const value = negative ? -BigInt(token.value) : BigInt(token.value);
      if (value < int64Min || value > int64Max) throw new FilterSyntaxError('Number out of range', text, pos);
      literal = { type: 'Integer', value };
    } else {
      const value = Number(negative ? `-${token.value}` : token.value);
      if (!Number.isFinite(value)) throw new FilterSyntaxError('Number out of range', text, pos);
      literal = { type: 'Double', value };
    }
    return { kind: 'literal', literal, pos, token: text };
  }

  private parsePrimary(): FilterNode {
    const token = this.next();
    switch (token.kind) {
      case 'lparen': {
        this.enter(token);
        const inner = this.parseLevel(0);
        this.depth--;
        const close = this.next();
        if (close.kind !== 'rparen') throw this.unexpected(close);
        return inner;
      }
      case 'string':
        return {
          kind: 'literal',
          literal: { type: 'String', value: token.value },
          pos: token.pos,
          token: token.text,
        };
      case 'integer':
      case 'double':
        return this.numberLiteral(token, token.pos, false);
      case 'datetime': {
        const ms = parseFilterDate(token.value);
        if (ms === null) throw new FilterSyntaxError('Invalid datetime', token.text, token.pos);
        return { kind: 'literal', literal: { type: 'Date', value: ms }, pos: token.pos, token: token.text };
      }
      case 'identifier':
        return this.identifier(token);
      default:
        throw this.unexpected(token);
    }
  }

  private identifier(token: Token): FilterNode {
    const word = token.value.toLowerCase();
    if (word === 'true' || word === 'false') {
      return {
        kind: 'literal',
        literal: { type: 'Boolean', value: word === 'true' },
        pos: token.pos,
        token: token.text,
      };
    }
    if (word === 'null') {
      return { kind: 'literal', literal: { type: 'Null', value: null }, pos: token.pos, token: token.text };
    }
    if (reserved.has(word)) throw this.unexpected(token);
    if (this.peek().kind === 'lparen') return this.call(token, word);
    const segments = [{ name: token.value, pos: token.pos }];
    while (this.peek().kind === 'slash') {
      this.next();
      const part = this.next();
      if (part.kind !== 'identifier' || reserved.has(part.value.toLowerCase())) throw this.unexpected(part);
      segments.push({ name: part.value, pos: part.pos });
    }
    return { kind: 'path', segments, pos: token.pos, token: segments.map((s) => s.name).join('/') };
  }

  private call(token: Token, word: string): FilterNode {
    if (!functionNames.has(word)) throw new FilterSyntaxError('Unknown function', token.text, token.pos);
    const open = this.next();
    this.enter(open);
    const args: FilterNode[] = [];
    if (this.peek().kind === 'rparen') {
      this.next();
    } else {
      for (;;) {
        args.push(this.parseLevel(0));
        const sep = this.next();
        if (sep.kind === 'rparen') break;
        if (sep.kind !== 'comma') throw this.unexpected(sep);
      }
    }
    this.depth--;
    return { kind: 'call', name: word as FunctionName, args, pos: token.pos, token: token.text };
  }
}

/** Parses a `$filter` expression into its syntax tree; throws `FilterSyntaxError` with the position. */
export function parseFilter(text: string): FilterNode {
  return new Parser(tokenize(text)).parseAll();
}
