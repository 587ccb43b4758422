import { describe, expect, it } from 'vitest';
import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import { addDays, dateText, dayLabel, rangeOf, startOfDay, weekOf } from './time-range.ts';

const wednesday = new Date(2026, 0, 7, 15, 30).getTime();
// These cases read days in the computer's zone, as `new Date(y, m, d)` builds them.
const zone = computerTimeZone();

describe('time ranges', () => {
  it('gives today, the week from Monday, and inclusive custom ranges in local days', () => {
    expect(rangeOf({ kind: 'today' }, wednesday, zone)).toEqual({
      from: new Date(2026, 0, 7).getTime(),
      to: new Date(2026, 0, 8).getTime(),
    });
    expect(weekOf(wednesday, zone)).toEqual({
      from: new Date(2026, 0, 5).getTime(),
      to: new Date(2026, 0, 12).getTime(),
    });
    const sunday = new Date(2026, 0, 11, 23, 0).getTime();
    expect(weekOf(sunday, zone).from).toBe(new Date(2026, 0, 5).getTime());
    expect(rangeOf({ kind: 'custom', first: '2025-12-30', last: '2026-01-02' }, wednesday, zone)).toEqual({
      from: new Date(2025, 11, 30).getTime(),
      to: new Date(2026, 0, 3).getTime(),
    });
    expect(rangeOf({ kind: 'custom', first: '2026-01-05', last: '2026-01-04' }, wednesday, zone)).toBeNull();
  });

  it('reads and writes local dates, refusing impossible ones', () => {
    expect(dateText(wednesday, zone)).toBe('2026-01-07');
    // Typed days that are not dates give no range at all.
    expect(rangeOf({ kind: 'custom', first: '2026-02-30', last: '2026-03-01' }, wednesday, zone)).toBeNull();
    expect(rangeOf({ kind: 'custom', first: 'nope', last: '2026-03-01' }, wednesday, zone)).toBeNull();
    expect(addDays(startOfDay(wednesday, zone), 1, zone)).toBe(new Date(2026, 0, 8).getTime());
  });

  it('names today and yesterday, and other days by date', () => {
    const day = startOfDay(wednesday, zone);
    expect(dayLabel(day, wednesday, zone)).toBe('Today');
    expect(dayLabel(addDays(day, -1, zone), wednesday, zone)).toBe('Yesterday');
    expect(dayLabel(addDays(day, -2, zone), wednesday, zone)).toMatch(/5/);
    expect(dayLabel(new Date(2025, 5, 1).getTime(), wednesday, zone)).toMatch(/2025/);
  });
});

describe('time ranges in the organization’s zone', () => {
  const vienna = 'Europe/Vienna';
  // 23:30 UTC on Tuesday 24 November: already Wednesday the 25th in Vienna.
  const lateUtc = Date.UTC(2026, 10, 24, 23, 30);

  it('puts a record on the organization’s day, not the computer’s', () => {
    expect(startOfDay(lateUtc, vienna)).toBe(Date.UTC(2026, 10, 24, 23));
    expect(startOfDay(lateUtc, 'America/New_York')).toBe(Date.UTC(2026, 10, 24, 5));
    expect(dateText(lateUtc, vienna)).toBe('2026-11-25');
    expect(dayLabel(startOfDay(lateUtc, vienna), Date.UTC(2026, 10, 25, 12), vienna)).toBe('Today');
    expect(
      dayLabel(startOfDay(lateUtc, 'America/New_York'), Date.UTC(2026, 10, 25, 12), 'America/New_York'),
    ).toBe('Yesterday');
  });

  it('counts today, the week and custom days from the organization’s midnights', () => {
    expect(rangeOf({ kind: 'today' }, lateUtc, vienna)).toEqual({
      from: Date.UTC(2026, 10, 24, 23),
      to: Date.UTC(2026, 10, 25, 23),
    });
    expect(weekOf(lateUtc, vienna)).toEqual({
      from: Date.UTC(2026, 10, 22, 23),
      to: Date.UTC(2026, 10, 29, 23),
    });
    // The last Sunday of October has 25 hours in Vienna.
    expect(rangeOf({ kind: 'custom', first: '2026-10-25', last: '2026-10-25' }, lateUtc, vienna)).toEqual({
      from: Date.UTC(2026, 9, 24, 22),
      to: Date.UTC(2026, 9, 25, 23),
    });
    expect(
      rangeOf({ kind: 'custom', first: '2026-11-25', last: '2026-11-25' }, lateUtc, 'America/New_York')?.from,
    ).toBe(Date.UTC(2026, 10, 25, 5));
    expect(addDays(Date.UTC(2026, 9, 24, 22), 1, vienna)).toBe(Date.UTC(2026, 9, 25, 23));
  });
});
