import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  localDateOf,
  localDateTimeOf,
  periodInstants,
  startOfDayInstant,
  ZoneClock,
} from './zone-time.ts';

describe('zone time', () => {
  it('starts a day at local midnight of the zone', () => {
    expect(startOfDayInstant('2025-10-01', 'Europe/Vienna')).toBe(Date.UTC(2025, 8, 30, 22));
    expect(startOfDayInstant('2025-12-01', 'Europe/Vienna')).toBe(Date.UTC(2025, 10, 30, 23));
    expect(startOfDayInstant('2025-10-01', 'America/New_York')).toBe(Date.UTC(2025, 9, 1, 4));
  });

  it('gives a period across a daylight-saving change its true length', () => {
    const { from, to } = periodInstants('2025-10-26', '2025-10-26', 'Europe/Vienna');
    expect(to - from).toBe(25 * 3_600_000);
    const spring = periodInstants('2025-03-30', '2025-03-30', 'Europe/Vienna');
    expect(spring.to - spring.from).toBe(23 * 3_600_000);
  });

  it('starts a day whose midnight does not exist at its first existing instant', () => {
    // Santiago skipped from 00:00 to 01:00 on 2025-09-07.
    const start = startOfDayInstant('2025-09-07', 'America/Santiago');
    expect(localDateTimeOf(start, 'America/Santiago')).toBe('2025-09-07 01:00:00');
  });

  it('reads the local day and time of an instant', () => {
    const instant = Date.UTC(2025, 9, 31, 23, 30);
    expect(localDateOf(instant, 'Europe/Vienna')).toBe('2025-11-01');
    expect(localDateOf(instant, 'UTC')).toBe('2025-10-31');
    expect(localDateTimeOf(instant, 'Europe/Vienna')).toBe('2025-11-01 00:30:00');
  });

  it('knows IANA zones from anything else', () => {
    expect(isTimeZone('Europe/Vienna')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('gives the same local dates and times as a full conversion, across offset changes', () => {
    for (const zone of [
      'Europe/Vienna',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'UTC',
    ]) {
      const clock = new ZoneClock(zone);
      const check = (t: number): void => {
        expect(clock.dateTimeOf(t), `${zone} ${new Date(t).toISOString()}`).toBe(localDateTimeOf(t, zone));
        expect(clock.dateOf(t)).toBe(localDateOf(t, zone));
      };
      // A year at an odd stride, and minute by minute around every offset change found on the way.
      let previous = Number.NaN;
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += 4_033_000) {
        check(t);
        const offset = clock.offset(t);
        if (!Number.isNaN(previous) && offset !== previous) {
          for (let u = t - 4_033_000; u <= t; u += 60_000) check(u);
        }
        previous = offset;
      }
    }
  });
});
