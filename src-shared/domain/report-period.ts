import { z } from 'zod';
import {
  addDays,
  addMonthStarts,
  compareLocalDates,
  daysInclusive,
  localDateSchema,
  monthOf,
  startOfMonth,
  startOfWeek,
  startOfYear,
  toEpochDay,
  type LocalDate,
} from './local-date.ts';
import type { Weekday } from '../format/first-day-of-week.ts';

/**
 * The period of a report as the person picks it: a day, week, month or year around an anchor day
 * (today when null), or a custom range; `offset` steps back (negative) or forward by whole
 * periods, exactly as the v1 `offset` parameter does. Weeks start on `weekStart` (the person's
 * locale: Sunday in the US; Monday, ISO 8601 and the service's count, when not given) and all days
 * are calendar days of the organization's time zone, as the service counts them.
 */
export const calendarUnits = ['day', 'week', 'month', 'year'] as const;
export type CalendarUnit = (typeof calendarUnits)[number];
export type PeriodUnit = CalendarUnit | 'custom';

/** Longest custom range: ten years of days is already more bars than a chart can show. */
export const maxCustomDays = 3660;
const offsetSchema = z.number().int().min(-10_000).max(10_000);
/** 1 = Monday … 7 = Sunday: the first day of a week (of a week period, and of week slices). */
const weekStartSchema = z.literal([1, 2, 3, 4, 5, 6, 7] satisfies Weekday[]).optional();

export const reportPeriodSchema = z
  .discriminatedUnion('unit', [
    z.strictObject({
      unit: z.enum(calendarUnits),
      /** A day inside the period; null is today in the organization's time zone. */
      anchor: localDateSchema.nullable(),
      offset: offsetSchema,
      weekStart: weekStartSchema,
    }),
    z.strictObject({
      unit: z.literal('custom'),
      from: localDateSchema,
      to: localDateSchema,
      offset: offsetSchema,
      weekStart: weekStartSchema,
    }),
  ])
  .superRefine((period, ctx) => {
    if (period.unit !== 'custom') return;
    if (compareLocalDates(period.to, period.from) < 0) {
      ctx.addIssue({ code: 'custom', message: 'The range ends before it starts.', path: ['to'] });
    } else if (daysInclusive(period.from, period.to) > maxCustomDays) {
      ctx.addIssue({ code: 'custom', message: 'The range is longer than ten years.', path: ['to'] });
    }
  });

export type ReportPeriod = z.output<typeof reportPeriodSchema>;

/** A period as calendar days, both ends included. */
export interface ResolvedPeriod {
  readonly unit: PeriodUnit;
  readonly first: LocalDate;
  readonly last: LocalDate;
  /** The first day of its weeks, when not Monday. */
  readonly weekStart?: Weekday;
}

/** The v1 `range` values. */
export const v1RangeOf = { day: 1, week: 7, month: 31, year: 365, custom: 999 } as const;

export const sliceUnits = ['day', 'week', 'month', 'year'] as const;
export type SliceUnit = (typeof sliceUnits)[number];
/** The v1 `slice_by` values. */
export const v1SliceOf = { day: 1, week: 7, month: 31, year: 365 } as const;

export function startOfUnit(date: LocalDate, unit: CalendarUnit, weekStart: Weekday = 1): LocalDate {
  switch (unit) {
    case 'day':
      return date;
    case 'week':
      return startOfWeek(date, weekStart);
    case 'month':
      return startOfMonth(date);
    case 'year':
      return startOfYear(date);
  }
}

/** The first day `n` units after the unit that starts on `start`. */
export function addUnits(start: LocalDate, unit: CalendarUnit, n: number): LocalDate {
  switch (unit) {
    case 'day':
      return addDays(start, n);
    case 'week':
      return addDays(start, 7 * n);
    case 'month':
      return addMonthStarts(start, n);
    case 'year':
      return addMonthStarts(start, 12 * n);
  }
}

/**
 * The days a period covers, `today` being today in the organization's time zone. Mirrors the
 * service: a calendar unit is moved to the start of its unit and shifted by `offset` units; a
 * custom range is shifted by `offset` times its own number of days.
 */
