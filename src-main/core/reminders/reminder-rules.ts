import type { ReminderPreferences } from '../../../src-shared/domain/preferences.ts';
import { toEpochDay, type LocalDate } from '../../../src-shared/domain/local-date.ts';
import { instantAt, wallClockOf } from '../../../src-shared/domain/zoned-time.ts';

const minute = 60_000;

/** ISO weekday of a calendar day: 1 is Monday, 7 is Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(date: LocalDate): number {
  return ((((toEpochDay(date) + 3) % 7) + 7) % 7) + 1;
}

type Hours = Pick<ReminderPreferences, 'weekdays' | 'from' | 'to'>;

/**
 * When the working period `now` falls in began, or null outside working hours: a workday
 * between `from` and `to` on the wall clock of `timeZone`.
 */
export function workingPeriodStart(now: number, hours: Hours, timeZone: string): number | null {
  const wall = wallClockOf(now, timeZone);
  if (!hours.weekdays.includes(isoWeekday(wall.date))) return null;
  if (wall.minutes < hours.from || wall.minutes >= hours.to) return null;
  return instantAt(wall.date, hours.from, timeZone);
}

export interface ReminderMoment {
  readonly now: number;
  readonly settings: ReminderPreferences;
  readonly timeZone: string;
  /**
   * Since when the person has been present without a running stopwatch: the last stop, their
   * return from idle, lock or sleep, or the moment reminders were turned on.
   */
  readonly quietSince: number;
  readonly lastRemindedAt: number | null;
}

/**
 * Whether to say "You are not tracking time" now. Only time inside working hours counts as not
 * tracking (the evening before does not make a reminder due at 9:00), and one reminder waits
 * the whole interval before the next.
 */
export function reminderDue(moment: ReminderMoment): boolean {
  const { now, settings } = moment;
  if (!settings.enabled) return false;
  const periodStart = workingPeriodStart(now, settings, moment.timeZone);
  if (periodStart === null) return false;
  const intervalMs = settings.afterMinutes * minute;
  if (now - Math.max(moment.quietSince, periodStart) < intervalMs) return false;
  return moment.lastRemindedAt === null || now - moment.lastRemindedAt >= intervalMs;
}
