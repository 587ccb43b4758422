import { z } from 'zod';
import {
  addDays,
  addMonthStarts,
  compareLocalDates,
  daysInclusive,
  localDateSchema,
  startOfMonth,
  startOfWeek,
  startOfYear,
  toEpochDay,
  type LocalDate,
} from './local-date.ts';

/**
 * The period of a report as the person picks it: a day, week, month or year around an anchor day
 * (today when null), or a custom range; `offset` steps back (negative) or forward by whole
 * periods, exactly as the v1 `offset` parameter does. Weeks start on Monday (ISO 8601) and all
 * days are calendar days of the organization's time zone, as the service counts them.
 */
export const calendarUnits = ['day', 'week', 'month', 'year'] as const;
export type CalendarUnit = (typeof calendarUnits)[number];
export type PeriodUnit = CalendarUnit | 'custom';

/** Longest custom range: ten years of days is already more bars than a chart can show. */
export const maxCustomDays = 3660;
const offsetSchema = z.number().int().min(-10_000).max(10_000);

export const reportPeriodSchema = z
  .discriminatedUnion('unit', [
    z.strictObject({
      unit: z.enum(calendarUnits),
      /** A day inside the period; null is today in the organization's time zone. */
      anchor: localDateSchema.nullable(),
      offset: offsetSchema,
    }),
    z.strictObject({
      unit: z.literal('custom'),
      from: localDateSchema,
      to: localDateSchema,
      offset: offsetSchema,
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
}

/** The v1 `range` values. */
export const v1RangeOf = { day: 1, week: 7, month: 31, year: 365, custom: 999 } as const;

export const sliceUnits = ['day', 'week', 'month', 'year'] as const;
export type SliceUnit = (typeof sliceUnits)[number];
/** The v1 `slice_by` values. */
export const v1SliceOf = { day: 1, week: 7, month: 31, year: 365 } as const;

export function startOfUnit(date: LocalDate, unit: CalendarUnit): LocalDate {
  switch (unit) {
    case 'day':
      return date;
    case 'week':
      return startOfWeek(date);
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
  if (period.unit === 'custom') {
    const length = daysInclusive(period.from, period.to);
    const first = addDays(period.from, period.offset * length);
    return { unit: 'custom', first, last: addDays(first, length - 1) };
  }
  const first = addUnits(startOfUnit(period.anchor ?? today, period.unit), period.unit, period.offset);
  return { unit: period.unit, first, last: addDays(addUnits(first, period.unit, 1), -1) };
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
  return { range: v1RangeOf[period.unit], range_from: period.anchor, offset: period.offset };
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
  let next = addUnits(startOfUnit(period.first, unit), unit, 1);
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
