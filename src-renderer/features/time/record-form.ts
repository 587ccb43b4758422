import { formatDurationInput, parseDuration } from '../../../src-shared/format/parse-duration.ts';
import { addDays, isLocalDate, toEpochDay, type LocalDate } from '../../../src-shared/domain/local-date.ts';
import type { TimeRecordFields } from '../../../src-shared/domain/time-record.ts';
import { instantAt, localDateOf, wallClockOf } from '../../../src-shared/domain/zoned-time.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';

/**
 * What the editor's inputs hold. Dates and clock times are those of the organization's time zone;
 * `nextDay` is the visible "+1 day" on the stop, the only way an entry crosses midnight.
 */
export interface RecordFormText {
  readonly date: string;
  readonly start: string;
  readonly stop: string;
  readonly nextDay: boolean;
  readonly duration: string;
}

export type RecordFormField = 'date' | 'start' | 'stop' | 'duration';

/** An entry longer than this is asked about once before it is saved. */
export const longEntryMs = 24 * 3_600_000;

const pad = (n: number): string => String(n).padStart(2, '0');

function zonedClockText(ms: number, zone: string): string {
  const wall = wallClockOf(ms, zone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The editor's text for a record, in the organization's zone `zone`. */
export function formText(
  start: number,
  stop: number | null,
  durationMs: number,
  zone: string,
): RecordFormText {
  const date = localDateOf(start, zone);
  const stopDays = stop === null ? 0 : toEpochDay(localDateOf(stop, zone)) - toEpochDay(date);
  // A stop more than a day later cannot be written as a clock time; the duration says it.
  const stopShown = stop !== null && stopDays <= 1;
  return {
    date,
    start: zonedClockText(start, zone),
    stop: stopShown ? zonedClockText(stop, zone) : '',
    nextDay: stopShown && stopDays === 1,
    duration: formatDurationInput(durationMs),
  };
}

function minutesOf(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

function at(date: LocalDate, clock: string, zone: string): number | null {
  const minutes = minutesOf(clock);
  return minutes === null ? null : instantAt(date, minutes, zone);
}

export type TimesResult =
  | {
      readonly ok: true;
      readonly start: number;
      readonly stop: number | null;
      readonly durationMs: number;
      /** Longer than `longEntryMs`: the person confirms once before it is saved. */
      readonly long: boolean;
    }
  | { readonly ok: false; readonly field: RecordFormField; readonly message: string };

const problem = (field: RecordFormField, message: string): TimesResult => ({ ok: false, field, message });

/**
 * Start, stop and duration from the editor's text, in the organization's zone `zone`. A stop is
 * on the start's day unless "+1 day" is on; a stop before the start is an error, never a silent
 * next day. Without a stop the duration says how long; with one, the duration may be shorter (a
 * break) but not longer.
 */
export function readTimes(text: RecordFormText, zone: string, t: Translate = english.t): TimesResult {
  if (!isLocalDate(text.date)) return problem('date', t('time.form.date'));
  const start = at(text.date, text.start, zone);
  if (start === null) return problem('start', t('time.form.start'));
  const durationText = text.duration.trim();
  const duration = parseDuration(durationText);
  if (durationText !== '' && duration === null) {
    return problem('duration', t('time.form.duration'));
  }
  if (text.stop.trim() === '') {
    if (duration === null) return problem('duration', t('time.form.stopOrDuration'));
    return { ok: true, start, stop: start + duration, durationMs: duration, long: duration > longEntryMs };
  }
  const stopDate = text.nextDay ? addDays(text.date, 1) : text.date;
  let stop = at(stopDate, text.stop, zone);
  if (stop === null) return problem('stop', t('time.form.stop'));
  // A wall-clock time the autumn change repeats (02:30 twice) reads as its first occurrence; when
  // the duration points at the second one, that is the stop the person sees and means.
  if (duration !== null && start + duration > stop) {
    const meant = wallClockOf(start + duration, zone);
    if (meant.date === stopDate && meant.minutes === minutesOf(text.stop)) stop = start + duration;
  }
  if (stop === start) return problem('stop', t('time.form.stopIsStart'));
  if (stop < start) {
    return problem(
      'stop',
      text.nextDay ? t('time.form.stopBeforeStart') : t('time.form.stopBeforeStartHint'),
    );
  }
  const span = stop - start;
  const durationMs = duration ?? span;
  if (durationMs > span) {
    return problem('duration', t('time.form.durationTooLong'));
  }
  return { ok: true, start, stop, durationMs, long: span > longEntryMs };
}

/** A record's times as they were read, and the text the editor first showed for them. */
export interface TimesBefore {
  readonly text: RecordFormText;
  readonly start: number;
  readonly stop: number | null;
  readonly durationMs: number;
}

function sameTimes(a: RecordFormText, b: RecordFormText): boolean {
  return (
    a.date === b.date &&
    a.start === b.start &&
    a.stop === b.stop &&
    a.nextDay === b.nextDay &&
    a.duration === b.duration
  );
}

/**
 * Like `readTimes`, but times left as they were shown keep the record's own instants: the editor
 * shows minutes, and a record of seconds (a short stopwatch run) must not be cut to whole
 * minutes, or refused for a stop in the start's minute, when only its description changed.
 */
export function readEditedTimes(
  text: RecordFormText,
  zone: string,
  before: TimesBefore | null,
  t: Translate = english.t,
): TimesResult {
  if (before !== null && sameTimes(text, before.text)) {
    return { ok: true, start: before.start, stop: before.stop, durationMs: before.durationMs, long: false };
  }
  return readTimes(text, zone, t);
}

/**
 * What is wrong, field by field, for marking each field while it is typed: a duration that cannot
 * be read does not hide a stop before the start.
 */
export function fieldProblem(
  text: RecordFormText,
  zone: string,
  before: TimesBefore | null = null,
  t: Translate = english.t,
): Partial<Record<RecordFormField, string>> {
  const times = readEditedTimes(text, zone, before, t);
  if (times.ok) return {};
  const problems: Partial<Record<RecordFormField, string>> = { [times.field]: times.message };
  // Each field read again with the others made harmless, so every wrong field is marked at once.
  const harmless: RecordFormText = { ...text, duration: '', stop: '' };
  const checks: readonly [RecordFormField, RecordFormText][] = [
    ['start', { ...harmless, duration: '1:00' }],
    ['duration', { ...harmless, duration: text.duration.trim() === '' ? '1:00' : text.duration }],
    ['stop', { ...text, duration: '' }],
  ];
  for (const [field, variant] of checks) {
    const result = readTimes(variant, zone, t);
    if (!result.ok && result.field === field) problems[field] ??= result.message;
  }
  return problems;
}

/**
 * After a change of start, stop or "+1 day" the duration follows; after a change of the duration
 * the stop moves, and says "+1 day" when that takes it past midnight. A stop more than a day
 * after the start is left empty: the duration alone then says how long.
 */
export function follow(text: RecordFormText, changed: keyof RecordFormText, zone: string): RecordFormText {
  if (changed === 'date' || !isLocalDate(text.date)) return text;
  const start = at(text.date, text.start, zone);
  if (start === null) return text;
  if (changed === 'duration') {
    const duration = parseDuration(text.duration);
    if (duration === null) return text;
    const stop = start + duration;
    const days = toEpochDay(localDateOf(stop, zone)) - toEpochDay(text.date);
    if (days > 1) return { ...text, stop: '', nextDay: false };
    return { ...text, stop: zonedClockText(stop, zone), nextDay: days === 1 };
  }
  if (text.stop.trim() === '') return text;
  const stop = at(text.nextDay ? addDays(text.date, 1) : text.date, text.stop, zone);
  // A stop before the start keeps the duration; the stop field says what is wrong.
  if (stop === null || stop <= start) return text;
  return { ...text, duration: formatDurationInput(stop - start) };
}

/** The fields that differ from the record as it was read. */
export function changedFields(before: TimeRecordFields, after: TimeRecordFields): Partial<TimeRecordFields> {
  const changes: Partial<Record<keyof TimeRecordFields, unknown>> = {};
  for (const key of Object.keys(after) as (keyof TimeRecordFields)[]) {
    if (before[key] !== after[key]) changes[key] = after[key];
  }
  return changes as Partial<TimeRecordFields>;
}
