import { formatDurationInput, parseDuration } from '../../../src-shared/format/parse-duration.ts';
import type { TimeRecordFields } from '../../../src-shared/domain/time-record.ts';
import { addDays, dateText, parseDateText } from './time-range.ts';

/** What the editor's inputs hold, as text. */
export interface RecordFormText {
  readonly date: string;
  readonly start: string;
  readonly stop: string;
  readonly duration: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function clockText(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formText(start: number, stop: number | null, durationMs: number): RecordFormText {
  return {
    date: dateText(start),
    start: clockText(start),
    stop: stop === null ? '' : clockText(stop),
    duration: formatDurationInput(durationMs),
  };
}

function at(dayStart: number, clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  const d = new Date(dayStart);
  d.setHours(hours, minutes, 0, 0);
  return d.getTime();
}

export type TimesResult =
  | { readonly ok: true; readonly start: number; readonly stop: number | null; readonly durationMs: number }
  | { readonly ok: false; readonly message: string };

/**
 * Start, stop and duration from the editor's text. A stop earlier than the start is on the next
 * day. Without a stop, the duration says how long; with one, the duration may be shorter (a
 * break) but not longer.
 */
export function readTimes(text: RecordFormText): TimesResult {
  const day = parseDateText(text.date);
  if (day === null) return { ok: false, message: 'Enter the date as a date.' };
  const start = at(day, text.start);
  if (start === null) return { ok: false, message: 'Enter the start as hours and minutes, like 09:30.' };
  const duration = parseDuration(text.duration);
  if (text.stop.trim() === '') {
    if (duration === null) return { ok: false, message: 'Enter a stop time or a duration, like 1:30.' };
    return { ok: true, start, stop: start + duration, durationMs: duration };
  }
  let stop = at(day, text.stop);
  if (stop === null) return { ok: false, message: 'Enter the stop as hours and minutes, like 17:00.' };
  if (stop < start) stop = at(addDays(day, 1), text.stop) ?? stop;
  const span = stop - start;
  if (duration === null) return { ok: false, message: 'Enter the duration like 1:30, 90m or 1.5h.' };
  if (duration > span) {
    return { ok: false, message: 'The duration is longer than the time from start to stop.' };
  }
  return { ok: true, start, stop, durationMs: duration };
}

/** After a change of start or stop the duration follows; after a change of the duration, the stop does. */
export function follow(text: RecordFormText, changed: keyof RecordFormText): RecordFormText {
  const day = parseDateText(text.date);
  if (day === null) return text;
  const start = at(day, text.start);
  if (start === null) return text;
  if (changed === 'duration') {
    const duration = parseDuration(text.duration);
    return duration === null ? text : { ...text, stop: clockText(start + duration) };
  }
  if (text.stop.trim() === '') return text;
  let stop = at(day, text.stop);
  if (stop === null) return text;
  if (stop < start) stop = at(addDays(day, 1), text.stop) ?? stop;
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
