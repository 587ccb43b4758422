import { TZDate } from '@date-fns/tz';
import { daysInMonth } from '../wire/iso-date.ts';

/** A calendar day with no time zone: the unit reports count in. */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const msPerDay = 86_400_000;

export function toEpochDay(d: LocalDate): number {
  const date = new Date(0);
  date.setUTCFullYear(d.year, d.month - 1, d.day);
  return Math.round(date.getTime() / msPerDay);
}

export function fromEpochDay(n: number): LocalDate {
  const date = new Date(n * msPerDay);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(d: LocalDate, n: number): LocalDate {
  return fromEpochDay(toEpochDay(d) + n);
}

/** The first day of the month `n` months after d's month. */
export function addMonthsToStart(d: LocalDate, n: number): LocalDate {
  const index = d.year * 12 + (d.month - 1) + n;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1, day: 1 };
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(d: LocalDate): number {
  const weekday = new Date(toEpochDay(d) * msPerDay).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Weeks start on Monday (ISO 8601). */
export function startOfWeek(d: LocalDate): LocalDate {
  return addDays(d, 1 - isoWeekday(d));
}

export function startOfMonth(d: LocalDate): LocalDate {
  return { year: d.year, month: d.month, day: 1 };
}

export function startOfYear(d: LocalDate): LocalDate {
  return { year: d.year, month: 1, day: 1 };
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return toEpochDay(a) - toEpochDay(b);
}

/** `yyyy-MM-dd`, strictly (a real day of a real month). */
export function parseLocalDate(text: string): LocalDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (m === null) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > daysInMonth(d.year, d.month)) return null;
  return d;
}

export function formatLocalDate(d: LocalDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a local day begins in `timeZone` (epoch ms). Where a daylight-saving change skips
 * midnight, the day begins at the first local time that exists.
 */
export function startOfDayInstant(d: LocalDate, timeZone: string): number {
  return new TZDate(d.year, d.month - 1, d.day, timeZone).getTime();
}

/** The local day an instant falls on in `timeZone`. */
export function localDateOf(instant: number, timeZone: string): LocalDate {
  const t = new TZDate(instant, timeZone);
  return { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate() };
}
