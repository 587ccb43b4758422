import { describe, expect, it } from 'vitest';
import { minutesToTimeText, timeTextToMinutes } from './minutes-of-day.ts';

describe('minutes of day', () => {
  it('writes and reads working-hours bounds', () => {
    expect(minutesToTimeText(540)).toBe('09:00');
    expect(minutesToTimeText(1440)).toBe('24:00');
    expect(timeTextToMinutes('09:30')).toBe(570);
    expect(timeTextToMinutes('17:05', true)).toBe(1025);
  });

  it('reads midnight as the end of the day only where hours end', () => {
    expect(timeTextToMinutes('00:00')).toBe(0);
    expect(timeTextToMinutes('00:00', true)).toBe(1440);
    expect(timeTextToMinutes('24:00', true)).toBe(1440);
    expect(timeTextToMinutes('24:00')).toBeNull();
  });

  it('refuses what is no time', () => {
    for (const text of ['', '9', '25:00', '10:60', 'ab:cd']) expect(timeTextToMinutes(text)).toBeNull();
  });
});
