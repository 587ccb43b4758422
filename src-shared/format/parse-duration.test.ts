import { describe, expect, it } from 'vitest';
import { formatDurationInput, parseDuration } from './parse-duration.ts';

const min = 60_000;

describe('parseDuration', () => {
  it.each([
    ['1:30', 90],
    ['0:05:30', 5.5],
    ['90', 90],
    ['90m', 90],
    ['90 min', 90],
    ['45 mins', 45],
    ['1.5h', 90],
    ['1,5h', 90],
    ['1,5 h', 90],
    ['1h30', 90],
    ['1h05', 65],
    ['1h 30m', 90],
    ['1h30m', 90],
    ['2h 15min', 135],
    ['2h', 120],
    [' 3 hours ', 180],
    ['1 hr 10 minutes', 70],
  ])('reads %j as %d minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes * min);
  });

  it.each(['', 'abc', '1:75', '-1', 'h', 'm', '1h75', '1h 3x', '12:30:99', '1,5,5h', '1.5.5', '1:30h'])(
    'refuses %j',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );

  it('writes hours and minutes for the editor', () => {
    expect(formatDurationInput(90 * min)).toBe('1:30');
    expect(formatDurationInput(5 * min + 40_000)).toBe('0:06');
    expect(formatDurationInput(-5)).toBe('0:00');
  });
});
