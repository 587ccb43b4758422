import { describe, expect, it } from 'vitest';
import {
  checkTimes,
  createSpan,
  deltaOf,
  instantAtOffset,
  moveTimes,
  resizeEnd,
  resizeStart,
  shiftDays,
  snap,
  timeChanges,
} from './calendar-drag.ts';

const minute = 60_000;
const hour = 60 * minute;
const nine = Date.UTC(2026, 10, 25, 8); // 09:00 in Vienna
const record = { start: nine, stop: nine + hour, durationMs: hour };

describe('snapping', () => {
  it('rounds to the nearest 5 minutes', () => {
    expect(snap(nine + 2 * minute)).toBe(nine);
    expect(snap(nine + 3 * minute)).toBe(nine + 5 * minute);
    expect(snap(nine + 2 * minute + 29_000)).toBe(nine);
  });

  it('reads pointer travel in whole steps (48 px an hour)', () => {
    const pxPerMinute = 48 / 60;
    expect(deltaOf(48, pxPerMinute)).toBe(hour);
    expect(deltaOf(5, pxPerMinute)).toBe(5 * minute);
    expect(deltaOf(-1, pxPerMinute)).toBe(0);
  });

  it('reads a place in a day column as a snapped instant inside the day', () => {
    const day = { start: Date.UTC(2026, 10, 24, 23), end: Date.UTC(2026, 10, 25, 23) };
    expect(instantAtOffset(9 * 48 + 1, day, 48 / 60)).toBe(nine);
    expect(instantAtOffset(-30, day, 48 / 60)).toBe(day.start);
    expect(instantAtOffset(99_999, day, 48 / 60)).toBe(day.end);
  });
});

describe('moving and resizing', () => {
  it('moves start and stop together and keeps the duration', () => {
    expect(moveTimes(record, hour)).toEqual({ start: nine + hour, stop: nine + 2 * hour, durationMs: hour });
  });

  it('puts a record of odd minutes on the step when it moves', () => {
    const odd = { start: nine + 2 * minute, stop: nine + 32 * minute, durationMs: 30 * minute };
    expect(moveTimes(odd, 5 * minute)).toEqual({
      start: nine + 5 * minute,
      stop: nine + 35 * minute,
      durationMs: 30 * minute,
    });
  });

  it('moves a record to another day at the same wall-clock time, across the spring change', () => {
    const saturdayNine = Date.UTC(2026, 2, 28, 8); // 09:00 CET
    const moved = shiftDays(
      { start: saturdayNine, stop: saturdayNine + hour, durationMs: hour },
      1,
      'Europe/Vienna',
    );
    // 09:00 CEST on Sunday is 07:00 UTC: 23 hours later, not 24.
    expect(moved).toEqual({
      start: Date.UTC(2026, 2, 29, 7),
      stop: Date.UTC(2026, 2, 29, 8),
      durationMs: hour,
    });
  });

  it('moves the end and the duration with it, keeping a break', () => {
    expect(resizeEnd(record, nine + 90 * minute)).toEqual({
      start: nine,
      stop: nine + 90 * minute,
      durationMs: 90 * minute,
    });
    const withBreak = { ...record, durationMs: 45 * minute };
    expect(resizeEnd(withBreak, nine + 2 * hour).durationMs).toBe(105 * minute);
  });

  it('never lets the end pass the start, nor the start the end', () => {
    expect(resizeEnd(record, nine - hour)).toEqual({
      start: nine,
      stop: nine + 5 * minute,
      durationMs: 5 * minute,
    });
    expect(resizeStart(record, nine + 2 * hour)).toEqual({
      start: nine + 55 * minute,
      stop: nine + hour,
      durationMs: 5 * minute,
    });
  });

  it('creates from either direction of a drag, at least one step long', () => {
    expect(createSpan(nine + hour, nine)).toEqual({ start: nine, stop: nine + hour });
    expect(createSpan(nine, nine + minute)).toEqual({ start: nine, stop: nine + 5 * minute });
  });
});

describe('the record form’s rules', () => {
  it('refuses a stop before the start and asks about more than a day', () => {
    expect(checkTimes({ start: nine, stop: nine, durationMs: 0 })).toEqual({
      ok: false,
      message: 'The stop is before the start.',
    });
    expect(checkTimes(record)).toEqual({ ok: true, long: false });
    expect(checkTimes(resizeEnd(record, nine + 25 * hour))).toEqual({ ok: true, long: true });
  });

  it('sends only the fields that changed', () => {
    expect(timeChanges(record, resizeEnd(record, nine + 90 * minute))).toEqual({
      stop: nine + 90 * minute,
      durationMs: 90 * minute,
    });
    expect(timeChanges(record, moveTimes(record, hour))).toEqual({
      start: nine + hour,
      stop: nine + 2 * hour,
    });
  });
});
