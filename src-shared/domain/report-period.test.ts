import { describe, expect, it } from 'vitest';
import {
  anchorAfterSwitch,
  comparisonSpans,
  defaultSliceUnit,
  periodToV1Params,
  pinPeriod,
  reportPeriodSchema,
  resolvePeriod,
  sliceUnitsFor,
  slicesOf,
  stepPeriod,
  trendPeriods,
  type ReportPeriod,
} from './report-period.ts';

const today = '2025-11-05'; // a Wednesday

describe('resolvePeriod', () => {
  it('resolves each calendar unit around today and steps by whole units', () => {
    const at = (unit: 'day' | 'week' | 'month' | 'year', offset: number) =>
      resolvePeriod({ unit, anchor: null, offset }, today);
    expect(at('day', 0)).toEqual({ unit: 'day', first: '2025-11-05', last: '2025-11-05' });
    expect(at('day', -5)).toMatchObject({ first: '2025-10-31', last: '2025-10-31' });
    expect(at('week', 0)).toMatchObject({ first: '2025-11-03', last: '2025-11-09' });
    expect(at('week', -1)).toMatchObject({ first: '2025-10-27', last: '2025-11-02' });
    expect(at('month', -1)).toMatchObject({ first: '2025-10-01', last: '2025-10-31' });
    expect(at('month', -9)).toMatchObject({ first: '2025-02-01', last: '2025-02-28' });
    expect(at('month', 3)).toMatchObject({ first: '2026-02-01', last: '2026-02-28' });
    expect(at('year', -1)).toMatchObject({ first: '2024-01-01', last: '2024-12-31' });
  });

  it('uses the anchor day instead of today when one is given', () => {
    expect(resolvePeriod({ unit: 'week', anchor: '2024-02-29', offset: 1 }, today)).toMatchObject({
      first: '2024-03-04',
      last: '2024-03-10',
    });
  });

  it('shifts a custom range by its own length', () => {
    const range: ReportPeriod = { unit: 'custom', from: '2025-10-10', to: '2025-10-19', offset: 0 };
    expect(resolvePeriod(range, today)).toEqual({ unit: 'custom', first: '2025-10-10', last: '2025-10-19' });
    expect(resolvePeriod(stepPeriod(range, -1), today)).toMatchObject({
      first: '2025-09-30',
      last: '2025-10-09',
    });
    expect(resolvePeriod(stepPeriod(range, 2), today)).toMatchObject({
      first: '2025-10-30',
      last: '2025-11-08',
    });
  });
});

describe('periodToV1Params', () => {
  it('writes range, range_from, range_to and offset as the service reads them', () => {
    expect(periodToV1Params(pinPeriod({ unit: 'month', anchor: null, offset: -1 }, today))).toEqual({
      range: 31,
      range_from: today,
      offset: -1,
    });
    expect(periodToV1Params({ unit: 'day', anchor: '2025-01-02', offset: 0 })).toMatchObject({ range: 1 });
    expect(periodToV1Params({ unit: 'week', anchor: '2025-01-02', offset: 0 })).toMatchObject({ range: 7 });
    expect(periodToV1Params({ unit: 'year', anchor: '2025-01-02', offset: 2 })).toMatchObject({
      range: 365,
      offset: 2,
    });
    expect(periodToV1Params({ unit: 'custom', from: '2025-01-02', to: '2025-02-03', offset: -3 })).toEqual({
      range: 999,
      range_from: '2025-01-02',
      range_to: '2025-02-03',
      offset: -3,
    });
  });

  it('refuses to send a period whose anchor is still "today"', () => {
    expect(() => periodToV1Params({ unit: 'week', anchor: null, offset: 0 })).toThrow(/Pin/);
  });
});

describe('reportPeriodSchema', () => {
  it('refuses a range that ends before it starts or spans more than ten years', () => {
    const parse = (value: unknown) => reportPeriodSchema.safeParse(value).success;
    expect(parse({ unit: 'custom', from: '2025-01-02', to: '2025-01-02', offset: 0 })).toBe(true);
    expect(parse({ unit: 'custom', from: '2025-01-02', to: '2025-01-01', offset: 0 })).toBe(false);
    expect(parse({ unit: 'custom', from: '2000-01-01', to: '2025-01-01', offset: 0 })).toBe(false);
    expect(parse({ unit: 'month', anchor: null, offset: 0.5 })).toBe(false);
    expect(parse({ unit: 'month', anchor: '2025-02-30', offset: 0 })).toBe(false);
    expect(parse({ unit: 'fortnight', anchor: null, offset: 0 })).toBe(false);
    expect(parse({ unit: 'month', anchor: null, offset: 0, extra: 1 })).toBe(false);
  });
});

