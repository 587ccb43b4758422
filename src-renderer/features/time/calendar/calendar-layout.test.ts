import { describe, expect, it } from 'vitest';
import { formatClock } from '../../../../src-shared/format/clock-time.ts';
import {
  calendarDays,
  columnLayout,
  dayTotalMs,
  focusDayFor,
  hourMarks,
  hoursOf,
  placeInDay,
} from './calendar-layout.ts';

const vienna = 'Europe/Vienna';
const hour = 3_600_000;

describe('calendarDays', () => {
  it('gives the Monday-to-Sunday week around a day, each beginning at midnight in the organization’s zone', () => {
    const days = calendarDays('2026-11-25', 'week', vienna, 1);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(days[0]!.start).toBe(Date.UTC(2026, 10, 22, 23));
    expect(days[6]!.end).toBe(Date.UTC(2026, 10, 29, 23));
  });

  it('gives the Sunday-to-Saturday week when the locale starts weeks on Sunday', () => {
    const days = calendarDays('2026-11-25', 'week', vienna, 7);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    // A Sunday opens its own week, not the one before.
    expect(calendarDays('2026-11-29', 'week', vienna, 7)[0]!.date).toBe('2026-11-29');
  });

  it('gives one day in day mode', () => {
    expect(calendarDays('2026-11-25', 'day', vienna, 1)).toEqual([
      { date: '2026-11-25', start: Date.UTC(2026, 10, 24, 23), end: Date.UTC(2026, 10, 25, 23) },
    ]);
  });
});

describe('DST days', () => {
  it('makes the spring day 23 hours tall and skips 02:00 on its hour lines', () => {
    const [day] = calendarDays('2026-03-29', 'day', vienna, 1);
    expect(hoursOf(day!)).toBe(23);
    const labels = hourMarks(day!).map((at) => formatClock(at, vienna, 'de-AT'));
    expect(labels.slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(labels).toHaveLength(23);
  });

  it('makes the autumn day 25 hours tall and shows 02:00 twice', () => {
    const [day] = calendarDays('2026-10-25', 'day', vienna, 1);
    expect(hoursOf(day!)).toBe(25);
    const labels = hourMarks(day!).map((at) => formatClock(at, vienna, 'de-AT'));
    expect(labels.slice(0, 5)).toEqual(['00:00', '01:00', '02:00', '02:00', '03:00']);
  });

  it('places a record after the spring change by the time elapsed since midnight', () => {
    const [day] = calendarDays('2026-03-29', 'day', vienna, 1);
    // 09:00 in Vienna (summer time) is 07:00 UTC: eight hours after midnight, not nine.
    const start = Date.UTC(2026, 2, 29, 7);
    expect(placeInDay({ start, end: start + hour }, day!)).toEqual({ top: 8 * 60, height: 60 });
  });
});

describe('placeInDay', () => {
  it('cuts a record that crosses midnight to each day', () => {
    const [monday, tuesday] = calendarDays('2026-11-23', 'week', vienna, 1);
    const start = Date.UTC(2026, 10, 23, 22); // 23:00 Monday in Vienna
    const span = { start, end: start + 2 * hour };
    expect(placeInDay(span, monday!)).toEqual({ top: 23 * 60, height: 60 });
    expect(placeInDay(span, tuesday!)).toEqual({ top: 0, height: 60 });
  });

  it('leaves out a day the record is not on', () => {
    const [monday] = calendarDays('2026-11-23', 'week', vienna, 1);
    expect(placeInDay({ start: monday!.end + hour, end: monday!.end + 2 * hour }, monday!)).toBeNull();
  });
});

describe('columnLayout', () => {
  it('puts records that do not overlap in one full-width column', () => {
    const places = columnLayout([
      { id: 'a', start: 0, end: hour },
      { id: 'b', start: hour, end: 2 * hour },
    ]);
    expect(places.get('a')).toEqual({ column: 0, columns: 1 });
    expect(places.get('b')).toEqual({ column: 0, columns: 1 });
  });

  it('puts overlapping records side by side and reuses a column once it is free', () => {
    const places = columnLayout([
      { id: 'a', start: 0, end: 2 * hour },
      { id: 'b', start: hour, end: 3 * hour },
      { id: 'c', start: 2 * hour, end: 4 * hour },
    ]);
    expect(places.get('a')).toEqual({ column: 0, columns: 2 });
    expect(places.get('b')).toEqual({ column: 1, columns: 2 });
    // "c" overlaps only "b", so it takes the column "a" left.
    expect(places.get('c')).toEqual({ column: 0, columns: 2 });
  });

  it('gives three records at once three columns, and a later lone record its full width', () => {
    const places = columnLayout([
      { id: 'c', start: 30, end: hour },
      { id: 'a', start: 0, end: hour },
      { id: 'b', start: 10, end: hour },
      { id: 'd', start: 5 * hour, end: 6 * hour },
    ]);
    expect([places.get('a'), places.get('b'), places.get('c')]).toEqual([
      { column: 0, columns: 3 },
      { column: 1, columns: 3 },
      { column: 2, columns: 3 },
    ]);
    expect(places.get('d')).toEqual({ column: 0, columns: 1 });
  });
});

describe('focusDayFor', () => {
  it('starts on today inside the range and on the range’s first day outside it', () => {
    const range = { from: Date.UTC(2026, 10, 22, 23), to: Date.UTC(2026, 10, 29, 23) };
    expect(focusDayFor(range, Date.UTC(2026, 10, 25, 12), vienna)).toBe('2026-11-25');
    expect(focusDayFor(range, Date.UTC(2026, 11, 25, 12), vienna)).toBe('2026-11-23');
  });
});

describe('dayTotalMs', () => {
  it('counts each record whole on the day it starts, as the List and the Timesheet do', () => {
    const [monday, tuesday] = calendarDays('2026-11-23', 'week', vienna, 1);
    if (monday === undefined || tuesday === undefined) throw new Error('no week');
    const records = [
      { start: monday.start + 9 * hour, durationMs: 2 * hour },
      // 23:00 on Monday to 01:00 on Tuesday: Monday's two hours, not one on each day.
      { start: monday.start + 23 * hour, durationMs: 2 * hour },
      { start: tuesday.start + 10 * hour, durationMs: 45 * 60_000 },
    ];
    expect(dayTotalMs(monday, records)).toBe(4 * hour);
    expect(dayTotalMs(tuesday, records)).toBe(45 * 60_000);
  });
});