export function resolvePeriod(period: ReportPeriod, today: LocalDate): ResolvedPeriod {
  const weeks =
    period.weekStart === undefined || period.weekStart === 1 ? {} : { weekStart: period.weekStart };
  if (period.unit === 'custom') {
    const length = daysInclusive(period.from, period.to);
    const first = addDays(period.from, period.offset * length);
    return { unit: 'custom', first, last: addDays(first, length - 1), ...weeks };
  }
  const start = startOfUnit(period.anchor ?? today, period.unit, period.weekStart);
  const first = addUnits(start, period.unit, period.offset);
  return { unit: period.unit, first, last: addDays(addUnits(first, period.unit, 1), -1), ...weeks };
}

/** The period with the week start of the person's locale (Monday when `weekStart` is 1). */
export function withWeekStart(period: ReportPeriod, weekStart: Weekday): ReportPeriod {
  if ((period.weekStart ?? 1) === weekStart) return period;
  if (weekStart === 1) {
    const { weekStart: _monday, ...rest } = period;
    return rest;
  }
  return { ...period, weekStart };
}

/**
 * Whether the service can count the period's weeks itself: it starts every week on Monday (v1
 * `range=7`, `slice_by=7`); any other week start is asked for as days.
 */
export function serviceCountsWeeks(period: { readonly weekStart?: Weekday | undefined }): boolean {
  return (period.weekStart ?? 1) === 1;
}

/** The same period with the anchor made explicit, so every request of one view covers the same days. */
export function pinPeriod(period: ReportPeriod, today: LocalDate): ReportPeriod {
  return period.unit === 'custom' || period.anchor !== null ? period : { ...period, anchor: today };
}

/** The v1 report parameters of a period (anchor already pinned). */
export function periodToV1Params(period: ReportPeriod): Record<string, string | number> {
  if (period.unit === 'custom') {
    return { range: 999, range_from: period.from, range_to: period.to, offset: period.offset };
  }
  if (period.anchor === null) throw new TypeError('Pin the period to a day before asking the service.');
  if (period.unit === 'week' && !serviceCountsWeeks(period)) {
    // The service's weeks start on Monday: a Sunday week is asked for as its seven days (and a
    // trend of them steps back seven days at a time, as the service shifts a range of days).
    const { first, last } = resolvePeriod(period, period.anchor);
    return { range: 999, range_from: first, range_to: last, offset: 0 };
  }
  return { range: v1RangeOf[period.unit], range_from: period.anchor, offset: period.offset };
}

/**
 * The day a new kind of period is placed around. A custom range leads to its most recent part:
 * today when the range holds it, else its last day (the range's first week is rarely what the
 * person wants next). A calendar period leads to its first day, so a month becomes its first week.
 */
export function anchorAfterSwitch(resolved: ResolvedPeriod, today: LocalDate | null): LocalDate {
  if (resolved.unit !== 'custom') return resolved.first;
  const holdsToday =
    today !== null &&
    compareLocalDates(resolved.first, today) <= 0 &&
    compareLocalDates(today, resolved.last) <= 0;
  return holdsToday ? today : resolved.last;
}

/** The same period `steps` periods later (earlier when negative). */
export function stepPeriod(period: ReportPeriod, steps: number): ReportPeriod {
  return { ...period, offset: period.offset + steps };
}

/**
 * The slices of a period: each starts where a calendar unit starts, the first and last may be
 * partial (a custom range that does not begin on a Monday, say). Answers the first and last day
 * of each, in order, as the service numbers them (offset 0 first).
 */
export function slicesOf(
  period: ResolvedPeriod,
  unit: SliceUnit,
): { readonly first: LocalDate; readonly last: LocalDate }[] {
  const end = addDays(period.last, 1);
  const starts: LocalDate[] = [period.first];
  let next = addUnits(startOfUnit(period.first, unit, period.weekStart), unit, 1);
  while (compareLocalDates(next, end) < 0) {
    starts.push(next);
    next = addUnits(next, unit, 1);
  }
  return starts.map((first, i) => ({ first, last: addDays(starts[i + 1] ?? end, -1) }));
}

/** At most this many bars in one chart. */
export const maxSlices = 400;

