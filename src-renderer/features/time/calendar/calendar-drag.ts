import type { TimeRecordFields } from '../../../../src-shared/domain/time-record.ts';
import { english, type Translate } from '../../../../src-shared/i18n/translator.ts';
import { longEntryMs } from '../record-form.ts';
import { addDays } from '../time-range.ts';

/**
 * The arithmetic of dragging and of the keys that do the same: every time lands on a 5-minute
 * step, a record never ends before it starts, and a break inside a record (a duration shorter
 * than start to stop) is kept when its end moves.
 */

export const stepMs = 5 * 60_000;
const minuteMs = 60_000;

export interface RecordTimes {
  readonly start: number;
  readonly stop: number;
  readonly durationMs: number;
}

/** To the nearest 5 minutes. Every zone's offset today is whole quarter hours, so steps of UTC are steps of the wall clock. */
export function snap(ms: number): number {
  // `+ 0` turns -0 into 0: a drag of nothing is no change.
  return Math.round(ms / stepMs) * stepMs + 0;
}

/** The instant `offsetPx` below the top of a day column, snapped, inside the day. */
export function instantAtOffset(
  offsetPx: number,
  day: { start: number; end: number },
  pxPerMinute: number,
): number {
  const at = snap(day.start + (offsetPx / pxPerMinute) * minuteMs);
  return Math.min(Math.max(at, day.start), day.end);
}

/** A pointer's vertical travel as time, in whole 5-minute steps. */
export function deltaOf(dyPx: number, pxPerMinute: number): number {
  return snap((dyPx / pxPerMinute) * minuteMs);
}

/** The whole record later (or earlier) by `deltaMs`: start and stop on the step, the duration kept. */
export function moveTimes(times: RecordTimes, deltaMs: number): RecordTimes {
  const start = snap(times.start + deltaMs);
  return { start, stop: start + (times.stop - times.start), durationMs: times.durationMs };
}

/** The same wall-clock times `days` days later (or earlier) in `timeZone`, across a clock change too. */
export function shiftDays(times: RecordTimes, days: number, timeZone: string): RecordTimes {
  if (days === 0) return times;
  const start = addDays(times.start, days, timeZone);
  return { start, stop: start + (times.stop - times.start), durationMs: times.durationMs };
}

/** A new stop, at least a step after the start; the break inside the record stays as long. */
export function resizeEnd(times: RecordTimes, stop: number): RecordTimes {
  const next = Math.max(snap(stop), times.start + stepMs);
  const breakMs = times.stop - times.start - times.durationMs;
  return { start: times.start, stop: next, durationMs: Math.max(0, next - times.start - breakMs) };
}

/** A new start, at least a step before the stop; the break stays as long. */
export function resizeStart(times: RecordTimes, start: number): RecordTimes {
  const next = Math.min(snap(start), times.stop - stepMs);
  const breakMs = times.stop - times.start - times.durationMs;
  return { start: next, stop: times.stop, durationMs: Math.max(0, times.stop - next - breakMs) };
}

/** The span between where a drag on empty time began and where it is now, at least one step. */
export function createSpan(anchor: number, at: number): { start: number; stop: number } {
  const a = snap(anchor);
  const b = snap(at);
  if (a === b) return { start: a, stop: a + stepMs };
  return { start: Math.min(a, b), stop: Math.max(a, b) };
}

export type TimesCheck =
  { readonly ok: true; readonly long: boolean } | { readonly ok: false; readonly message: string };

/** The record form's rules for times: the stop after the start, more than a day is asked about. */
export function checkTimes(times: RecordTimes, t: Translate = english.t): TimesCheck {
  if (times.stop <= times.start) return { ok: false, message: t('calendar.stopBeforeStart') };
  if (times.durationMs > times.stop - times.start) {
    return { ok: false, message: t('calendar.durationTooLong') };
  }
  return { ok: true, long: times.stop - times.start > longEntryMs };
}

/** Only what changed, for `timerecords:update`. */
export function timeChanges(before: RecordTimes, after: RecordTimes): Partial<TimeRecordFields> {
  const changes: { start?: number; stop?: number; durationMs?: number } = {};
  if (before.start !== after.start) changes.start = after.start;
  if (before.stop !== after.stop) changes.stop = after.stop;
  if (before.durationMs !== after.durationMs) changes.durationMs = after.durationMs;
  return changes;
}

export function sameTimes(a: RecordTimes, b: RecordTimes): boolean {
  return a.start === b.start && a.stop === b.stop && a.durationMs === b.durationMs;
}
