import { describe, expect, it } from 'vitest';
import { chunks, mapLimit } from './map-limit.ts';

describe('mapLimit', () => {
  it('keeps at most `limit` calls running and answers in order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapLimit([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(peak).toBe(3);
  });

  it('handles an empty list and rejects with the first failure', async () => {
    expect(await mapLimit([], 4, () => Promise.resolve(1))).toEqual([]);
    await expect(
      mapLimit([1, 2], 2, (n) => (n === 2 ? Promise.reject(new Error('two')) : Promise.resolve(n))),
    ).rejects.toThrow('two');
  });
});

describe('chunks', () => {
  it('splits into pieces of at most the size', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 3)).toEqual([]);
  });
});
