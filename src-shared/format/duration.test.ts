import { describe, expect, it } from 'vitest';
import { formatClock, formatHoursMinutes } from './duration.ts';

describe('formatClock', () => {
  it.each([
    [0, '0:00:00'],
    [999, '0:00:00'],
    [1000, '0:00:01'],
    [309_000, '0:05:09'],
    [3_723_000, '1:02:03'],
    [36_000_000 * 3, '30:00:00'],
    [-5000, '0:00:00'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});

describe('formatHoursMinutes', () => {
  it.each([
    [0, '0 min'],
    [59_999, '0 min'],
    [45 * 60_000, '45 min'],
    [3 * 3_600_000, '3 h'],
    [3 * 3_600_000 + 20 * 60_000 + 59_000, '3 h 20 min'],
    [-1, '0 min'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatHoursMinutes(ms)).toBe(text);
  });
});
