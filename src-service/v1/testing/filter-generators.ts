import * as fc from 'fast-check';
import { datePool, doublePool, integerPool, stringPool } from './filter-fixture.ts';
import type { RefExpr, RefType } from './filter-reference.ts';

export interface TypedPath {
  readonly path: readonly string[];
  readonly type: RefType;
}

const int64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };
const ids = ['u1', 'u2', 'c1', 'c3', 'p1', 'p2', 'p7', 'k1', 'k8'];

function literal(type: RefType): fc.Arbitrary<RefExpr> {
  const lit = (v: string | bigint | number | boolean): RefExpr => ({ k: 'lit', t: type, v });
  switch (type) {
    case 'String':
      return fc
        .oneof(
          { weight: 6, arbitrary: fc.constantFrom(...stringPool, ...ids) },
          {
            weight: 1,
            arbitrary: fc.string({ unit: 'binary', maxLength: 4 }).filter((s) => !s.includes('\u0000')),
          },
          {
            weight: 1,
            arbitrary: fc.constantFrom("'); DROP TABLE projects; --", "name' OR '1'='1", '" OR 1=1 --'),
          },
        )
        .map(lit);
    case 'Integer':
      return fc
        .oneof(
          { weight: 4, arbitrary: fc.constantFrom(...integerPool) },
          { weight: 4, arbitrary: fc.bigInt({ min: -10n, max: 10n }) },
          { weight: 1, arbitrary: fc.bigInt(int64) },
        )
        .map(lit);
    case 'Double':
      return fc
        .oneof(
          { weight: 4, arbitrary: fc.constantFrom(...doublePool) },
          { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
        )
        .map(lit);
    case 'Date':
      return fc
        .oneof(
          { weight: 3, arbitrary: fc.constantFrom(...datePool) },
          { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 4102444800000n }) },
        )
        .map(lit);
    case 'Boolean':
      return fc.boolean().map(lit);
  }
}

const bin = (op: string, l: RefExpr, r: RefExpr): RefExpr => ({ k: 'bin', op, l, r });
const call = (name: string, ...args: RefExpr[]): RefExpr => ({ k: 'call', name, args });

/** Well-typed expressions of `type` over the given fields, nested up to `depth`. */
export class ExprGenerators {
  private readonly paths: readonly TypedPath[];
  private readonly cache = new Map<string, fc.Arbitrary<RefExpr>>();

  constructor(paths: readonly TypedPath[]) {
    this.paths = paths;
  }

