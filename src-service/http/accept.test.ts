import { describe, expect, it } from 'vitest';
import { matchMediaType, parseAccept } from './accept.ts';

describe('parseAccept', () => {
  it('reads types, q-values and positions', () => {
    expect(parseAccept('Application/XML;q=0.5, */*')).toEqual([
      { type: 'application', subtype: 'xml', q: 0.5, index: 0 },
      { type: '*', subtype: '*', q: 1, index: 1 },
    ]);
  });

  it('leaves out ranges that are not type/subtype or whose q is not an RFC 9110 qvalue', () => {
    const ranges = parseAccept(
      'text, a/b/c, application/json;q=2, application/xml;q=0.1234, text/xml;q=abc, text/csv;q=1.000',
    );
    expect(ranges.map((r) => `${r.type}/${r.subtype}`)).toEqual(['text/csv']);
  });
});

describe('matchMediaType', () => {
  it('rates a type by its most specific range, whatever the order', () => {
    const ranges = parseAccept('*/*;q=0.1, application/*;q=0.5, application/json;q=0');
    expect(matchMediaType(ranges, 'application/json')).toEqual({ q: 0, specificity: 2, index: 2 });
    expect(matchMediaType(ranges, 'application/xml')).toEqual({ q: 0.5, specificity: 1, index: 1 });
    expect(matchMediaType(ranges, 'text/xml')).toEqual({ q: 0.1, specificity: 0, index: 0 });
  });

  it('answers null when no range matches', () => {
    expect(matchMediaType(parseAccept('text/html'), 'application/json')).toBeNull();
  });
});
