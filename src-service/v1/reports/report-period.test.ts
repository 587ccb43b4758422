import { describe, expect, it } from 'vitest';
import { V1Error } from '../wire/v1-error.ts';
import type { LocalDate } from '../../../src-shared/domain/local-date.ts';
import {
  defaultSliceUnit,
  localPeriod,
  parsePeriodParams,
  periodCovering,
  resolvePeriod,
  sliceBoundaries,
  trendPeriods,
  type PeriodParams,
} from './report-period.ts';

const berlin = 'Europe/Berlin';
const d = (text: string): LocalDate => text;
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const params = (query: string): PeriodParams => parsePeriodParams(new URLSearchParams(query));
const period = (
  query: string,
  tz = berlin,
  now = Date.UTC(2024, 5, 15, 12),
): [string | null, string | null] => {
  const p = resolvePeriod(params(query), tz, now);
  return [iso(p.from), iso(p.to)];
};

function wrong(query: string): string {
  try {
    parsePeriodParams(new URLSearchParams(query));
  } catch (e) {
    if (e instanceof V1Error && e.code === 'PE01-1105') return e.description;
    throw e;
  }
  throw new Error('accepted');
}

describe('report periods in the account time zone', () => {
  it('range 0 has no limit', () => {
    expect(period('')).toEqual([null, null]);
    expect(period('range=0&offset=-3')).toEqual([null, null]);
  });

  it('range 1 is the local day of range_from, or of now in the account zone', () => {
    // 22:30 UTC on 31 March is already 1 April in Berlin (summer time, UTC+2).
    expect(period('range=1', berlin, Date.UTC(2024, 2, 31, 22, 30))).toEqual([
      '2024-03-31T22:00:00.000Z',
      '2024-04-01T22:00:00.000Z',
    ]);
    expect(period('range=1', 'UTC', Date.UTC(2024, 2, 31, 22, 30))).toEqual([
      '2024-03-31T00:00:00.000Z',
      '2024-04-01T00:00:00.000Z',
    ]);
    expect(period('range=1&range_from=2024-02-29&offset=1')).toEqual([
      '2024-02-29T23:00:00.000Z',
      '2024-03-01T23:00:00.000Z',
    ]);
  });

  it('a day of a daylight-saving change is 23 or 25 hours long', () => {
    const [springFrom, springTo] = period('range=1&range_from=2024-03-31');
    expect(Date.parse(springTo ?? '') - Date.parse(springFrom ?? '')).toBe(23 * 3_600_000);
    const [fallFrom, fallTo] = period('range=1&range_from=2024-10-27');
    expect(Date.parse(fallTo ?? '') - Date.parse(fallFrom ?? '')).toBe(25 * 3_600_000);
  });

  it('a day whose midnight does not exist starts at its first existing instant', () => {
    // Chile moved clocks from 00:00 to 01:00 on 8 September 2024.
    expect(period('range=1&range_from=2024-09-08', 'America/Santiago')).toEqual([
      '2024-09-08T04:00:00.000Z',
      '2024-09-09T03:00:00.000Z',
    ]);
  });

  it('range 7 is the ISO week (Monday to Sunday) holding range_from, moved by offset weeks', () => {
    expect(period('range=7&range_from=2024-02-29', 'UTC')).toEqual([
      '2024-02-26T00:00:00.000Z',
      '2024-03-04T00:00:00.000Z',
    ]);
    expect(period('range=7&range_from=2024-03-03', 'UTC')).toEqual([
      '2024-02-26T00:00:00.000Z',
      '2024-03-04T00:00:00.000Z',
    ]);
    expect(period('range=7&range_from=2024-03-04&offset=-1', 'UTC')).toEqual([
      '2024-02-26T00:00:00.000Z',
      '2024-03-04T00:00:00.000Z',
    ]);
    expect(period('range=7&range_from=2024-12-31&offset=1', 'UTC')).toEqual([
      '2025-01-06T00:00:00.000Z',
      '2025-01-13T00:00:00.000Z',
    ]);
  });

  it('range 31 is the calendar month, whatever its length, around month ends and leap years', () => {
    expect(period('range=31&range_from=2024-01-31&offset=1', 'UTC')).toEqual([
      '2024-02-01T00:00:00.000Z',
      '2024-03-01T00:00:00.000Z',
    ]);
    expect(period('range=31&range_from=2023-03-31&offset=-1', 'UTC')).toEqual([
      '2023-02-01T00:00:00.000Z',
      '2023-03-01T00:00:00.000Z',
    ]);
    expect(period('range=31&range_from=2024-12-15&offset=1', 'UTC')).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2025-02-01T00:00:00.000Z',
    ]);
    expect(period('range=31&range_from=2024-01-10&offset=-13', 'UTC')).toEqual([
      '2022-12-01T00:00:00.000Z',
      '2023-01-01T00:00:00.000Z',
    ]);
    // March 2024 in Berlin starts in winter time and ends in summer time.
    expect(period('range=31&range_from=2024-03-31')).toEqual([
      '2024-02-29T23:00:00.000Z',
      '2024-03-31T22:00:00.000Z',
    ]);
  });

  it('range 365 is the calendar year', () => {
    expect(period('range=365&range_from=2024-07-01&offset=-1')).toEqual([
      '2022-12-31T23:00:00.000Z',
      '2023-12-31T23:00:00.000Z',
    ]);
    expect(period('range=365', 'UTC', Date.UTC(2024, 11, 31, 23, 59))).toEqual([
      '2024-01-01T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
    ]);
  });

  it('range_to extends a week, month or year range to the end of its own unit; offset moves by the whole span', () => {
    expect(period('range=31&range_from=2024-01-15&range_to=2024-03-10', 'UTC')).toEqual([
      '2024-01-01T00:00:00.000Z',
      '2024-04-01T00:00:00.000Z',
    ]);
    expect(period('range=31&range_from=2024-01-15&range_to=2024-03-10&offset=1', 'UTC')).toEqual([
      '2024-04-01T00:00:00.000Z',
      '2024-07-01T00:00:00.000Z',
    ]);
    expect(period('range=7&range_from=2024-02-28&range_to=2024-03-05', 'UTC')).toEqual([
      '2024-02-26T00:00:00.000Z',
      '2024-03-11T00:00:00.000Z',
    ]);
  });

  it('range 999 is the interval from range_from to range_to inclusive, offset moving it by its length', () => {
    expect(period('range=999&range_from=2024-02-28&range_to=2024-03-01', 'UTC')).toEqual([
      '2024-02-28T00:00:00.000Z',
      '2024-03-02T00:00:00.000Z',
    ]);
    expect(period('range=999&range_from=2024-02-28&range_to=2024-03-01&offset=-1', 'UTC')).toEqual([
      '2024-02-25T00:00:00.000Z',
      '2024-02-28T00:00:00.000Z',
    ]);
    expect(period('range=999&range_from=2024-02-28&range_to=2024-02-28&offset=2', 'UTC')).toEqual([
      '2024-03-01T00:00:00.000Z',
      '2024-03-02T00:00:00.000Z',
    ]);
  });

  it('refuses bad parameters with PE01-1105', () => {
    expect(wrong('range=5')).toBe('range must be one of 0, 1, 7, 31, 365, 999, not 5');
    expect(wrong('range=7.0')).toBe('range must be one of 0, 1, 7, 31, 365, 999, not 7.0');
    expect(wrong('range=31&range_from=2023-02-29')).toBe(
      'range_from must be a date written yyyy-MM-dd, not 2023-02-29',
    );
    expect(wrong('range=31&range_from=24-01-01')).toBe(
      'range_from must be a date written yyyy-MM-dd, not 24-01-01',
    );
    expect(wrong('range=999&range_from=2024-01-01')).toBe(
      'range 999 (a specific interval) needs range_from and range_to',
    );
    expect(wrong('range=999&range_from=2024-01-02&range_to=2024-01-01')).toBe(
      'range_to must not be before range_from',
    );
    expect(wrong('range=1&offset=x')).toBe('offset must be a whole number from -100000 to 100000, not x');
    expect(wrong('range=1&offset=1.5')).toBe('offset must be a whole number from -100000 to 100000, not 1.5');
  });

  it('refuses a period moved beyond 100 000 years (offset times a long range) instead of failing', () => {
    const refused = (query: string): string => {
      try {
        localPeriod(params(query), d('2026-11-25'));
        return 'accepted';
      } catch (error) {
        return error instanceof V1Error ? error.description : String(error);
      }
    };
    // Found by the fuzz harness: 2200 weeks times offset -100000 reached past what Date counts (a 500).
    expect(refused('range=7&range_from=1983-11-17&range_to=2026-01-01&offset=-100000')).toBe(
      'offset moves the period more than 100 000 years away; choose a smaller offset',
    );
    expect(refused('range=999&range_from=1990-01-01&range_to=2020-01-01&offset=100000')).toBe(
      'offset moves the period more than 100 000 years away; choose a smaller offset',
    );
    expect(refused('range=365&range_from=2024-01-01&offset=-100000')).toBe('accepted');
    // Without range_from the reference day is today, which range_to may lie before.
    expect(refused('range=7&range_to=2023-01-01')).toBe('range_to must not be before the start of the range');
  });
});

