import { describe, expect, it } from 'vitest';
import { StampedCache } from './stamped-cache.ts';

describe('StampedCache', () => {
  it('serves a value only under the stamp it was kept under', () => {
    const cache = new StampedCache<string>({ entries: 10, weight: 100 });
    cache.set('a', 's1', 'one', 1);
    expect(cache.get('a', 's1')).toBe('one');
    expect(cache.get('a', 's2')).toBeUndefined();
    // Retired for good: the stamp going back (it never does) would not bring it back either.
    expect(cache.get('a', 's1')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, weight: 0 });
  });

  it('replaces a key kept again and counts its weight once', () => {
    const cache = new StampedCache<string>({ entries: 10, weight: 100 });
    cache.set('a', 's1', 'one', 5);
    cache.set('a', 's2', 'two', 7);
    expect(cache.get('a', 's2')).toBe('two');
    expect(cache.size).toEqual({ entries: 1, weight: 7 });
  });

  it('drops the least recently served first when the entries run out', () => {
    const cache = new StampedCache<number>({ entries: 2, weight: 100 });
    cache.set('a', 's', 1, 1);
    cache.set('b', 's', 2, 1);
    expect(cache.get('a', 's')).toBe(1);
    cache.set('c', 's', 3, 1);
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toBe(1);
    expect(cache.get('c', 's')).toBe(3);
  });

  it('keeps the total weight under its bound and refuses a value heavier than all of it', () => {
    const cache = new StampedCache<number>({ entries: 100, weight: 10 });
    cache.set('a', 's', 1, 4);
    cache.set('b', 's', 2, 4);
    cache.set('c', 's', 3, 4);
    expect(cache.size).toEqual({ entries: 2, weight: 8 });
    expect(cache.get('a', 's')).toBeUndefined();
    cache.set('huge', 's', 4, 11);
    expect(cache.get('huge', 's')).toBeUndefined();
    expect(cache.size.weight).toBe(8);
  });
});
