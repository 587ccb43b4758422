import { describe, expect, it } from 'vitest';
import type { PowerEvent } from '../core/platform/power-signals.ts';
import { ResumeWatcher } from '../core/platform/resume-watcher.ts';
import { browserPowerSignals } from './browser-power-signals.ts';

describe('browserPowerSignals', () => {
  it('has no idle time and reports a sleep seen by the clocks as a resume with its length', () => {
    const state = { wall: 1_000_000, mono: 0 };
    const watcher = new ResumeWatcher({ wallClock: () => state.wall, monotonicClock: () => state.mono });
    const signals = browserPowerSignals(watcher);
    expect(signals.systemIdleSeconds()).toBeNull();
    const events: PowerEvent[] = [];
    const stop = signals.onPowerEvent((event) => events.push(event));
    state.wall += 40 * 60_000;
    watcher.check();
    state.wall -= 5 * 60_000;
    watcher.check();
    expect(events).toEqual([{ kind: 'resume', sleptMs: 40 * 60_000 }]);
    stop();
    state.wall += 40 * 60_000;
    watcher.check();
    expect(events).toHaveLength(1);
  });
});
