import * as fc from 'fast-check';

/** Names that select a member of every plain JavaScript object: request text must never reach one. */
export const objectMemberNames = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'toJSON',
  'then',
];

/** Short texts that have broken parsers somewhere: quotes, escapes, control bytes, odd Unicode. */
export const awkwardTexts = [
  '',
  ' ',
  "'",
  '"',
  '\\',
  '%',
  '%00',
  '%zz',
  '\u0000',
  '\r\n',
  '\uFFFE',
  '\uD800',
  '😀',
  'ä',
  '../..',
  "'); DROP TABLE projects; --",
  '<x/>',
  '&amp;',
  '${x}',
  '{{x}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '99999999999999999999999',
  '-9223372036854775809',
  '0x10',
  '/Date(-62135596800001)/',
  '/Date(8640000000000001)/',
  '9999-12-31T23:59:59.999Z',
  '0000-00-00',
  '2024-02-30',
  '2024-13-01T00:00:00Z',
];

export const awkwardText: fc.Arbitrary<string> = fc.oneof(
  { weight: 16, arbitrary: fc.constantFrom(...awkwardTexts, ...objectMemberNames) },
  { weight: 8, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    // Rare: most requests should get past the size limits to the code behind them.
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'ä', '(', "'", '9', '%'), fc.integer({ min: 1000, max: 70_000 }))
      .map(([unit, n]) => unit.repeat(n)),
  },
);

/**
 * Turns a valid text into a near-valid one: cuts, duplicates, swaps or splices in hostile bits,
 * so that parsers meet inputs just past what they were written for.
 */
export function mutateText(valid: string): fc.Arbitrary<string> {
  const at = fc.nat({ max: Math.max(valid.length, 1) });
  return fc.oneof(
    at.map((i) => valid.slice(0, i)),
    fc.tuple(at, at).map(([a, b]) => valid.slice(0, Math.min(a, b)) + valid.slice(Math.max(a, b))),
    fc.tuple(at, awkwardText).map(([i, bit]) => valid.slice(0, i) + bit + valid.slice(i)),
    fc
      .tuple(at, fc.constantFrom('(', ')', "'", ',', ';', '/', ' ', 'not ', ' and ', '{', '}', '"', '<', '>'))
      .map(([i, bit]) => valid.slice(0, i) + bit + valid.slice(i)),
    fc
      .tuple(at, at)
      .map(([a, b]) => valid.slice(0, b) + valid.slice(Math.min(a, b), Math.max(a, b)) + valid.slice(b)),
    fc.integer({ min: 2, max: 400 }).map((n) => valid.repeat(n)),
    fc.constant(valid.toUpperCase()),
  );
}

/** A valid text most of the time, a mutated one often enough to find the edges. */
export function nearValid(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: valid.chain(mutateText) },
    { weight: 1, arbitrary: awkwardText },
  );
}
