import { describe, expect, it } from 'vitest';
import { ResumeWatcher } from './resume-watcher.ts';

function clocks() {
  const state = { wall: 1_000_000, mono: 500 };
  return {
    state,
    watcher: new ResumeWatcher({
      wallClock: () => state.wall,
      monotonicClock: () => state.mono,
      toleranceMs: 20_000,
    }),
  };
}

describe('ResumeWatcher', () => {
  it('calls listeners when the wall clock jumps ahead of the monotonic clock (a sleep)', () => {
    const { state, watcher } = clocks();
    let resumed = 0;
    const stop = watcher.onResume(() => (resumed += 1));
    state.wall += 30_000;
    state.mono += 30_000;
    watcher.check();
    expect(resumed).toBe(0);
    state.wall += 3_600_000;
    state.mono += 30_000;
    watcher.check();
    expect(resumed).toBe(1);
    watcher.check();
    expect(resumed).toBe(1);
    stop();
  });

  it('stops calling a listener that unsubscribed', () => {
    const { state, watcher } = clocks();
    let resumed = 0;
    const stop = watcher.onResume(() => (resumed += 1));
    stop();
    state.wall += 3_600_000;
    watcher.check();
    expect(resumed).toBe(0);
  });
});
