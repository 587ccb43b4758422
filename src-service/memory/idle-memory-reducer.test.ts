import { describe, expect, it } from 'vitest';
import { IdleMemoryReducer } from './idle-memory-reducer.ts';

describe('IdleMemoryReducer', () => {
  it('returns memory once at the first quiet interval after a busy one, then not again until more work', () => {
    const reducer = new IdleMemoryReducer({ busy: 0.05, quiet: 0.01 });
    expect([0, 0.001].map((u) => reducer.tick(u))).toEqual([false, false]);
    expect([0.6, 0.3, 0.02, 0.005, 0, 0].map((u) => reducer.tick(u))).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect([0.2, 0].map((u) => reducer.tick(u))).toEqual([false, true]);
  });
});
