import { describe, expect, it } from 'vitest';
import { HeapCeiling } from './heap-ceiling.ts';

const mb = 1024 * 1024;

describe('HeapCeiling', () => {
  it('asks for a collection once the heap in use passes the ceiling, not before', () => {
    const ceiling = new HeapCeiling(40 * mb);
    expect(ceiling.due(39 * mb)).toBe(false);
    expect(ceiling.due(40 * mb)).toBe(false);
    expect(ceiling.due(41 * mb)).toBe(true);
  });

  it('waits for the heap to double what is live when the live set nears the ceiling', () => {
    const ceiling = new HeapCeiling(40 * mb);
    ceiling.collected(35 * mb);
    expect(ceiling.due(60 * mb)).toBe(false);
    expect(ceiling.due(71 * mb)).toBe(true);
    // Once the live set is small again, the ceiling is what counts.
    ceiling.collected(10 * mb);
    expect(ceiling.due(41 * mb)).toBe(true);
  });
});