describe('slicesOf', () => {
  it('cuts a month into its days', () => {
    const slices = slicesOf({ unit: 'month', first: '2024-02-01', last: '2024-02-29' }, 'day');
    expect(slices).toHaveLength(29);
    expect(slices[28]).toEqual({ first: '2024-02-29', last: '2024-02-29' });
  });

  it('cuts a custom range into calendar weeks, partial at both ends', () => {
    const slices = slicesOf({ unit: 'custom', first: '2025-09-01', last: '2025-10-15' }, 'week');
    expect(slices).toHaveLength(7);
    expect(slices[0]).toEqual({ first: '2025-09-01', last: '2025-09-07' });
    expect(slices.at(-1)).toEqual({ first: '2025-10-13', last: '2025-10-15' });
    const partial = slicesOf({ unit: 'custom', first: '2025-09-03', last: '2025-09-20' }, 'week');
    expect(partial.map((s) => s.first)).toEqual(['2025-09-03', '2025-09-08', '2025-09-15']);
  });

  it('cuts a year into twelve months', () => {
    const slices = slicesOf({ unit: 'year', first: '2025-01-01', last: '2025-12-31' }, 'month');
    expect(slices.map((s) => s.last)).toContain('2025-02-28');
    expect(slices).toHaveLength(12);
  });
});

describe('slice units', () => {
  it('offers only units that give a readable number of bars', () => {
    expect(sliceUnitsFor({ unit: 'week', first: '2025-11-03', last: '2025-11-09' })).toEqual(['day']);
    expect(sliceUnitsFor({ unit: 'month', first: '2025-10-01', last: '2025-10-31' })).toEqual([
      'day',
      'week',
    ]);
    expect(sliceUnitsFor({ unit: 'year', first: '2025-01-01', last: '2025-12-31' })).toEqual([
      'day',
      'week',
      'month',
    ]);
    expect(sliceUnitsFor({ unit: 'custom', first: '2016-01-01', last: '2025-12-31' })).toEqual([
      'month',
      'year',
    ]);
    expect(defaultSliceUnit({ unit: 'year', first: '2025-01-01', last: '2025-12-31' })).toBe('month');
    expect(defaultSliceUnit({ unit: 'custom', first: '2025-01-01', last: '2025-12-31' })).toBe('month');
    expect(defaultSliceUnit({ unit: 'custom', first: '2020-01-01', last: '2025-12-31' })).toBe('year');
  });
});

describe('trendPeriods', () => {
  it('lists the earlier periods oldest first, ending with the period itself', () => {
    const periods = trendPeriods({ unit: 'month', anchor: null, offset: -1 }, 3, today);
    expect(periods.map((p) => p.first)).toEqual(['2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01']);
  });
});

describe('comparisonSpans', () => {
  const spans = (period: ReportPeriod, on: string = today) => comparisonSpans(resolvePeriod(period, on), on);

  it('compares this month so far with the same days of last month', () => {
    expect(spans({ unit: 'month', anchor: null, offset: 0 })).toEqual({
      basis: 'same-days',
      current: { first: '2025-11-01', last: '2025-11-05' },
      previous: { first: '2025-10-01', last: '2025-10-05' },
    });
    // A longer month against a shorter one: the same date, at most the end of the shorter month.
    expect(spans({ unit: 'month', anchor: null, offset: 0 }, '2025-03-30').previous).toEqual({
      first: '2025-02-01',
      last: '2025-02-28',
    });
  });

  it('compares this week so far with the same weekdays of last week', () => {
    expect(spans({ unit: 'week', anchor: null, offset: 0 })).toEqual({
      basis: 'same-days',
      current: { first: '2025-11-03', last: '2025-11-05' },
      previous: { first: '2025-10-27', last: '2025-10-29' },
    });
  });

  it('compares this year so far with the same dates of last year, leap day or not', () => {
    expect(spans({ unit: 'year', anchor: null, offset: 0 }, '2025-03-01')).toMatchObject({
      basis: 'same-days',
      previous: { first: '2024-01-01', last: '2024-03-01' },
    });
    expect(spans({ unit: 'year', anchor: null, offset: 0 }, '2025-02-28').previous.last).toBe('2024-02-28');
  });

  it('compares a running custom range over the same number of days before it', () => {
    expect(spans({ unit: 'custom', from: '2025-11-01', to: '2025-11-10', offset: 0 })).toEqual({
      basis: 'same-days',
      current: { first: '2025-11-01', last: '2025-11-05' },
      previous: { first: '2025-10-22', last: '2025-10-26' },
    });
  });

  it('compares whole periods once a period is over, or on its last day', () => {
    expect(spans({ unit: 'month', anchor: null, offset: -1 })).toEqual({
      basis: 'whole',
      current: { unit: 'month', first: '2025-10-01', last: '2025-10-31' },
      previous: { unit: 'month', first: '2025-09-01', last: '2025-09-30' },
    });
    expect(spans({ unit: 'month', anchor: null, offset: 0 }, '2025-11-30')).toMatchObject({
      basis: 'whole',
      previous: { first: '2025-10-01', last: '2025-10-31' },
    });
  });

  it('says that today so far stands against the whole day before', () => {
    expect(spans({ unit: 'day', anchor: null, offset: 0 })).toEqual({
      basis: 'partial',
      current: { unit: 'day', first: today, last: today },
      previous: { unit: 'day', first: '2025-11-04', last: '2025-11-04' },
    });
  });
});

