import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthStarts,
  daysInclusive,
  fromEpochDay,
  isLocalDate,
  isoWeekNumber,
  isoWeekday,
  localDateSchema,
  startOfMonth,
  startOfWeek,
  startOfYear,
  toEpochDay,
} from './local-date.ts';

describe('local dates', () => {
  it('accepts only real calendar days written yyyy-MM-dd', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-1-01',
      '24-01-01',
      '2024-01-00',
      '',
      '2024-01-01T00',
    ]) {
      expect(isLocalDate(bad), bad).toBe(false);
    }
    expect(localDateSchema.safeParse('2025-04-31').success).toBe(false);
  });

  it('counts days across months, years and leap days', () => {
    expect(toEpochDay('1970-01-01')).toBe(0);
    expect(fromEpochDay(toEpochDay('2024-03-01') - 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysInclusive('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('starts weeks on Monday, months and years on their first day', () => {
    expect(isoWeekday('2025-11-03')).toBe(1);
    expect(isoWeekday('2025-11-09')).toBe(7);
    expect(startOfWeek('2025-11-09')).toBe('2025-11-03');
    expect(startOfWeek('2026-01-01')).toBe('2025-12-29');
    // A Sunday week (en-US) and a Saturday week: 2025-11-09 is a Sunday.
    expect(startOfWeek('2025-11-09', 7)).toBe('2025-11-09');
    expect(startOfWeek('2025-11-08', 7)).toBe('2025-11-02');
    expect(startOfWeek('2025-11-09', 6)).toBe('2025-11-08');
    expect(startOfWeek('2025-11-09', 1)).toBe('2025-11-03');
    expect(startOfMonth('2024-02-29')).toBe('2024-02-01');
    expect(startOfYear('2024-07-15')).toBe('2024-01-01');
  });

  it('steps month starts forward and back over year ends', () => {
    expect(addMonthStarts('2025-11-20', 2)).toBe('2026-01-01');
    expect(addMonthStarts('2025-01-31', -1)).toBe('2024-12-01');
    expect(addMonthStarts('2025-03-10', -15)).toBe('2023-12-01');
  });

  it('numbers ISO weeks by the year of their Thursday', () => {
    expect(isoWeekNumber('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeekNumber('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeekNumber('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeekNumber('2025-11-05')).toEqual({ year: 2025, week: 45 });
  });

  it('counts on past the years people write, as a report moved far away needs', () => {
    expect(addMonthStarts('2026-11-25', 12 * 100_000)).toBe('+102026-11-01');
    expect(addDays('9999-12-31', 1)).toBe('+010000-01-01');
    expect(addDays('+010000-01-01', -1)).toBe('9999-12-31');
    expect(addMonthStarts('2026-11-25', -12 * 2000)).toBe('0026-11-01');
    expect(isLocalDate('+010000-01-01')).toBe(false);
    expect(isLocalDate('0026-11-01')).toBe(false);
  });
});