/** Slice units that give between 1 and `maxSlices` bars for the period. */
export function sliceUnitsFor(period: ResolvedPeriod): SliceUnit[] {
  const days = daysInclusive(period.first, period.last);
  return sliceUnits.filter((unit) => {
    if (unit === 'day') return days <= maxSlices;
    if (unit === 'week') return days > 7 && days / 7 <= maxSlices;
    if (unit === 'month') return period.unit !== 'day' && period.unit !== 'week' && days > 31;
    return period.unit === 'custom' && days > 366;
  });
}

/** What a chart of the period is sliced by unless the person picks otherwise. */
export function defaultSliceUnit(period: ResolvedPeriod): SliceUnit {
  if (period.unit === 'year') return 'month';
  if (period.unit !== 'custom') return 'day';
  const days = toEpochDay(period.last) - toEpochDay(period.first) + 1;
  return days <= 62 ? 'day' : days <= 731 ? 'month' : 'year';
}

/** The periods of a trend: `depth` earlier periods and the period itself, oldest first. */
export function trendPeriods(period: ReportPeriod, depth: number, today: LocalDate): ResolvedPeriod[] {
  const out: ResolvedPeriod[] = [];
  for (let k = depth; k >= 0; k--) out.push(resolvePeriod(stepPeriod(period, -k), today));
  return out;
}

/** Calendar days, both ends included. */
export interface DaySpan {
  readonly first: LocalDate;
  readonly last: LocalDate;
}

/**
 * What a comparison with the period before sets side by side:
 * - `whole`: two whole periods (the period is over, or has not begun);
 * - `same-days`: the period is running, so only its days up to today count, against the same
 *   days of the period before (1–5 November against 1–5 October, Monday–Wednesday against the
 *   Monday–Wednesday before);
 * - `partial`: today so far against the whole day before, which has no "same days" to cut.
 */
export type ComparisonBasis = 'whole' | 'same-days' | 'partial';

export interface ComparisonSpans {
  readonly basis: ComparisonBasis;
  readonly current: DaySpan;
  readonly previous: DaySpan;
}

/** The period just before a resolved one: the calendar unit before, or the range of the same length. */
export function previousPeriod(period: ResolvedPeriod): ResolvedPeriod {
  if (period.unit === 'custom') {
    const length = daysInclusive(period.first, period.last);
    return { unit: 'custom', first: addDays(period.first, -length), last: addDays(period.first, -1) };
  }
  return {
    unit: period.unit,
    first: addUnits(period.first, period.unit, -1),
    last: addDays(period.first, -1),
  };
}

const earlierDay = (a: LocalDate, b: LocalDate): LocalDate => (compareLocalDates(a, b) <= 0 ? a : b);

/** The day of `previous` that sits where `today` sits in its own period, never past `previous`. */
function sameDayBefore(period: ResolvedPeriod, previous: ResolvedPeriod, today: LocalDate): LocalDate {
  const dayOfMonth = daysInclusive(startOfMonth(today), today);
  if (period.unit === 'month' || period.unit === 'year') {
    // Months and years have different lengths: the same date, not the same count of days
    // (29 February becomes 28 February, 31 March the end of February).
    const month =
      period.unit === 'month' ? previous.first : addMonthStarts(previous.first, monthOf(today) - 1);
    const endOfMonth = addDays(addMonthStarts(month, 1), -1);
    return earlierDay(earlierDay(addDays(month, dayOfMonth - 1), endOfMonth), previous.last);
  }
  return earlierDay(addDays(previous.first, daysInclusive(period.first, today) - 1), previous.last);
}

/**
 * The days a comparison of `period` with the one before it covers, `today` being today in the
 * organization's time zone. A running period is compared over the same elapsed span, never its
 * first days against a whole period before; only a day, which cannot be cut into days, is
 * compared as "so far" against the whole day before, and says so.
 */
export function comparisonSpans(period: ResolvedPeriod, today: LocalDate): ComparisonSpans {
  const previous = previousPeriod(period);
  const whole: ComparisonSpans = { basis: 'whole', current: period, previous };
  const running = compareLocalDates(period.first, today) <= 0 && compareLocalDates(today, period.last) <= 0;
  if (!running) return whole;
  if (period.first === period.last) return { ...whole, basis: 'partial' };
  // On its last day a period has all its days: it stands against the whole period before.
  if (today === period.last) return whole;
  return {
    basis: 'same-days',
    current: { first: period.first, last: today },
    previous: { first: previous.first, last: sameDayBefore(period, previous, today) },
  };
}
