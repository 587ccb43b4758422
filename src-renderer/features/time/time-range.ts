import {
  addDays as addLocalDays,
  compareLocalDates,
  isLocalDate,
  startOfWeek,
  type LocalDate,
} from '../../../src-shared/domain/local-date.ts';
import {
  daysInstants,
  instantAt,
  localDateOf,
  startOfDayInstant,
  wallClockOf,
} from '../../../src-shared/domain/zoned-time.ts';
import type { Weekday } from '../../../src-shared/format/first-day-of-week.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';

/**
 * The Time screen's days, counted in the organization's time zone (Stint's one rule: the same
 * record lands on the same day in Time, Reports, the tray and the CSV). Every function takes
 * that zone, and no caller can forget it.
 */

/** Ranges of days, as epoch ms [from, to). */
export interface DayRange {
  readonly from: number;
  readonly to: number;
}

export type RangeChoice =
  | { readonly kind: 'today' }
  | { readonly kind: 'week' }
  /** Inclusive local dates, `yyyy-mm-dd`. */
  | { readonly kind: 'custom'; readonly first: string; readonly last: string };

/** The instant the day of `ms` begins in `timeZone`. */
export function startOfDay(ms: number, timeZone: string): number {
  return startOfDayInstant(localDateOf(ms, timeZone), timeZone);
}

/** The same wall-clock time `days` calendar days later in `timeZone`. */
export function addDays(ms: number, days: number, timeZone: string): number {
  const wall = wallClockOf(ms, timeZone);
  const rest = ms - Math.floor(ms / 60_000) * 60_000;
  return instantAt(addLocalDays(wall.date, days), wall.minutes, timeZone) + rest;
}

/** `yyyy-mm-dd` of a moment in `timeZone`. */
export function dateText(ms: number, timeZone: string): LocalDate {
  return localDateOf(ms, timeZone);
}

/** The week around `now` that starts on `firstDay` (the locale's: Monday in Germany, Sunday in the US). */
export function weekOf(now: number, timeZone: string, firstDay: Weekday): DayRange {
  const first = startOfWeek(localDateOf(now, timeZone), firstDay);
  return daysInstants(first, addLocalDays(first, 6), timeZone);
}

export function rangeOf(
  choice: RangeChoice,
  now: number,
  timeZone: string,
  firstDay: Weekday,
): DayRange | null {
  switch (choice.kind) {
    case 'today': {
      const today = localDateOf(now, timeZone);
      return daysInstants(today, today, timeZone);
    }
    case 'week':
      return weekOf(now, timeZone, firstDay);
    case 'custom': {
      const { first, last } = choice;
      if (!isLocalDate(first) || !isLocalDate(last) || compareLocalDates(last, first) < 0) return null;
      return daysInstants(first, last, timeZone);
    }
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string, withYear: boolean, locale: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${String(withYear)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/** "Today", "Yesterday", or the weekday and date (with the year when it is not this year's). */
export function dayLabel(
  dayStart: number,
  now: number,
  timeZone: string,
  language: { readonly locale: string; readonly t: Translate } = { locale: 'en', t: english.t },
): string {
  const day = localDateOf(dayStart, timeZone);
  const today = localDateOf(now, timeZone);
  if (day === today) return language.t('time.today');
  if (day === addLocalDays(today, -1)) return language.t('time.yesterday');
  return dayFormat(timeZone, day.slice(0, 4) !== today.slice(0, 4), language.locale).format(dayStart);
}
