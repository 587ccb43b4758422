import { describe, expect, it } from 'vitest';
import {
  daysInstants,
  instantAt,
  isTimeZone,
  localDateOf,
  startOfDayInstant,
  wallClockOf,
  zoneOffsetMs,
  ZoneClock,
} from './zoned-time.ts';

const hour = 3_600_000;

describe('zoned time', () => {
  it('reads the wall clock of an instant in the zone, not the computer', () => {
    const instant = Date.UTC(2026, 10, 24, 23, 30);
    expect(wallClockOf(instant, 'Europe/Vienna')).toMatchObject({
      date: '2026-11-25',
      hour: 0,
      minute: 30,
      minutes: 30,
    });
    expect(localDateOf(instant, 'America/New_York')).toBe('2026-11-24');
    expect(zoneOffsetMs(instant, 'Asia/Kolkata')).toBe(5.5 * hour);
  });

  it('places a wall-clock time of a day in the zone', () => {
    expect(instantAt('2026-11-25', 9 * 60 + 15, 'Europe/Vienna')).toBe(Date.UTC(2026, 10, 25, 8, 15));
    expect(startOfDayInstant('2026-07-01', 'America/Los_Angeles')).toBe(Date.UTC(2026, 6, 1, 7));
  });

  it('moves a skipped time forward by the gap and takes the earlier of a doubled one', () => {
    // Vienna skips 02:00–03:00 on 2026-03-29 and has 02:00–03:00 twice on 2026-10-25.
    expect(instantAt('2026-03-29', 2 * 60 + 30, 'Europe/Vienna')).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(instantAt('2026-10-25', 2 * 60 + 30, 'Europe/Vienna')).toBe(Date.UTC(2026, 9, 25, 0, 30));
    // Santiago skips midnight: the day begins at 01:00.
    const start = startOfDayInstant('2026-09-06', 'America/Santiago');
    expect(wallClockOf(start, 'America/Santiago')).toMatchObject({ date: '2026-09-06', hour: 1, minute: 0 });
  });

  it('gives days of 23 and 25 hours around daylight-saving changes', () => {
    const spring = daysInstants('2026-03-29', '2026-03-29', 'Europe/Vienna');
    expect(spring.to - spring.from).toBe(23 * hour);
    const autumn = daysInstants('2026-10-25', '2026-10-25', 'Europe/Vienna');
    expect(autumn.to - autumn.from).toBe(25 * hour);
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Europe/Vienna')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('gives the same wall clock through ZoneClock as a full conversion, across offset changes', () => {
    const full = (t: number, zone: string): string => {
      const w = wallClockOf(t, zone);
      const pad = (n: number): string => String(n).padStart(2, '0');
      return `${w.date} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
    };
    for (const zone of [
      'Europe/Vienna',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'UTC',
    ]) {
      const clock = new ZoneClock(zone);
      const check = (t: number): void => {
        expect(clock.dateTimeOf(t), `${zone} ${new Date(t).toISOString()}`).toBe(full(t, zone));
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

  it('places days before the common era and in the first century', () => {
    // 8400 years are 21 Gregorian cycles of 146 097 days.
    expect(startOfDayInstant('-006400-07-01', 'UTC')).toBe(Date.UTC(2000, 6, 1) - 21 * 146_097 * 86_400_000);
    expect(localDateOf(startOfDayInstant('0026-11-01', 'Europe/Vienna'), 'Europe/Vienna')).toBe('0026-11-01');
  });
});
