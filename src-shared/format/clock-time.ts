import { computerTimeZone } from '../domain/zoned-time.ts';

/**
 * Times of day as every part of Stint prints them: on the organization's wall clock (its time
 * zone), in the person's locale format (12 or 24 hours, as the locale writes them). The Time
 * list, the Reports records and the CSV take their times from here, so one record reads the same
 * on every screen and in every file.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (found === undefined) {
    found = new Intl.DateTimeFormat(locale, options);
    formats.set(key, found);
  }
  return found;
}

/**
 * The time of day of an instant in `timeZone`, e.g. `9:15 AM` (en-US) or `09:15` (de-AT): the
 * locale's own short time style, which also decides 12 or 24 hours and a leading zero.
 */
export function formatClock(instant: number, timeZone: string, locale?: string): string {
  return format(locale, { timeStyle: 'short', timeZone }).format(instant);
}

/** `9:15 AM–10:15 AM`: a record's times, the stop left open while it runs. */
export function formatClockSpan(
  start: number,
  stop: number | null,
  timeZone: string,
  locale?: string,
): string {
  return `${formatClock(start, timeZone, locale)}–${stop === null ? '' : formatClock(stop, timeZone, locale)}`;
}

function canonical(timeZone: string): string {
  return format(undefined, { timeZone }).resolvedOptions().timeZone;
}

/**
 * The zone's short name at `at` (`CET`, `EST`, `GMT+5:30`) when `timeZone` is not the zone the
 * computer runs in, else null: a person whose computer shows the organization's time needs no
 * reminder, one who travels does.
 */
export function zoneLabel(
  timeZone: string,
  computerZone: string = computerTimeZone(),
  at: number = Date.now(),
  locale?: string,
): string | null {
  if (canonical(timeZone) === canonical(computerZone)) return null;
  return zoneShortName(timeZone, at, locale);
}

/** The zone's short name at `at`, e.g. "CET" in winter and "CEST" in summer. */
export function zoneShortName(timeZone: string, at: number, locale?: string): string {
  const part = format(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
