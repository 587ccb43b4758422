import {
  addDays,
  compareLocalDates,
  isoWeekday,
  isoWeekNumber,
  type LocalDate,
} from '../../src-shared/domain/local-date.ts';
import type { ResolvedPeriod, SliceUnit } from '../../src-shared/domain/report-period.ts';

/**
 * How the app writes money, days and periods: with the person's locale (the browser's), money in
 * the organization's currency, calendar days as the organization counts them (a `yyyy-MM-dd` is
 * shown as that day, whatever the computer's own time zone).
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale ?? ''}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale ?? ''}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

// Calendar weeks by their number: "Week 45" / "W45" in English, "KW 45" / "KW45" in German.
const weekNames: Record<string, { readonly short: string; readonly full: string }> = {
  en: { short: 'W', full: 'Week ' },
  de: { short: 'KW', full: 'KW ' },
};

function weekName(locale: string | undefined): { readonly short: string; readonly full: string } {
  return weekNames[(locale ?? 'en').split('-')[0] ?? 'en'] ?? { short: 'W', full: 'Week ' };
}

export function formatMoney(amount: number, currency: string, locale?: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function formatCount(n: number, locale?: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(n);
}

export function formatPercent(ratio: number, locale?: string): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(ratio);
}

/** A calendar day as a Date at UTC midnight, so formatting in UTC shows exactly that day. */
function utcDay(date: LocalDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function formatDay(
  date: LocalDate,
  style: 'short' | 'medium' | 'long' = 'medium',
  locale?: string,
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : style === 'medium'
        ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
        : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  return dateFormat(locale, options).format(utcDay(date));
}

function formatRange(first: LocalDate, last: LocalDate, locale?: string): string {
  const format = dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(utcDay(first), utcDay(last));
}

/** Calendar days, both ends included: "5 Nov 2025" or "1–5 Nov 2025". */
export function formatDays(first: LocalDate, last: LocalDate, locale?: string): string {
  return first === last
    ? dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        utcDay(first),
      )
    : formatRange(first, last, locale);
}

/**
 * The ISO number of a week from `first` to `last`: a week starting on Sunday (en-US) or Saturday
 * takes the number of the Monday in it, so Sunday 2 to Saturday 8 November 2025 is week 45, as is
 * Monday 3 to Sunday 9.
 */
function weekNumber(first: LocalDate, last: LocalDate): number {
  const monday = addDays(first, (8 - isoWeekday(first)) % 7);
  return isoWeekNumber(compareLocalDates(monday, last) <= 0 ? monday : first).week;
}

/** The title of a period: "Monday, 3 November 2025", "Week 45 · 3–9 Nov 2025", "November 2025"… */
export function formatPeriod(period: ResolvedPeriod, locale?: string): string {
  switch (period.unit) {
    case 'day':
      return formatDay(period.first, 'long', locale);
    case 'week':
      return `${weekName(locale).full}${weekNumber(period.first, period.last)} · ${formatRange(period.first, period.last, locale)}`;
    case 'month':
      return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        utcDay(period.first),
      );
    case 'year':
      return period.first.slice(0, 4);
    case 'custom':
      return period.first === period.last
        ? formatDay(period.first, 'long', locale)
        : formatRange(period.first, period.last, locale);
  }
}

/** The axis label of one slice (short) and its full name (for tables and screen readers). */
export function formatSlice(
  slice: { readonly first: LocalDate; readonly last: LocalDate },
  unit: SliceUnit,
  locale?: string,
): { readonly short: string; readonly full: string } {
  switch (unit) {
    case 'day':
      return {
        short: dateFormat(locale, { day: 'numeric', timeZone: 'UTC' }).format(utcDay(slice.first)),
        full: formatDay(slice.first, 'medium', locale),
      };
    case 'week':
      return {
        short: `${weekName(locale).short}${weekNumber(slice.first, slice.last)}`,
        full: `${weekName(locale).full}${weekNumber(slice.first, slice.last)} · ${formatRange(slice.first, slice.last, locale)}`,
      };
    case 'month':
      return {
        short: dateFormat(locale, { month: 'short', timeZone: 'UTC' }).format(utcDay(slice.first)),
        full: dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          utcDay(slice.first),
        ),
      };
    case 'year':
      return { short: slice.first.slice(0, 4), full: slice.first.slice(0, 4) };
  }
}

/**
 * The axis label of a slice of a custom range, which has no month or year of its own to read
 * the rest from: a real date ("3 Nov") for days and weeks, the month with its year ("Nov 25").
 */
export function formatSliceDate(
  slice: { readonly first: LocalDate; readonly last: LocalDate },
  unit: SliceUnit,
  locale?: string,
): string {
  switch (unit) {
    case 'day':
    case 'week':
      return formatDay(slice.first, 'short', locale);
    case 'month':
      return dateFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
        utcDay(slice.first),
      );
    case 'year':
      return slice.first.slice(0, 4);
  }
}

/** The calendar day of an instant in the organization's time zone. */
export function formatInstantDay(
  epochMs: number,
  timeZone: string,
  locale?: string,
  withYear = true,
): string {
  return dateFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone,
  }).format(new Date(epochMs));
}

export function formatDateTime(epochMs: number, locale?: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs));
}
