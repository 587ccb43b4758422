import { fromEpochDay, toEpochDay, type LocalDate } from './local-date.ts';

/**
 * Instants placed in a named (IANA) time zone with nothing but `Intl`, so the same rule runs in
 * the renderer, main and the service. Stint's rule: days, times and totals are those of the
 * organization's time zone on every screen, in the tray and in the CSV.
 */

const msPerDay = 86_400_000;
const msPerHour = 3_600_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function isTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds to add to an instant to read its wall-clock time in `timeZone` as if it were UTC. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const fields: Record<string, number> = {};
  let beforeChrist = false;
  for (const part of partsFormat(timeZone).formatToParts(new Date(whole))) {
    if (part.type === 'era') beforeChrist = part.value === 'BC';
    else if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  // Years before 1 AD come as 1 BC, 2 BC, …; and Date.UTC would read 0–99 as 1900–1999.
  const year = fields['year'] ?? 1970;
  const wall = new Date(0);
  wall.setUTCFullYear(beforeChrist ? 1 - year : year, (fields['month'] ?? 1) - 1, fields['day'] ?? 1);
  wall.setUTCHours((fields['hour'] ?? 0) % 24, fields['minute'] ?? 0, fields['second'] ?? 0, 0);
  return wall.getTime() - whole;
}

/** The wall clock of an instant in `timeZone`. */
export interface WallClock {
  readonly date: LocalDate;
  /** Minutes since that day's midnight on the wall clock (0–1439). */
  readonly minutes: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export function wallClockOf(instant: number, timeZone: string): WallClock {
  const wall = instant + zoneOffsetMs(instant, timeZone);
  const day = Math.floor(wall / msPerDay);
  const inDay = wall - day * msPerDay;
  const hour = Math.floor(inDay / msPerHour);
  const minute = Math.floor((inDay % msPerHour) / 60_000);
  const second = Math.floor((inDay % 60_000) / 1000);
  return { date: fromEpochDay(day), minutes: hour * 60 + minute, hour, minute, second };
}

/** The calendar day an instant falls on in `timeZone`. */
export function localDateOf(instant: number, timeZone: string): LocalDate {
  return wallClockOf(instant, timeZone).date;
}

/**
 * The instant a wall-clock time of a day has in `timeZone`. A time the zone skips (the hour a
 * daylight-saving change jumps over) moves forward by the gap, so a day that skips midnight
 * begins at its first local time that exists; a time the zone has twice is its earlier one.
 */
export function instantAt(date: LocalDate, minutesOfDay: number, timeZone: string): number {
  const wall = toEpochDay(date) * msPerDay + minutesOfDay * 60_000;
  const before = zoneOffsetMs(wall - 12 * msPerHour, timeZone);
  const after = zoneOffsetMs(wall + 12 * msPerHour, timeZone);
  const valid = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => instant + zoneOffsetMs(instant, timeZone) === wall);
  if (valid.length > 0) return Math.min(...valid);
  return wall - before;
}

/** The instant a local day begins in `timeZone`. */
export function startOfDayInstant(date: LocalDate, timeZone: string): number {
  return instantAt(date, 0, timeZone);
}

/** The instants [from, to) of the days `first` to `last` (both included) in `timeZone`. */
export function daysInstants(
  first: LocalDate,
  last: LocalDate,
  timeZone: string,
): { readonly from: number; readonly to: number } {
  return {
    from: startOfDayInstant(first, timeZone),
    to: startOfDayInstant(fromEpochDay(toEpochDay(last) + 1), timeZone),
  };
}

/** The zone this computer (or browser) runs in. */
export function computerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const quarterHour = 15 * 60_000;

/**
 * The wall clock of many instants in one zone, fast: the zone's offset is looked up once per
 * quarter hour of time (every offset change of the tz database falls on a quarter hour) and
 * checked at both ends of it, so an export of ten thousand records costs a few hundred look-ups
 * instead of one time-zone conversion per field.
 */
export class ZoneClock {
  readonly timeZone: string;
  readonly #offsets = new Map<number, number>();

  constructor(timeZone: string) {
    this.timeZone = timeZone;
  }

  /** Milliseconds to add to an instant to read its wall-clock time as if it were UTC. */
  offset(instant: number): number {
    const bucket = Math.floor(instant / quarterHour);
    const cached = this.#offsets.get(bucket);
    if (cached !== undefined) return cached;
    const first = zoneOffsetMs(bucket * quarterHour, this.timeZone);
    const last = zoneOffsetMs((bucket + 1) * quarterHour - 1000, this.timeZone);
    if (first === last) {
      this.#offsets.set(bucket, first);
      return first;
    }
    // A change inside this quarter hour (not one the database has): ask for the instant itself.
    return zoneOffsetMs(instant, this.timeZone);
  }

  dateOf(instant: number): LocalDate {
    return new Date(instant + this.offset(instant)).toISOString().slice(0, 10);
  }

  /** `yyyy-MM-dd HH:mm:ss`, what a spreadsheet reads as a local date and time. */
  dateTimeOf(instant: number): string {
    const iso = new Date(instant + this.offset(instant)).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
}
