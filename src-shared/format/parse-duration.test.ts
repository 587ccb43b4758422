import { describe, expect, it } from 'vitest';
import { formatDurationInput, parseDuration } from './parse-duration.ts';

const min = 60_000;

describe('parseDuration', () => {
  it('reads the ways people type durations', () => {
    expect(parseDuration('1:30')).toBe(90 * min);
    expect(parseDuration('0:05:30')).toBe(5.5 * min);
    expect(parseDuration('90')).toBe(90 * min);
    expect(parseDuration('90m')).toBe(90 * min);
    expect(parseDuration('45 min')).toBe(45 * min);
    expect(parseDuration('1.5h')).toBe(90 * min);
    expect(parseDuration('1,5 h')).toBe(90 * min);
    expect(parseDuration('2h 15m')).toBe(135 * min);
    expect(parseDuration(' 3 hours ')).toBe(180 * min);
  });

  it('refuses what is not a duration', () => {
    for (const text of ['', 'abc', '1:75', '-1', 'h', '1h2', '12:30:99'])
      expect(parseDuration(text)).toBeNull();
  });

  it('writes hours and minutes for the editor', () => {
    expect(formatDurationInput(90 * min)).toBe('1:30');
    expect(formatDurationInput(5 * min + 40_000)).toBe('0:06');
    expect(formatDurationInput(-5)).toBe('0:00');
  });
});
