import { describe, expect, it } from 'vitest';
import { AwayTracker } from './away-tracker.ts';

const minute = 60_000;
const t0 = Date.UTC(2026, 0, 5, 9, 0, 0);

describe('AwayTracker', () => {
  it('asks once the person is back after idling past the threshold, from when the idling began', () => {
    const tracker = new AwayTracker(10 * minute);
    expect(tracker.observeIdle(2 * minute, t0)).toBeNull();
    expect(tracker.away).toBe(false);
    expect(tracker.observeIdle(12 * minute, t0 + 10 * minute)).toBeNull();
    expect(tracker.away).toBe(true);
    expect(tracker.observeIdle(25 * minute, t0 + 23 * minute)).toBeNull();
    // Back: the idle counter restarted 5 s ago.
    expect(tracker.observeIdle(5000, t0 + 30 * minute)).toEqual({
      reason: 'idle',
      from: t0 - 2 * minute,
      to: t0 + 30 * minute - 5000,
    });
    expect(tracker.away).toBe(false);
    expect(tracker.observeIdle(1000, t0 + 31 * minute)).toBeNull();
  });

  it('does not ask about idling shorter than the threshold', () => {
    const tracker = new AwayTracker(10 * minute);
    expect(tracker.observeIdle(9 * minute, t0)).toBeNull();
    expect(tracker.observeIdle(0, t0 + minute)).toBeNull();
  });

  it('asks after a sleep longer than the threshold, and not after a short one', () => {
    const tracker = new AwayTracker(10 * minute);
    tracker.suspend(t0);
    expect(tracker.resume(t0 + 5 * minute)).toBeNull();
    tracker.suspend(t0 + 10 * minute);
    expect(tracker.resume(t0 + 50 * minute)).toEqual({
      reason: 'sleep',
      from: t0 + 10 * minute,
      to: t0 + 50 * minute,
    });
  });

  it('takes the length of a sleep from the clocks where the host has no suspend event', () => {
    const tracker = new AwayTracker(10 * minute);
    expect(tracker.resume(t0 + 60 * minute, 45 * minute)).toEqual({
      reason: 'sleep',
      from: t0 + 15 * minute,
      to: t0 + 60 * minute,
    });
  });

  it('counts an idle stretch that ended in sleep from its start, and asks about a long lock', () => {
    const tracker = new AwayTracker(10 * minute);
    tracker.observeIdle(15 * minute, t0 + 15 * minute);
    tracker.suspend(t0 + 20 * minute);
    expect(tracker.resume(t0 + 80 * minute)).toEqual({ reason: 'sleep', from: t0, to: t0 + 80 * minute });
    tracker.lock(t0 + 90 * minute);
    expect(tracker.unlock(t0 + 95 * minute)).toBeNull();
    tracker.lock(t0 + 100 * minute);
    expect(tracker.unlock(t0 + 130 * minute)).toEqual({
      reason: 'locked',
      from: t0 + 100 * minute,
      to: t0 + 130 * minute,
    });
  });

  it('follows a changed threshold and forgets an absence on reset', () => {
    const tracker = new AwayTracker(10 * minute);
    tracker.thresholdMs = 30 * minute;
    tracker.lock(t0);
    expect(tracker.unlock(t0 + 20 * minute)).toBeNull();
    tracker.lock(t0);
    tracker.reset();
    expect(tracker.unlock(t0 + 60 * minute)).toBeNull();
  });
});
