import { describe, expect, it } from 'vitest';
import { DocumentCache } from './graph-route.ts';

const query = (i: number, padding = 0): string =>
  `query Q${i} { authenticationContext { __typename } }${' '.repeat(padding)}`;

describe('the graph endpoint document cache', () => {
  it('answers the same parsed document for the same text', () => {
    const cache = new DocumentCache();
    expect(cache.get(query(1))).toBe(cache.get(query(1)));
  });

  it('stays at its bound of documents when one more distinct text arrives', () => {
    const cache = new DocumentCache(10, 1024 * 1024);
    for (let i = 0; i <= 10; i += 1) cache.get(query(i));
    expect(cache.size.documents).toBe(10);
  });

  it('stays within its bound of characters whatever the size of the texts', () => {
    const cache = new DocumentCache(256, 10_000);
    for (let i = 0; i < 50; i += 1) cache.get(query(i, 3000));
    expect(cache.size.chars).toBeLessThanOrEqual(10_000);
    expect(cache.size.documents).toBe(3);
    cache.get(query(99, 20_000));
    expect(cache.size.documents).toBe(3);
  });
});
