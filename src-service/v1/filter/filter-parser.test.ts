import { describe, expect, it } from 'vitest';
import type { FilterNode } from './filter-ast.ts';
import { FilterSyntaxError } from './filter-error.ts';
import { maxFilterLength } from './filter-lexer.ts';
import { maxFilterDepth, parseFilter } from './filter-parser.ts';

/** A compact rendering of the tree: fully parenthesised, operators by name. */
function show(node: FilterNode): string {
  switch (node.kind) {
    case 'literal': {
      const l = node.literal;
      return l.type === 'String' ? JSON.stringify(l.value) : `${l.type}:${String(l.value)}`;
    }
    case 'path':
      return node.segments.map((s) => s.name).join('/');
    case 'binary':
      return `(${show(node.left)} ${node.op} ${show(node.right)})`;
    case 'not':
      return `(not ${show(node.operand)})`;
    case 'negate':
      return `(- ${show(node.operand)})`;
    case 'call':
      return `${node.name}(${node.args.map(show).join(', ')})`;
  }
}

function error(text: string): FilterSyntaxError {
  try {
    parseFilter(text);
  } catch (e) {
    if (e instanceof FilterSyntaxError) return e;
    throw e;
  }
  throw new Error(`parsed: ${text}`);
}

describe('parseFilter', () => {
  it('follows OData precedence: or < and < eq/ne < gt/ge/lt/le < add/sub < mul/div/mod < not/-', () => {
    expect(show(parseFilter('a or b and c'))).toBe('(a or (b and c))');
    expect(show(parseFilter('a eq 1 and b ne 2 or c'))).toBe(
      '(((a eq Integer:1) and (b ne Integer:2)) or c)',
    );
    expect(show(parseFilter('x add 2 mul 3 gt 7'))).toBe('((x add (Integer:2 mul Integer:3)) gt Integer:7)');
    expect(show(parseFilter('a gt 1 eq b lt 2'))).toBe('((a gt Integer:1) eq (b lt Integer:2))');
    expect(show(parseFilter('not a eq b'))).toBe('((not a) eq b)');
    expect(show(parseFilter('- x mul 2'))).toBe('((- x) mul Integer:2)');
  });

  it('is left-associative and honours parentheses', () => {
    expect(show(parseFilter('a sub b sub c'))).toBe('((a sub b) sub c)');
    expect(show(parseFilter('a sub (b sub c)'))).toBe('(a sub (b sub c))');
    expect(show(parseFilter('((a))'))).toBe('a');
  });

  it('reads keywords in any case, paths, and every function', () => {
    expect(show(parseFilter("Name EQ 'x' AND TRUE Or NOT false"))).toBe(
      '(((Name eq "x") and Boolean:true) or (not Boolean:false))',
    );
    expect(show(parseFilter('project/client/name eq null'))).toBe('(project/client/name eq Null:null)');
    expect(show(parseFilter('substring(name, 1) eq substring(name, 1, 2)'))).toBe(
      '(substring(name, Integer:1) eq substring(name, Integer:1, Integer:2))',
    );
    for (const fn of ['substringof', 'startswith', 'endswith', 'indexof', 'concat']) {
      expect(show(parseFilter(`${fn}(a, 'b')`))).toBe(`${fn}(a, "b")`);
    }
    for (const fn of ['length', 'tolower', 'toupper']) expect(show(parseFilter(`${fn}(a)`))).toBe(`${fn}(a)`);
  });

  it('reads literals: escaped quotes, numbers with suffixes, the int64 range, datetimes', () => {
    expect(show(parseFilter("'it''s'"))).toBe('"it\'s"');
    expect(show(parseFilter("''''"))).toBe('"\'"');
    expect(show(parseFilter('5L'))).toBe('Integer:5');
    expect(show(parseFilter('1.5d'))).toBe('Double:1.5');
    expect(show(parseFilter('2m'))).toBe('Double:2');
    expect(show(parseFilter('1e3'))).toBe('Double:1000');
    expect(show(parseFilter('2.5E-1'))).toBe('Double:0.25');
    expect(show(parseFilter('-9223372036854775808'))).toBe('Integer:-9223372036854775808');
    expect(show(parseFilter('9223372036854775807'))).toBe('Integer:9223372036854775807');
    expect(show(parseFilter("datetime'2024-02-29T12:30:00Z'"))).toBe(`Date:${Date.UTC(2024, 1, 29, 12, 30)}`);
    expect(show(parseFilter("datetime'2024-02-29'"))).toBe(`Date:${Date.UTC(2024, 1, 29)}`);
    expect(show(parseFilter("datetime'2024-03-01T01:00:00+02:00'"))).toBe(
      `Date:${Date.UTC(2024, 1, 29, 23)}`,
    );
    expect(show(parseFilter("datetime'2024-03-01T00:00:00.1234567'"))).toBe(
      `Date:${Date.UTC(2024, 2, 1, 0, 0, 0, 123)}`,
    );
    expect(show(parseFilter("datetimeoffset'2024-03-01T00:00Z'"))).toBe(`Date:${Date.UTC(2024, 2, 1)}`);
  });

  it('reports what is wrong, the token and its 1-based position', () => {
    const cases: [string, string][] = [
      ['name eq', 'Unexpected end of expression at position 8'],
      ["name eq 'x", "Unterminated string literal ''x' at position 9"],
      ['name @ 1', "Unexpected character '@' at position 6"],
      ['name eq 5abc', "Malformed number '5abc' at position 9"],
      ['9223372036854775808 eq x', "Number out of range '9223372036854775808' at position 1"],
      ['-9223372036854775809 eq x', "Number out of range '-9223372036854775809' at position 1"],
      ['1e999 eq x', "Number out of range '1e999' at position 1"],
      ["start gt datetime'2023-02-29'", "Invalid datetime 'datetime'2023-02-29'' at position 10"],
      ["start gt datetime'2024-01-01T24:00'", "Invalid datetime 'datetime'2024-01-01T24:00'' at position 10"],
      ['foo(name) eq 1', "Unknown function 'foo' at position 1"],
      ['name eq eq', "Unexpected token 'eq' at position 9"],
      ['(name eq 1', 'Unexpected end of expression at position 11'],
      ['name eq 1)', "Unexpected token ')' at position 10"],
      ['project/ eq 1', "Unexpected token 'eq' at position 10"],
      ['project/and eq 1', "Unexpected token 'and' at position 9"],
      ['length(name,) eq 1', "Unexpected token ')' at position 13"],
      ['name eq \u0000', "Invalid character 'U+0000' at position 9"],
      ["name eq '\uD800'", "Invalid character 'U+D800' at position 10"],
      ['a b', "Unexpected token 'b' at position 3"],
    ];
    for (const [text, message] of cases) expect(error(text).message, text).toBe(message);
  });

  it('accepts well-formed surrogate pairs inside strings', () => {
    expect(show(parseFilter("'a😀'"))).toBe('"a😀"');
  });

  it('refuses input too long or nested too deeply, without exhausting the stack', () => {
    expect(error('a'.repeat(maxFilterLength + 1)).message).toBe(
      `Expression longer than ${maxFilterLength} characters at position ${maxFilterLength + 1}`,
    );
    expect(error(`${'('.repeat(maxFilterDepth + 1)}a${')'.repeat(maxFilterDepth + 1)}`).reason).toBe(
      'Expression nested too deeply',
    );
    expect(error(`${'not '.repeat(maxFilterDepth + 1)}a`).reason).toBe('Expression nested too deeply');
    expect(error(`${'- '.repeat(maxFilterDepth + 1)}a`).reason).toBe('Expression nested too deeply');
    expect(show(parseFilter(`${'('.repeat(maxFilterDepth - 1)}a${')'.repeat(maxFilterDepth - 1)}`))).toBe(
      'a',
    );
    // A long flat chain is not nesting: it parses (iteratively) within the length limit.
    expect(() => parseFilter(Array.from({ length: 1500 }, () => 'a').join(' or '))).not.toThrow();
  });
});
