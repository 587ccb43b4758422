import { describe, expect, it } from 'vitest';
import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import { addDays, dateText, dayLabel, rangeOf, startOfDay, weekOf } from './time-range.ts';

const wednesday = new Date(2026, 0, 7, 15, 30).getTime();
const monday = 1;
const sundayFirst = 7;
// These cases read days in the computer's zone, as `new Date(y, m, d)` builds them.
const zone = computerTimeZone();

describe('time ranges', () => {
  it('gives today, the week from Monday, and inclusive custom ranges in local days', () => {
    expect(rangeOf({ kind: 'today' }, wednesday, zone, monday)).toEqual({
      from: new Date(2026, 0, 7).getTime(),
      to: new Date(2026, 0, 8).getTime(),
    });
    expect(weekOf(wednesday, zone, monday)).toEqual({
      from: new Date(2026, 0, 5).getTime(),
      to: new Date(2026, 0, 12).getTime(),
    });
    const sunday = new Date(2026, 0, 11, 23, 0).getTime();
    expect(weekOf(sunday, zone, monday).from).toBe(new Date(2026, 0, 5).getTime());
    expect(
      rangeOf({ kind: 'custom', first: '2025-12-30', last: '2026-01-02' }, wednesday, zone, monday),
    ).toEqual({
      from: new Date(2025, 11, 30).getTime(),
      to: new Date(2026, 0, 3).getTime(),
    });
    expect(
      rangeOf({ kind: 'custom', first: '2026-01-05', last: '2026-01-04' }, wednesday, zone, monday),
    ).toBeNull();
  });

  it('starts the week on the day the locale starts it: Sunday in the US, Monday in Germany', () => {
    // Wednesday 7 January: the US week is Sunday 4 to Saturday 10, the German one Monday 5 to Sunday 11.
    expect(weekOf(wednesday, zone, sundayFirst)).toEqual({
      from: new Date(2026, 0, 4).getTime(),
      to: new Date(2026, 0, 11).getTime(),
    });
    expect(rangeOf({ kind: 'week' }, wednesday, zone, sundayFirst)?.from).toBe(
      new Date(2026, 0, 4).getTime(),
    );
    // Sunday the 11th begins a US week and ends a German one.
    const sunday = new Date(2026, 0, 11, 9, 0).getTime();
    expect(weekOf(sunday, zone, sundayFirst).from).toBe(new Date(2026, 0, 11).getTime());
    expect(weekOf(sunday, zone, monday).from).toBe(new Date(2026, 0, 5).getTime());
  });

  it('reads and writes local dates, refusing impossible ones', () => {
    expect(dateText(wednesday, zone)).toBe('2026-01-07');
    // Typed days that are not dates give no range at all.
    expect(
      rangeOf({ kind: 'custom', first: '2026-02-30', last: '2026-03-01' }, wednesday, zone, monday),
    ).toBeNull();
    expect(
      rangeOf({ kind: 'custom', first: 'nope', last: '2026-03-01' }, wednesday, zone, monday),
    ).toBeNull();
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
    expect(rangeOf({ kind: 'today' }, lateUtc, vienna, monday)).toEqual({
      from: Date.UTC(2026, 10, 24, 23),
      to: Date.UTC(2026, 10, 25, 23),
    });
    expect(weekOf(lateUtc, vienna, monday)).toEqual({
      from: Date.UTC(2026, 10, 22, 23),
      to: Date.UTC(2026, 10, 29, 23),
    });
    // The last Sunday of October has 25 hours in Vienna.
    expect(
      rangeOf({ kind: 'custom', first: '2026-10-25', last: '2026-10-25' }, lateUtc, vienna, monday),
    ).toEqual({
      from: Date.UTC(2026, 9, 24, 22),
      to: Date.UTC(2026, 9, 25, 23),
    });
    expect(
      rangeOf(
        { kind: 'custom', first: '2026-11-25', last: '2026-11-25' },
        lateUtc,
        'America/New_York',
        monday,
      )?.from,
    ).toBe(Date.UTC(2026, 10, 25, 5));
    expect(addDays(Date.UTC(2026, 9, 24, 22), 1, vienna)).toBe(Date.UTC(2026, 9, 25, 23));
  });
});
