import { addDays } from '../../../src-shared/domain/local-date.ts';
import { instantAt, localDateOf, wallClockOf } from '../../../src-shared/domain/zoned-time.ts';
import type { MessageId } from '../../../src-shared/i18n/catalog.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** The start as the "Started at" field shows it: hours and minutes in the organization's zone. */
export function startTimeText(start: number, zone: string): string {
  const wall = wallClockOf(start, zone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

export type StartTimeResult =
  { readonly ok: true; readonly start: number } | { readonly ok: false; readonly problem: MessageId };

/**
 * A typed start of the running stopwatch, read in the organization's zone `zone`. The field has
 * no date: the time means its most recent moment up to `now` (today, or yesterday when that time
 * is still to come today), so a stopwatch can only be moved within the last 24 hours and never
 * into the future. The problem is the record form's, as a message id.
 */
export function readStartTime(text: string, now: number, zone: string): StartTimeResult {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (match === null || hours > 23 || minutes > 59) {
    return { ok: false, problem: 'time.form.start' };
  }
  const today = localDateOf(now, zone);
  const todayAt = instantAt(today, hours * 60 + minutes, zone);
  return {
    ok: true,
    start: todayAt <= now ? todayAt : instantAt(addDays(today, -1), hours * 60 + minutes, zone),
  };
}