describe('anchorAfterSwitch', () => {
  it('leads from a custom range to the part holding today, else to its last day', () => {
    expect(anchorAfterSwitch({ unit: 'custom', first: '2025-10-20', last: '2025-11-10' }, today)).toBe(today);
    expect(anchorAfterSwitch({ unit: 'custom', first: '2025-09-01', last: '2025-10-12' }, today)).toBe(
      '2025-10-12',
    );
    expect(anchorAfterSwitch({ unit: 'custom', first: '2025-09-01', last: '2025-10-12' }, null)).toBe(
      '2025-10-12',
    );
  });

  it('leads from a calendar period to its first day', () => {
    expect(anchorAfterSwitch({ unit: 'month', first: '2025-10-01', last: '2025-10-31' }, today)).toBe(
      '2025-10-01',
    );
  });
});

describe('weeks that start on the locale’s day', () => {
  const sundayWeek: ReportPeriod = { unit: 'week', anchor: null, offset: 0, weekStart: 7 };

  it('resolves a Sunday week (en-US) and a Monday week (German, and the default)', () => {
    // Wednesday 5 November 2025: Sunday 2 to Saturday 8, or Monday 3 to Sunday 9.
    expect(resolvePeriod(sundayWeek, today)).toEqual({
      unit: 'week',
      first: '2025-11-02',
      last: '2025-11-08',
      weekStart: 7,
    });
    expect(resolvePeriod({ ...sundayWeek, weekStart: 1 }, today)).toEqual({
      unit: 'week',
      first: '2025-11-03',
      last: '2025-11-09',
    });
    expect(resolvePeriod(stepPeriod(sundayWeek, -1), today).first).toBe('2025-10-26');
    expect(trendPeriods(sundayWeek, 1, today).map((p) => p.first)).toEqual(['2025-10-26', '2025-11-02']);
  });

  it('asks the service for a Sunday week as its days, a Monday week as a week', () => {
    expect(periodToV1Params(pinPeriod(sundayWeek, today))).toEqual({
      range: 999,
      range_from: '2025-11-02',
      range_to: '2025-11-08',
      offset: 0,
    });
    expect(periodToV1Params({ ...pinPeriod(sundayWeek, today), weekStart: 1 })).toMatchObject({ range: 7 });
    expect(periodToV1Params(pinPeriod({ ...sundayWeek, offset: -1 }, today))).toMatchObject({
      range_from: '2025-10-26',
      range_to: '2025-11-01',
    });
  });

  it('cuts a month into Sunday weeks', () => {
    const november = resolvePeriod({ unit: 'month', anchor: null, offset: 0, weekStart: 7 }, today);
    const weeks = slicesOf(november, 'week');
    expect(weeks[0]).toEqual({ first: '2025-11-01', last: '2025-11-01' });
    expect(weeks[1]).toEqual({ first: '2025-11-02', last: '2025-11-08' });
    expect(weeks.at(-1)).toEqual({ first: '2025-11-30', last: '2025-11-30' });
  });

  it('keeps the week start when the period comes over IPC', () => {
    expect(reportPeriodSchema.parse(sundayWeek)).toEqual(sundayWeek);
    expect(() => reportPeriodSchema.parse({ ...sundayWeek, weekStart: 8 })).toThrow();
  });
});
