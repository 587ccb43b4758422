import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from '../../src-shared/domain/local-date.ts';
import { localDateOf } from '../../src-shared/domain/zoned-time.ts';
import { firstDayOfMonth, localDayNumber, monthOfDay } from './local-day.ts';

// Lord Howe moves by half an hour at 02:00 local time, which is not on a UTC hour.
const zones = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Apia',
];

describe('the local day of an instant', () => {
  it('is the day localDateOf gives, in zones with odd offsets and changes off the UTC hour', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (zone, instant) => {
          expect(localDayNumber(instant, zone)).toBe(toEpochDay(localDateOf(instant, zone)));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('changes exactly where a zone changes its offset off the UTC hour', () => {
    // 2024-04-07 02:00 daylight time (+11) in Lord Howe is 2024-04-06T15:00Z; then +10:30.
    const change = Date.UTC(2024, 3, 6, 15);
    for (const instant of [
      change - 1,
      change,
      change + 1,
      Date.UTC(2024, 3, 6, 13, 29, 59, 999),
      Date.UTC(2024, 3, 6, 13, 30),
    ])
      expect(localDayNumber(instant, 'Australia/Lord_Howe')).toBe(
        toEpochDay(localDateOf(instant, 'Australia/Lord_Howe')),
      );
    // Tehran went back from 00:00 (+04:30) to 23:00 (+03:30) on 22 September 2022, at 19:30 UTC:
    // 19:45 UTC is 23:15 on the 21st, where the hour's first offset would say 00:15 on the 22nd.
    expect(localDayNumber(Date.UTC(2022, 8, 21, 19, 45), 'Asia/Tehran')).toBe(toEpochDay('2022-09-21'));
    expect(localDayNumber(Date.UTC(2022, 8, 21, 19, 29), 'Asia/Tehran')).toBe(toEpochDay('2022-09-21'));
    // 18:15 UTC is 00:00 the next day in Kathmandu (UTC+05:45).
    expect(localDayNumber(Date.UTC(2024, 2, 30, 18, 14, 59, 999), 'Asia/Kathmandu')).toBe(
      toEpochDay('2024-03-30'),
    );
    expect(localDayNumber(Date.UTC(2024, 2, 30, 18, 15), 'Asia/Kathmandu')).toBe(toEpochDay('2024-03-31'));
  });
});

describe('months of days', () => {
  it('numbers a day by year * 12 + month - 1, and finds each month’s first day', () => {
    fc.assert(
      fc.property(fc.integer({ min: toEpochDay('0000-01-01'), max: toEpochDay('9999-12-31') }), (day) => {
        const date = fromEpochDay(day);
        const month = Number(date.slice(-5, -3));
        const year = Number(date.slice(0, -6));
        expect(monthOfDay(day)).toBe(year * 12 + month - 1);
        expect(fromEpochDay(firstDayOfMonth(monthOfDay(day)))).toBe(`${date.slice(0, -2)}01`);
      }),
      { numRuns: 2000 },
    );
  });
});