  private leaf(type: RefType): fc.Arbitrary<RefExpr> {
    const fields = this.paths.filter((p) => p.type === type).map((p) => p.path);
    const lit = literal(type);
    if (fields.length === 0) return lit;
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...fields).map((path): RefExpr => ({ k: 'field', path })) },
      { weight: 2, arbitrary: lit },
    );
  }

  expr(type: RefType, depth: number): fc.Arbitrary<RefExpr> {
    const key = `${type}:${depth}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const arb =
      depth <= 0
        ? this.leaf(type)
        : fc.oneof(
            { weight: 2, arbitrary: this.leaf(type) },
            { weight: 3, arbitrary: this.composite(type, depth - 1) },
          );
    this.cache.set(key, arb);
    return arb;
  }

  private composite(type: RefType, d: number): fc.Arbitrary<RefExpr> {
    const e = (t: RefType): fc.Arbitrary<RefExpr> => this.expr(t, d);
    const pair = (op: fc.Arbitrary<string>, l: RefType, r: RefType): fc.Arbitrary<RefExpr> =>
      fc.tuple(op, e(l), e(r)).map(([o, a, b]) => bin(o, a, b));
    switch (type) {
      case 'Boolean': {
        const equality = fc.constantFrom('eq', 'ne');
        const ordering = fc.constantFrom('gt', 'ge', 'lt', 'le');
        const anyCompare = fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le');
        const nullLit: RefExpr = { k: 'lit', t: 'Null', v: null };
        return fc.oneof(
          pair(anyCompare, 'Integer', 'Integer'),
          pair(anyCompare, 'Double', 'Integer'),
          pair(anyCompare, 'Integer', 'Double'),
          pair(anyCompare, 'String', 'String'),
          pair(anyCompare, 'Date', 'Date'),
          pair(ordering, 'Double', 'Double'),
          pair(equality, 'Boolean', 'Boolean'),
          fc
            .tuple(
              equality,
              fc.constantFrom<RefType>('String', 'Integer', 'Double', 'Date', 'Boolean'),
              fc.boolean(),
            )
            .chain(([op, t, nullFirst]) =>
              e(t).map((x) => (nullFirst ? bin(op, nullLit, x) : bin(op, x, nullLit))),
            ),
          pair(fc.constantFrom('and', 'or'), 'Boolean', 'Boolean'),
          e('Boolean').map((x): RefExpr => ({ k: 'not', e: x })),
          fc
            .tuple(fc.constantFrom('startswith', 'endswith', 'substringof'), e('String'), e('String'))
            .map(([name, a, b]) => call(name, a, b)),
        );
      }
      case 'Integer':
        return fc.oneof(
          pair(fc.constantFrom('add', 'sub', 'mul', 'div', 'mod'), 'Integer', 'Integer'),
          e('Integer').map((x): RefExpr => ({ k: 'neg', e: x })),
          e('String').map((x) => call('length', x)),
          fc.tuple(e('String'), e('String')).map(([a, b]) => call('indexof', a, b)),
          pair(fc.constant('sub'), 'Date', 'Date'),
        );
      case 'Double':
        return fc.oneof(
          pair(fc.constantFrom('add', 'sub', 'mul', 'div'), 'Double', 'Double'),
          pair(fc.constantFrom('add', 'sub', 'mul', 'div'), 'Double', 'Integer'),
          pair(fc.constantFrom('add', 'sub', 'mul', 'div'), 'Integer', 'Double'),
          e('Double').map((x): RefExpr => ({ k: 'neg', e: x })),
        );
      case 'String':
        return fc.oneof(
          fc.tuple(fc.constantFrom('tolower', 'toupper'), e('String')).map(([name, a]) => call(name, a)),
          fc.tuple(e('String'), e('String')).map(([a, b]) => call('concat', a, b)),
          fc.tuple(e('String'), e('Integer')).map(([a, b]) => call('substring', a, b)),
          fc.tuple(e('String'), e('Integer'), e('Integer')).map(([a, b, c]) => call('substring', a, b, c)),
        );
      case 'Date':
        return fc.oneof(
          pair(fc.constant('add'), 'Date', 'Integer'),
          pair(fc.constant('add'), 'Integer', 'Date'),
          pair(fc.constant('sub'), 'Date', 'Integer'),
        );
    }
  }

  /**
   * Expressions that must be refused: each holds exactly one type or name error, possibly inside
   * a valid condition. Returned with the reason's first word, to check the message is about it.
   */
  invalid(writeOnly: readonly string[]): fc.Arbitrary<RefExpr> {
    const e = (t: RefType): fc.Arbitrary<RefExpr> => this.expr(t, 1);
    const nullLit: RefExpr = { k: 'lit', t: 'Null', v: null };
    const types: RefType[] = ['String', 'Integer', 'Double', 'Date', 'Boolean'];
    const family = (t: RefType): string => (t === 'Integer' || t === 'Double' ? 'number' : t);
    const mismatched = fc
      .tuple(fc.constantFrom(...types), fc.constantFrom(...types))
      .filter(([a, b]) => family(a) !== family(b));
    const bad: fc.Arbitrary<RefExpr> = fc.oneof(
      fc
        .tuple(fc.constantFrom('eq', 'ne', 'gt', 'lt'), mismatched)
        .chain(([op, [a, b]]) => fc.tuple(e(a), e(b)).map(([x, y]) => bin(op, x, y))),
      fc
        .tuple(fc.constantFrom('gt', 'ge', 'lt', 'le'), e('Boolean'), e('Boolean'))
        .map(([op, a, b]) => bin(op, a, b)),
      fc.tuple(fc.constantFrom('gt', 'le'), e('Integer')).map(([op, a]) => bin(op, a, nullLit)),
      fc
        .tuple(fc.constantFrom('add', 'sub', 'mul', 'div', 'mod'), e('String'), e('Integer'))
        .map(([op, a, b]) => bin('eq', bin(op, b, a), b)),
      fc.tuple(e('Double'), e('Integer')).map(([a, b]) => bin('eq', bin('mod', a, b), b)),
      fc.tuple(e('Date'), e('Integer')).map(([a, b]) => bin('eq', bin('mul', a, b), b)),
      fc.tuple(e('Date'), e('Date')).map(([a, b]) => bin('eq', bin('add', a, b), a)),
      e('String').map((a) => bin('eq', call('substring', a), a)),
      fc
        .tuple(e('String'), e('String'))
        .map(([a, b]) => bin('eq', call('length', a, b), { k: 'lit', t: 'Integer', v: 1n })),
      e('String').map((a) => call('startswith', a)),
      e('Integer').map((a) => bin('eq', call('length', a), a)),
      fc.tuple(e('String'), e('Double')).map(([a, b]) => bin('eq', call('substring', a, b), a)),
      fc.tuple(e('String'), e('Integer')).map(([a, b]) => call('endswith', a, b)),
      fc
        .constantFrom<RefType>('String', 'Integer', 'Date')
        .chain((t) => e(t).map((x): RefExpr => ({ k: 'not', e: x }))),
      fc.tuple(e('Boolean'), e('String')).map(([a, b]) => bin('and', a, b)),
      e('Date')
        .map((x): RefExpr => ({ k: 'neg', e: x }))
        .map((x) => bin('eq', x, x)),
      fc
        .constantFrom('zzUnknown', 'Name', 'name_', 'displayname')
        .map((n) => bin('eq', { k: 'field', path: [n] }, nullLit)),
      e('String').map((s) => bin('eq', { k: 'field', path: ['displayName', 'x'] }, s)),
      fc.constantFrom(...writeOnly).map((p) => bin('eq', { k: 'field', path: p.split('/') }, nullLit)),
      fc.constantFrom<RefType>('String', 'Integer', 'Double', 'Date').chain((t) => e(t)),
      e('String').map((s) => bin('eq', call('length', nullLit), call('length', s))),
    );
    return fc.oneof(
      { weight: 3, arbitrary: bad },
      { weight: 1, arbitrary: fc.tuple(e('Boolean'), bad).map(([ok, b]) => bin('and', ok, b)) },
      { weight: 1, arbitrary: fc.tuple(bad, e('Boolean')).map(([b, ok]) => bin('or', b, ok)) },
    );
  }
}

/** Pieces inserted by text mutations and random inputs: tokens, half tokens and hostile characters. */
export const mutationVocabulary = [
  ' ',
  '(',
  ')',
  "'",
  "''",
  ',',
  '/',
  '-',
  '.',
  'eq',
  'ne',
  'gt',
  'and',
  'or',
  'not',
  'add',
  'mod',
  'null',
  'true',
  '0',
  '7',
  '1.5',
  '1e',
  '9223372036854775808',
  "datetime'",
  "datetime'2024-02-30'",
  "datetime'2024-01-01T00:00Z'",
  'zz',
  'name',
  'project',
  'project/',
  '/name',
  'substring(',
  'length',
  'tolower',
  '$',
  ';',
  '"',
  '\u0000',
  '\uD800',
  '😀',
  '%',
  '\\',
  '--',
  '/*',
  'SELECT',
  'L',
  'd',
];
