import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, firstDayOfWeekFromTable } from './first-day-of-week.ts';

describe('firstDayOfWeek', () => {
  it('starts German weeks on Monday and American ones on Sunday', () => {
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('de-AT')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('en-GB')).toBe(1);
  });

  it('answers from its table where the platform has no week information', () => {
    expect(firstDayOfWeekFromTable('de')).toBe(1);
    expect(firstDayOfWeekFromTable('en')).toBe(7);
    expect(firstDayOfWeekFromTable('en-US')).toBe(7);
    expect(firstDayOfWeekFromTable('en-GB')).toBe(1);
    expect(firstDayOfWeekFromTable('ar-SA')).toBe(6);
    expect(firstDayOfWeekFromTable('xx')).toBe(1);
  });
});
