import { TZDate } from '@date-fns/tz';
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
