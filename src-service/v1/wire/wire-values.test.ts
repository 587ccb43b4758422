import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatJsonDate, parseWireDate } from './wire-values.ts';

describe('v1 dates', () => {
  it('writes JSON dates as /Date(ms)/ and XML dates as ISO 8601', () => {
    expect(formatJsonDate(1700000000000)).toBe('/Date(1700000000000)/');
    expect(formatJsonDate(-1)).toBe('/Date(-1)/');
    expect(formatIsoDate(Date.UTC(2024, 1, 29, 23, 59, 59, 999))).toBe('2024-02-29T23:59:59.999Z');
  });

  it('reads /Date(ms)/ (with or without an offset suffix), ISO 8601 and epoch numbers', () => {
    expect(parseWireDate('/Date(1700000000000)/')).toBe(1700000000000);
    expect(parseWireDate('/Date(-86400000)/')).toBe(-86400000);
    expect(parseWireDate('/Date(1700000000000+0200)/')).toBe(1700000000000);
    expect(parseWireDate('2024-02-29T10:00:00Z')).toBe(Date.UTC(2024, 1, 29, 10));
    expect(parseWireDate('2024-02-29T10:00:00.5+01:00')).toBe(Date.UTC(2024, 1, 29, 9, 0, 0, 500));
    expect(parseWireDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseWireDate(1700000000000)).toBe(1700000000000);
  });

  it('refuses anything else instead of guessing', () => {
    for (const bad of [
      '/Date(abc)/',
      '/Date(1700000000000)',
      '2023-02-29',
      '2024-13-01',
      '2024-01-01T24:00',
      'yesterday',
      '',
      1.5,
      NaN,
      1e300,
      true,
      {},
      '/Date(99999999999999999)/',
    ]) {
      expect(parseWireDate(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
