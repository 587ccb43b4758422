import { describe, expect, it } from 'vitest';
import { PenaltyWindowMap } from './penalty-window-map.ts';

interface Count {
  n: number;
  readonly since: number;
}

const map = (maxEntries: number, blockingPenalty = 5, windowMs = 1000): PenaltyWindowMap<Count> =>
  new PenaltyWindowMap<Count>({ windowMs, maxEntries, penalty: (e) => e.n, blockingPenalty });

describe('PenaltyWindowMap', () => {
  it('stays at its bound when one more distinct key than it holds arrives', () => {
    const m = map(100);
    for (let i = 0; i <= 100; i += 1) expect(m.add(`k${i}`, { n: 0, since: 0 }, 0)).not.toBeNull();
    expect(m.size).toBe(100);
    expect(m.get('k100', 0)).toBeDefined();
  });

  it('drops the least penalized entry to make room, the oldest among equals', () => {
    const m = map(3);
    m.add('a', { n: 2, since: 0 }, 0);
    m.add('b', { n: 1, since: 1 }, 1);
    m.add('c', { n: 1, since: 2 }, 2);
    m.add('d', { n: 0, since: 3 }, 3);
    expect(['a', 'b', 'c', 'd'].filter((k) => m.get(k, 3) !== undefined)).toEqual(['a', 'c', 'd']);
  });

  it('never drops a block in force however many other keys arrive, and refuses keys when only blocks are left', () => {
    const m = map(10);
    m.add('victim', { n: 5, since: 0 }, 0);
    for (let i = 0; i < 1000; i += 1) m.add(`flood${i}`, { n: 4, since: 1 }, 1);
    expect(m.get('victim', 1)?.n).toBe(5);
    expect(m.size).toBe(10);

    const full = map(2);
    full.add('x', { n: 5, since: 0 }, 0);
    full.add('y', { n: 5, since: 10 }, 10);
    expect(full.add('z', { n: 0, since: 20 }, 20)).toBeNull();
    expect(full.roomAt()).toBe(1000);
    expect(full.add('z', { n: 0, since: 1000 }, 1000)).not.toBeNull();
    expect(full.get('x', 1000)).toBeUndefined();
    expect(full.get('y', 1000)?.n).toBe(5);
  });

  it('forgets an entry whose window has passed, on reading it and when new keys come', () => {
    const m = map(100);
    m.add('old', { n: 5, since: 0 }, 0);
    m.add('other', { n: 5, since: 0 }, 0);
    expect(m.get('old', 999)).toBeDefined();
    expect(m.get('old', 1000)).toBeUndefined();
    m.add('new', { n: 0, since: 1000 }, 1000);
    expect(m.size).toBe(1);
  });

  it('refuses a bound that could hold nothing', () => {
    expect(() => map(0)).toThrow(RangeError);
  });
});
