import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatPercent, formatPeriod, formatSlice } from './format.ts';

const en = 'en-GB';
/** ICU versions differ in the spaces around a range dash. */
const plain = (text: string): string => text.replace(/\s*–\s*/g, ' – ').replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('format', () => {
  it('writes money in the organization currency', () => {
    expect(formatMoney(1234.5, 'EUR', en)).toBe('€1,234.50');
    expect(formatMoney(12, 'USD', 'en-US')).toBe('$12.00');
    expect(formatMoney(3, 'XYZ1', en)).toBe('3.00 XYZ1');
  });

  it('shows a calendar day as that day whatever the computer time zone', () => {
    expect(formatDay('2025-11-03', 'long', en)).toBe('Monday, 3 November 2025');
    expect(formatDay('2025-11-03', 'short', en)).toBe('3 Nov');
  });

  it('titles each kind of period', () => {
    expect(formatPeriod({ unit: 'day', first: '2025-11-03', last: '2025-11-03' }, en)).toBe(
      'Monday, 3 November 2025',
    );
    expect(plain(formatPeriod({ unit: 'week', first: '2025-11-03', last: '2025-11-09' }, en))).toBe(
      'Week 45 · 3 – 9 Nov 2025',
    );
    expect(formatPeriod({ unit: 'month', first: '2025-10-01', last: '2025-10-31' }, en)).toBe('October 2025');
    expect(formatPeriod({ unit: 'year', first: '2025-01-01', last: '2025-12-31' }, en)).toBe('2025');
    expect(plain(formatPeriod({ unit: 'custom', first: '2025-10-28', last: '2025-11-04' }, en))).toBe(
      '28 Oct – 4 Nov 2025',
    );
  });

  it('names slices shortly for the axis and fully for tables', () => {
    expect(formatSlice({ first: '2025-11-03', last: '2025-11-03' }, 'day', en)).toEqual({
      short: '3',
      full: 'Mon, 3 Nov 2025',
    });
    expect(formatSlice({ first: '2025-11-03', last: '2025-11-09' }, 'week', en).short).toBe('W45');
    expect(formatSlice({ first: '2025-11-01', last: '2025-11-30' }, 'month', en)).toEqual({
      short: 'Nov',
      full: 'November 2025',
    });
  });

  it('writes signed percentages', () => {
    expect(formatPercent(0.125, en)).toBe('+13%');
    expect(formatPercent(-0.5, en)).toBe('-50%');
    expect(formatPercent(0, en)).toBe('0%');
  });
});

describe('formats in German', () => {
  it('writes money, weeks and days as a German reader expects', () => {
    expect(formatMoney(1234.5, 'EUR', 'de')).toMatch(/^1\.234,50\s€$/);
    expect(formatSlice({ first: '2025-11-03', last: '2025-11-09' }, 'week', 'de').short).toBe('KW45');
    expect(formatPeriod({ unit: 'week', first: '2025-11-03', last: '2025-11-09' }, 'de')).toMatch(
      /^KW 45 · 3\.\s?–\s?9\. Nov\. 2025$/,
    );
  });
});
