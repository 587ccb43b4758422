import { describe, expect, it } from 'vitest';
import {
  decodeV1Date,
  encodeV1Date,
  encodeV1Dates,
  isV1Date,
  reviveParsedV1Dates,
  reviveV1Dates,
} from './v1-date.ts';

describe('v1 dates', () => {
  it('decodes /Date(ms)/ as UTC milliseconds', () => {
    expect(decodeV1Date('/Date(1700000000000)/')?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(decodeV1Date('/Date(0)/')?.getTime()).toBe(0);
    expect(decodeV1Date('/Date(-86400000)/')?.toISOString()).toBe('1969-12-31T00:00:00.000Z');
  });

  it('accepts and ignores a zone offset', () => {
    expect(decodeV1Date('/Date(1700000000000+0100)/')?.getTime()).toBe(1700000000000);
    expect(decodeV1Date('/Date(1700000000000-0500)/')?.getTime()).toBe(1700000000000);
  });

  it.each(['Date(1)', '/Date()/', '/Date(1.5)/', '/Date(abc)/', ' /Date(1)/', '/Date(1)/x', '2023-01-01'])(
    'refuses %j',
    (text) => {
      expect(decodeV1Date(text)).toBeNull();
      expect(isV1Date(text)).toBe(false);
    },
  );

  it('round-trips through encode', () => {
    const date = new Date(Date.UTC(2024, 1, 29, 12, 30));
    expect(decodeV1Date(encodeV1Date(date))).toEqual(date);
    expect(() => encodeV1Date(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('revives dates at any depth and leaves other strings alone', () => {
    const revived = reviveV1Dates({
      start: '/Date(1000)/',
      name: 'Project /Date(1)/',
      list: [{ at: '/Date(2000)/' }, 'x', 3, null, true],
    }) as { start: Date; name: string; list: [{ at: Date }, string, number, null, boolean] };
    expect(revived.start).toEqual(new Date(1000));
    expect(revived.name).toBe('Project /Date(1)/');
    expect(revived.list[0].at).toEqual(new Date(2000));
    expect(revived.list.slice(1)).toEqual(['x', 3, null, true]);
  });

  it('revives a freshly parsed value in place, as the copying revive does', () => {
    const text = JSON.stringify({
      start: '/Date(1000)/',
      name: 'Project /Date(1)/',
      list: [{ at: '/Date(2000+0100)/' }, '/Date(3000)/', 'x', 3, null, true, []],
    });
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const list = parsed['list'];
    const revived = reviveParsedV1Dates(parsed);
    expect(revived).toBe(parsed);
    expect(parsed['list']).toBe(list);
    expect(revived).toEqual(reviveV1Dates(JSON.parse(text)));
    expect(parsed['start']).toEqual(new Date(1000));
    expect(reviveParsedV1Dates('/Date(5)/')).toEqual(new Date(5));
    expect(reviveParsedV1Dates(7)).toBe(7);
  });

  it('encodes dates in request bodies', () => {
    expect(encodeV1Dates({ start: new Date(5), tags: [new Date(6)], n: 1 })).toEqual({
      start: '/Date(5)/',
      tags: ['/Date(6)/'],
      n: 1,
    });
  });
});
