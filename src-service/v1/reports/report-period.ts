import { wrongParameters } from '../wire/v1-error.ts';
import {
  addDays,
  addMonthStarts,
  compareLocalDates,
  isLocalDate,
  monthOf,
  startOfMonth,
  startOfWeek,
  startOfYear,
  toEpochDay,
  yearOf,
  type LocalDate,
} from '../../../src-shared/domain/local-date.ts';
import { localDateOf, startOfDayInstant } from '../../../src-shared/domain/zoned-time.ts';

/** `range`: 0 no limit, 1 day, 7 week, 31 month, 365 year, 999 a specific interval. */
export type RangeKind = 0 | 1 | 7 | 31 | 365 | 999;
/** `slice_by`: 1 day, 7 week, 31 month, 365 year. */
export type SliceUnit = 1 | 7 | 31 | 365;

export interface PeriodParams {
  readonly range: RangeKind;
  readonly rangeFrom: LocalDate | null;
  readonly rangeTo: LocalDate | null;
  readonly offset: number;
}

/** A half-open interval of instants [from, to); null ends are unbounded (range 0). */
export interface Period {
  readonly from: number | null;
  readonly to: number | null;
}

/** A period as local days: [first, end) where `end` is the day after the last one. */
export interface LocalPeriod {
  readonly first: LocalDate;
  readonly end: LocalDate;
}

export const maxOffset = 100_000;
export const maxDepth = 1000;
export const maxSlices = 5000;

function parseChoice<T extends number>(
  name: string,
  text: string | null,
  allowed: readonly T[],
  fallback: T,
): T {
  if (text === null || text.trim() === '') return fallback;
  const n = Number(text.trim());
  const found = allowed.find((a) => a === n);
  if (found === undefined || !/^\d+$/.test(text.trim())) {
    throw wrongParameters(`${name} must be one of ${allowed.join(', ')}, not ${text}`);
  }
  return found;
}

function parseInteger(name: string, text: string | null, min: number, max: number): number {
  if (text === null || text.trim() === '') return 0;
  const t = text.trim();
  const n = Number(t);
  if (!/^[+-]?\d{1,9}$/.test(t) || n < min || n > max) {
    throw wrongParameters(`${name} must be a whole number from ${min} to ${max}, not ${text}`);
  }
  return n;
}

function parseDateParam(name: string, text: string | null): LocalDate | null {
  if (text === null || text.trim() === '') return null;
  const d = text.trim();
  if (!isLocalDate(d)) throw wrongParameters(`${name} must be a date written yyyy-MM-dd, not ${text}`);
  return d;
}

/** Reads `range`, `range_from`, `range_to` and `offset` (range 0 unless given). */
export function parsePeriodParams(params: URLSearchParams): PeriodParams {
  const range = parseChoice<RangeKind>('range', params.get('range'), [0, 1, 7, 31, 365, 999], 0);
  const rangeFrom = parseDateParam('range_from', params.get('range_from'));
  const rangeTo = parseDateParam('range_to', params.get('range_to'));
  const offset = parseInteger('offset', params.get('offset'), -maxOffset, maxOffset);
  if (range === 999 && (rangeFrom === null || rangeTo === null)) {
    throw wrongParameters('range 999 (a specific interval) needs range_from and range_to');
  }
  if (rangeFrom !== null && rangeTo !== null && compareLocalDates(rangeTo, rangeFrom) < 0) {
    throw wrongParameters('range_to must not be before range_from');
  }
  return { range, rangeFrom, rangeTo, offset };
}

export function parseSliceBy(text: string | null, fallback: SliceUnit): SliceUnit {
  return parseChoice<SliceUnit>('slice_by', text, [1, 7, 31, 365], fallback);
}

export function parseDepth(text: string | null): number {
  return parseInteger('depth', text, 0, maxDepth);
}

/** The first day of the unit (day, ISO week, month, year) containing d. */
export function startOfUnit(d: LocalDate, unit: SliceUnit): LocalDate {
  switch (unit) {
    case 1:
      return d;
    case 7:
      return startOfWeek(d);
    case 31:
      return startOfMonth(d);
    case 365:
      return startOfYear(d);
  }
}

/** The first day of the unit `n` units after the unit starting at `start`. */
export function addUnits(start: LocalDate, unit: SliceUnit, n: number): LocalDate {
  switch (unit) {
    case 1:
      return addDays(start, n);
    case 7:
      return addDays(start, 7 * n);
    case 31:
      return addMonthStarts(start, n);
    case 365:
      return addMonthStarts(startOfYear(start), 12 * n);
  }
}

/** How many whole units separate two unit starts (b after a). */
function unitsBetween(a: LocalDate, b: LocalDate, unit: SliceUnit): number {
  switch (unit) {
    case 1:
      return toEpochDay(b) - toEpochDay(a);
    case 7:
      return (toEpochDay(b) - toEpochDay(a)) / 7;
    case 31:
      return yearOf(b) * 12 + monthOf(b) - (yearOf(a) * 12 + monthOf(a));
    case 365:
      return yearOf(b) - yearOf(a);
  }
}

