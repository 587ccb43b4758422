import { zoneOffsetMs } from '../../src-shared/domain/zoned-time.ts';

const msPerDay = 86_400_000;
const msPerHour = 3_600_000;

/** Offsets at the first and the last millisecond of one UTC hour, per zone; cleared when large. */
const hours = new Map<string, Map<number, readonly [number, number]>>();
let cached = 0;
const maxCached = 200_000;

function hourOffsets(zone: string, hour: number): readonly [number, number] {
  let byHour = hours.get(zone);
  if (byHour === undefined) {
    byHour = new Map();
    hours.set(zone, byHour);
  }
  let offsets = byHour.get(hour);
  if (offsets === undefined) {
    if (cached >= maxCached) {
      hours.clear();
      cached = 0;
      byHour = new Map();
      hours.set(zone, byHour);
    }
    const start = hour * msPerHour;
    offsets = [zoneOffsetMs(start, zone), zoneOffsetMs(start + msPerHour - 1, zone)];
    byHour.set(hour, offsets);
    cached++;
  }
  return offsets;
}

/**
 * The local day (days since 1970-01-01) an instant falls on in `zone`: the day `localDateOf`
 * gives, so rollup days agree with report periods exactly. Every record write calls it from a
 * trigger, and Intl is slow: the offset is looked up once per zone and UTC hour, and used when
 * it is the same at both ends of the hour (a zone changes its offset on its own schedule, not
 * always on a UTC hour: inside such an hour each instant is asked for itself).
 */
export function localDayNumber(instant: number, zone: string): number {
  const [first, last] = hourOffsets(zone, Math.floor(instant / msPerHour));
  const offset = first === last ? first : zoneOffsetMs(instant, zone);
  return Math.floor((instant + offset) / msPerDay);
}

/** year * 12 + month - 1 of a day number (proleptic Gregorian, any integer day). */
export function monthOfDay(day: number): number {
  // Howard Hinnant's civil_from_days.
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return year * 12 + month - 1;
}

/** The day number of the first day of a month number (the inverse of `monthOfDay` on month starts). */
export function firstDayOfMonth(month: number): number {
  const year = Math.floor(month / 12);
  const m = month - year * 12;
  const date = new Date(0);
  date.setUTCFullYear(year, m, 1);
  return Math.floor(date.getTime() / msPerDay);
}
