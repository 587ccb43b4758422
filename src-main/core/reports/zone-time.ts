import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays, type LocalDate } from '../../../src-shared/domain/local-date.ts';

/**
 * Calendar days placed in an organization's time zone, the way the service places them: a day
 * begins at local midnight, or at the first local time that exists when a daylight-saving change
 * skips midnight.
 */
export function startOfDayInstant(date: LocalDate, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, timeZone).getTime();
}

/** The calendar day an instant falls on in `timeZone`. */
export function localDateOf(instant: number, timeZone: string): LocalDate {
  const t = new TZDate(instant, timeZone);
  return `${String(t.getFullYear()).padStart(4, '0')}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/** `yyyy-MM-dd HH:mm:ss` in `timeZone`: what a spreadsheet reads as a local date and time. */
export function localDateTimeOf(instant: number, timeZone: string): string {
  const t = new TZDate(instant, timeZone);
  return `${localDateOf(instant, timeZone)} ${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`;
}

/** The instants [from, to) of the days `first` to `last` (both included) in `timeZone`. */
export function periodInstants(
  first: LocalDate,
  last: LocalDate,
  timeZone: string,
): { readonly from: number; readonly to: number } {
  return { from: startOfDayInstant(first, timeZone), to: startOfDayInstant(addDays(last, 1), timeZone) };
}

const quarterHour = 15 * 60_000;

/**
 * Local dates and times of many instants in one zone, fast: the zone's UTC offset is looked up
 * once per quarter hour of time (every offset change of the tz database falls on a quarter hour)
 * and checked at both ends of it, so an export of ten thousand records costs a few hundred
 * look-ups instead of one time-zone conversion per field.
 */
export class ZoneClock {
  readonly timeZone: string;
  readonly #offsets = new Map<number, number>();

  constructor(timeZone: string) {
    this.timeZone = timeZone;
  }

  /** Milliseconds to add to an instant to get the local wall-clock time as if it were UTC. */
  offset(instant: number): number {
    const bucket = Math.floor(instant / quarterHour);
    const cached = this.#offsets.get(bucket);
    if (cached !== undefined) return cached;
    const first = tzOffset(this.timeZone, new Date(bucket * quarterHour)) * 60_000;
    const last = tzOffset(this.timeZone, new Date((bucket + 1) * quarterHour - 1)) * 60_000;
    if (first === last) {
      this.#offsets.set(bucket, first);
      return first;
    }
    // A change inside this quarter hour (not one the database has): ask for the instant itself.
    return tzOffset(this.timeZone, new Date(instant)) * 60_000;
  }

  dateOf(instant: number): LocalDate {
    return new Date(instant + this.offset(instant)).toISOString().slice(0, 10);
  }

  /** `yyyy-MM-dd HH:mm:ss`. */
  dateTimeOf(instant: number): string {
    const iso = new Date(instant + this.offset(instant)).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
