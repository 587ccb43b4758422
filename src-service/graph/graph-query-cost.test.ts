import { getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkQueryLimits } from './graph-query-cost.ts';

const check = (query: string, variables: Record<string, unknown> = {}): string | null => {
  const document = parse(query);
  const operation = getOperationAST(document, null);
  if (!operation) throw new Error('no operation');
  return checkQueryLimits(document, operation, variables)?.message ?? null;
};

const nest = (depth: number): string => `{ ${'a { '.repeat(depth - 1)}b${' }'.repeat(depth - 1)} }`;

describe('checkQueryLimits', () => {
  it('allows ten levels and refuses eleven', () => {
    expect(check(nest(10))).toBeNull();
    expect(check(nest(11))).toBe('The query is nested 11 levels deep; the limit is 10.');
  });

  it('multiplies a connection selection by first (default 20, clamped to 100)', () => {
    const page = (first: string): string => `{ projects${first} { edges { node { id title code } } } }`;
    // 1 + 100 * (edges 1 + node (1 + 3)) = 501 per page; ten pages fit, eleven do not.
    const pages = (n: number, first: string): string =>
      `{ ${Array.from({ length: n }, (_, i) => `p${i}: projects${first} { edges { node { id title code } } }`).join(' ')} }`;
    expect(check(page('(first: 100)'))).toBeNull();
    expect(check(pages(9, '(first: 100)'))).toBeNull();
    expect(check(pages(10, '(first: 100)'))).toMatch(/complexity is 5010; the limit is 5000/);
    expect(check(pages(10, '(first: 100000)'))).toMatch(/complexity is 5010/);
    expect(check(pages(10, '(first: $n)'.replace('$n', '5')))).toBeNull();
    expect(check(`query($n: Int) ${pages(10, '(first: $n)')}`, { n: 100 })).toMatch(/5010/);
    expect(check(`query($n: Int = 100) ${pages(10, '(first: $n)')}`)).toMatch(/5010/);
    expect(check(pages(49, ''))).toBeNull();
  });

  it('counts fragments where they are spread, measuring each once', () => {
    const bomb = [
      'query { ...F0 }',
      ...Array.from(
        { length: 30 },
        (_, i) =>
          `fragment F${i} on Query { a: projects(first: 2) { ...F${i + 1} } b: projects(first: 2) { ...F${i + 1} } }`,
      ),
      'fragment F30 on Query { x }',
    ].join('\n');
    // 2^30 spreads if expanded naively (the test would time out); measured once each it is instant.
    expect(check(bomb)).toMatch(/nested|complexity/);
  });

  it('leaves introspection out of the count', () => {
    expect(
      check(
        '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }',
      ),
    ).toBeNull();
  });
});
