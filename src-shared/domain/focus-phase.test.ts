import { describe, expect, it } from 'vitest';
import { stopwatchElapsedAt } from './stopwatch.ts';
import { focusPhaseAt } from './focus-phase.ts';

const minute = 60_000;
const pomodoro = { workMinutes: 25, breakMinutes: 5 };

describe('focusPhaseAt', () => {
  it('works 25 minutes, breaks 5, and starts the next round', () => {
    expect(focusPhaseAt(0, pomodoro)).toEqual({ phase: 'work', round: 0, leftMs: 25 * minute });
    expect(focusPhaseAt(24 * minute, pomodoro)).toEqual({ phase: 'work', round: 0, leftMs: minute });
    expect(focusPhaseAt(25 * minute, pomodoro)).toEqual({ phase: 'break', round: 0, leftMs: 5 * minute });
    expect(focusPhaseAt(30 * minute, pomodoro)).toEqual({ phase: 'work', round: 1, leftMs: 25 * minute });
    expect(focusPhaseAt(57 * minute, pomodoro)).toEqual({ phase: 'break', round: 1, leftMs: 3 * minute });
  });

  it('does not count paused time: a pause in the work phase keeps the minutes left', () => {
    // Ran 20 minutes, paused for an hour; the stopwatch's elapsed time stays at 20 minutes.
    const paused = { status: 'paused' as const, elapsedMs: 20 * minute, asOf: 0 };
    expect(focusPhaseAt(stopwatchElapsedAt(paused, 60 * minute), pomodoro)).toEqual({
      phase: 'work',
      round: 0,
      leftMs: 5 * minute,
    });
    // Resumed: the phase goes on from there.
    const resumed = { status: 'running' as const, elapsedMs: 20 * minute, asOf: 60 * minute };
    expect(focusPhaseAt(stopwatchElapsedAt(resumed, 66 * minute), pomodoro).phase).toBe('break');
  });

  it('gives the same phase after a restart of the app, from the stopwatch alone', () => {
    // Before the restart: known at asOf 10:00 with 40 minutes elapsed; after it, a fresh read.
    const before = { status: 'running' as const, elapsedMs: 40 * minute, asOf: 1_000 * minute };
    const after = { status: 'running' as const, elapsedMs: 44 * minute, asOf: 1_004 * minute };
    expect(focusPhaseAt(stopwatchElapsedAt(before, 1_006 * minute), pomodoro)).toEqual(
      focusPhaseAt(stopwatchElapsedAt(after, 1_006 * minute), pomodoro),
    );
  });
});
