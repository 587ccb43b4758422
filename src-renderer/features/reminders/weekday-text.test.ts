import { describe, expect, it } from 'vitest';
import { weekdayRangeText } from './weekday-text.ts';

describe('weekdayRangeText', () => {
  it('names a run of days by its ends and other days one by one', () => {
    expect(weekdayRangeText([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(weekdayRangeText([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(weekdayRangeText([6, 7])).toBe('Sat, Sun');
    expect(weekdayRangeText([])).toBe('no days');
  });

  it('names the days in German', () => {
    expect(weekdayRangeText([1, 2, 3, 4, 5], 'de')).toBe('Mo–Fr');
  });
});