// Days per unit, rounded up, for bounding how far a period may move.
const unitDays: Readonly<Record<SliceUnit, number>> = { 1: 1, 7: 7, 31: 31, 365: 366 };

// About 110 000 years either side of 1970: any offset of a single range from today, and well
// inside what Date counts (an offset times a long range_to would otherwise reach past it and fail
// as a server error).
const farthestDay = 110_000 * 366;

function checkReach(first: LocalDate, shiftDays: number, lengthDays: number): void {
  if (Math.abs(toEpochDay(first) + shiftDays) + lengthDays > farthestDay) {
    throw wrongParameters('offset moves the period more than 100 000 years away; choose a smaller offset');
  }
}

/**
 * The local days a report covers. For a day, week, month or year range the reference day is
 * `range_from` (today in the account's time zone when absent), moved to the start of its unit;
 * `range_to`, when given, extends the period to the end of its own unit. For 999 the period runs
 * from `range_from` to the end of `range_to`, both inclusive. `offset` moves the whole period by
 * its own length: units for 1/7/31/365, its number of days for 999. Range 0 has no bounds (null).
 */
export function localPeriod(params: PeriodParams, today: LocalDate): LocalPeriod | null {
  if (params.range === 0) return null;
  if (params.range === 999) {
    const first = params.rangeFrom as LocalDate;
    const length = toEpochDay(params.rangeTo as LocalDate) - toEpochDay(first) + 1;
    checkReach(first, params.offset * length, length);
    const shifted = addDays(first, params.offset * length);
    return { first: shifted, end: addDays(shifted, length) };
  }
  const unit: SliceUnit = params.range;
  const first = startOfUnit(params.rangeFrom ?? today, unit);
  const lastStart = params.rangeTo === null ? first : startOfUnit(params.rangeTo, unit);
  const span = unitsBetween(first, lastStart, unit) + 1;
  if (span < 1) throw wrongParameters('range_to must not be before the start of the range');
  checkReach(first, params.offset * span * unitDays[unit], span * unitDays[unit]);
  const shifted = addUnits(first, unit, params.offset * span);
  return { first: shifted, end: addUnits(shifted, unit, span) };
}

/** The local period as instants in `timeZone`. */
export function toInstants(period: LocalPeriod | null, timeZone: string): Period {
  if (period === null) return { from: null, to: null };
  return { from: startOfDayInstant(period.first, timeZone), to: startOfDayInstant(period.end, timeZone) };
}

/** The report's period in the account's time zone, `now` deciding what "today" is. */
export function resolvePeriod(params: PeriodParams, timeZone: string, now: number): Period {
  return toInstants(localPeriod(params, localDateOf(now, timeZone)), timeZone);
}

/**
 * trendedtotals: the period and the `depth` periods before it, oldest first (depth + 1 in all).
 * Each earlier period is the same range with offset - 1, - 2, ….
 */
export function trendPeriods(params: PeriodParams, depth: number, timeZone: string, now: number): Period[] {
  if (params.range === 0 && depth > 0) throw wrongParameters('depth needs a range other than 0 (no limit)');
  const periods: Period[] = [];
  for (let k = depth; k >= 0; k--)
    periods.push(resolvePeriod({ ...params, offset: params.offset - k }, timeZone, now));
  return periods;
}

/**
 * singleslices: the instants where slices begin, plus the end of the last one (n + 1 boundaries
 * for n slices). Slices follow the calendar units of `unit` in the account's time zone; the
 * first and last may be partial when the period does not start or end on a unit boundary.
 */
export function sliceBoundaries(period: LocalPeriod, unit: SliceUnit, timeZone: string): number[] {
  const days: LocalDate[] = [period.first];
  let next = addUnits(startOfUnit(period.first, unit), unit, 1);
  while (compareLocalDates(next, period.end) < 0) {
    days.push(next);
    if (days.length > maxSlices)
      throw wrongParameters(`More than ${maxSlices} slices; choose a larger slice_by`);
    next = addUnits(next, unit, 1);
  }
  days.push(period.end);
  return days.map((d) => startOfDayInstant(d, timeZone));
}

/** The default slice unit for a range: days up to a month, months for a year, else by length. */
export function defaultSliceUnit(period: LocalPeriod | null, range: RangeKind): SliceUnit {
  if (range === 1 || range === 7 || range === 31) return 1;
  if (range === 365) return 31;
  if (period === null) return 31;
  const days = toEpochDay(period.end) - toEpochDay(period.first);
  return days <= 62 ? 1 : days <= 731 ? 31 : 365;
}

/** For range 0: the period from the unit holding the first record to the unit holding the last. */
export function periodCovering(
  firstInstant: number,
  lastInstant: number,
  unit: SliceUnit,
  timeZone: string,
): LocalPeriod {
  const first = startOfUnit(localDateOf(firstInstant, timeZone), unit);
  const last = startOfUnit(localDateOf(lastInstant, timeZone), unit);
  return { first, end: addUnits(last, unit, 1) };
}