describe('trendedtotals periods', () => {
  it('gives depth + 1 periods, oldest first, ending with the chosen one', () => {
    const periods = trendPeriods(params('range=31&range_from=2024-03-15'), 2, 'UTC', 0).map((p) => [
      iso(p.from),
      iso(p.to),
    ]);
    expect(periods).toEqual([
      ['2024-01-01T00:00:00.000Z', '2024-02-01T00:00:00.000Z'],
      ['2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
      ['2024-03-01T00:00:00.000Z', '2024-04-01T00:00:00.000Z'],
    ]);
    expect(trendPeriods(params('range=7&range_from=2024-03-15&offset=-1'), 0, 'UTC', 0)).toHaveLength(1);
    expect(() => trendPeriods(params('range=0'), 3, 'UTC', 0)).toThrow(V1Error);
  });
});

describe('slices', () => {
  const bounds = (query: string, unit: 1 | 7 | 31 | 365, tz = 'UTC'): string[] => {
    const p = localPeriod(params(query), d('2024-06-15'));
    if (p === null) throw new Error('no period');
    return sliceBoundaries(p, unit, tz).map((ms) => new Date(ms).toISOString().slice(0, 16));
  };

  it('slices one year by month into 12 calendar months', () => {
    const b = bounds('range=365&range_from=2024-01-01', 31);
    expect(b).toHaveLength(13);
    expect(b.slice(0, 3)).toEqual(['2024-01-01T00:00', '2024-02-01T00:00', '2024-03-01T00:00']);
    expect(b.at(-1)).toBe('2025-01-01T00:00');
  });

  it('slices a week by day at local midnights across a daylight-saving change', () => {
    expect(bounds('range=7&range_from=2024-03-27', 1, berlin)).toEqual([
      '2024-03-24T23:00',
      '2024-03-25T23:00',
      '2024-03-26T23:00',
      '2024-03-27T23:00',
      '2024-03-28T23:00',
      '2024-03-29T23:00',
      '2024-03-30T23:00',
      '2024-03-31T22:00',
    ]);
  });

  it('cuts partial slices where an interval does not follow the units', () => {
    // Wednesday 2024-02-28 to Tuesday 2024-03-12 by ISO week: Wed–Sun, a full week, Mon–Tue.
    expect(bounds('range=999&range_from=2024-02-28&range_to=2024-03-12', 7)).toEqual([
      '2024-02-28T00:00',
      '2024-03-04T00:00',
      '2024-03-11T00:00',
      '2024-03-13T00:00',
    ]);
    expect(bounds('range=31&range_from=2024-02-10', 7)).toEqual([
      '2024-02-01T00:00',
      '2024-02-05T00:00',
      '2024-02-12T00:00',
      '2024-02-19T00:00',
      '2024-02-26T00:00',
      '2024-03-01T00:00',
    ]);
  });

  it('covers the data for range 0, and picks a sensible default unit', () => {
    const covering = periodCovering(Date.UTC(2023, 10, 20), Date.UTC(2024, 1, 3), 31, 'UTC');
    expect(sliceBoundaries(covering, 31, 'UTC').map((ms) => new Date(ms).toISOString().slice(0, 10))).toEqual(
      ['2023-11-01', '2023-12-01', '2024-01-01', '2024-02-01', '2024-03-01'],
    );
    expect(defaultSliceUnit(null, 31)).toBe(1);
    expect(defaultSliceUnit(null, 365)).toBe(31);
    expect(
      defaultSliceUnit(
        localPeriod(params('range=999&range_from=2024-01-01&range_to=2024-12-31'), d('2024-01-01')),
        999,
      ),
    ).toBe(31);
  });

  it('refuses more slices than the limit', () => {
    const p = localPeriod(params('range=999&range_from=2000-01-01&range_to=2030-12-31'), d('2024-01-01'));
    expect(() => sliceBoundaries(p as NonNullable<typeof p>, 1, 'UTC')).toThrow(/More than 5000 slices/);
  });

  it('moves a period as far as offset allows, both ways, without failing', () => {
    for (const query of ['range=365&offset=100000', 'range=365&offset=-100000', 'range=31&offset=-100000']) {
      const p = resolvePeriod(params(query), berlin, Date.UTC(2024, 5, 15, 12));
      expect(p.to! - p.from!, query).toBeGreaterThanOrEqual(28 * 86_400_000);
    }
    expect(period('range=999&range_from=2024-12-30&range_to=9999-12-31')[1]).toBe('9999-12-31T23:00:00.000Z');
  });
});
