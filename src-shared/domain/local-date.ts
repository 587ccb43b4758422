import { z } from 'zod';
import type { Weekday } from '../format/first-day-of-week.ts';

/**
 * A calendar day as the v1 report parameters write it (`yyyy-MM-dd`), with no time zone: the
 * service counts days, weeks, months and years in the organization's time zone, so the client
 * reasons in calendar days and lets the service (and main, for record lists) place them in time.
 */
export type LocalDate = string;

const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;
/** What date arithmetic may reach beyond the years people write (`+010000-01-01`, `-000042-06-01`). */
const extendedPattern = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of a UTC midnight; `Date.UTC` would read the years 0–99 as 1900–1999. */
function utcMidnight(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** Days since 1970-01-01 of a real calendar day, or null. */
function epochDayOf(text: string, strict: boolean): number | null {
  const match = (strict ? pattern : extendedPattern).exec(text);
  if (match === null) return null;
  const [, y, m, d] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (strict && (year < 1900 || year > 9999)) return null;
  if (month < 1 || month > 12 || day < 1) return null;
  const ms = utcMidnight(year, month, day);
  const back = new Date(ms);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms / 86_400_000;
}

/** A day people write: `yyyy-MM-dd`, years 1900 to 9999. */
export function isLocalDate(text: string): boolean {
  return epochDayOf(text, true) !== null;
}

export const localDateSchema = z
  .string()
  .refine(isLocalDate, 'must be a calendar date written yyyy-MM-dd (years 1900 to 9999)');

/** Also takes the far days arithmetic reaches (a report moved 100 000 years), as `fromEpochDay` writes them. */
export function toEpochDay(date: LocalDate): number {
  const day = epochDayOf(date, false);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return day;
}

export function fromEpochDay(day: number): LocalDate {
  const iso = new Date(day * 86_400_000).toISOString();
  return iso.slice(0, iso.indexOf('T'));
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromEpochDay(toEpochDay(date) + days);
}

function parts(date: LocalDate): { year: number; month: number; day: number } {
  const d = new Date(toEpochDay(date) * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function fromParts(year: number, month: number, day: number): LocalDate {
  return fromEpochDay(utcMidnight(year, month, day) / 86_400_000);
}

/** 1 = Monday … 7 = Sunday (ISO 8601). */
export function isoWeekday(date: LocalDate): number {
  // 1970-01-01 was a Thursday (4).
  return ((((toEpochDay(date) + 3) % 7) + 7) % 7) + 1;
}

/**
 * The first day of the week holding `date`, for a week that starts on `firstDay` (1 = Monday …
 * 7 = Sunday, see firstDayOfWeek): the person's locale decides it on screen; the service counts
 * Monday weeks (ISO 8601), the default.
 */
export function startOfWeek(date: LocalDate, firstDay: Weekday = 1): LocalDate {
  return addDays(date, -((isoWeekday(date) - firstDay + 7) % 7));
}

export function startOfMonth(date: LocalDate): LocalDate {
  const { year, month } = parts(date);
  return fromParts(year, month, 1);
}

export function startOfYear(date: LocalDate): LocalDate {
  return fromParts(parts(date).year, 1, 1);
}

/** The first day of the month `months` after the month of `date`. */
export function addMonthStarts(date: LocalDate, months: number): LocalDate {
  const { year, month } = parts(date);
  const index = year * 12 + (month - 1) + months;
  return fromParts(Math.floor(index / 12), (((index % 12) + 12) % 12) + 1, 1);
}

export function yearOf(date: LocalDate): number {
  return parts(date).year;
}

export function monthOf(date: LocalDate): number {
  return parts(date).month;
}

/** ISO 8601 week number (1–53); the week belongs to the year of its Thursday. */
export function isoWeekNumber(date: LocalDate): { year: number; week: number } {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = yearOf(thursday);
  const firstThursday = addDays(fromParts(year, 1, 4), 4 - isoWeekday(fromParts(year, 1, 4)));
  return { year, week: (toEpochDay(thursday) - toEpochDay(firstThursday)) / 7 + 1 };
}

export function compareLocalDates(a: LocalDate, b: LocalDate): number {
  return toEpochDay(a) - toEpochDay(b);
}

/** The number of days from `first` to `last`, both included. */
export function daysInclusive(first: LocalDate, last: LocalDate): number {
  return toEpochDay(last) - toEpochDay(first) + 1;
}
