import { describe, expect, it } from 'vitest';
import { readStartTime, startTimeText } from './start-time.ts';

const vienna = 'Europe/Vienna';
// 2026-03-10 10:15 in Vienna (UTC+1).
const now = Date.UTC(2026, 2, 10, 9, 15);

describe('readStartTime', () => {
  it('reads a time earlier today in the organization’s zone', () => {
    expect(readStartTime('9:15', now, vienna)).toEqual({ ok: true, start: Date.UTC(2026, 2, 10, 8, 15) });
    expect(readStartTime(' 10:15 ', now, vienna)).toEqual({ ok: true, start: now });
  });

  it('takes a time still to come today as yesterday’s, never the future', () => {
    expect(readStartTime('23:30', now, vienna)).toEqual({ ok: true, start: Date.UTC(2026, 2, 9, 22, 30) });
    expect(readStartTime('10:16', now, 'UTC')).toEqual({ ok: true, start: Date.UTC(2026, 2, 9, 10, 16) });
  });

  it('says how to write a time it cannot read', () => {
    for (const text of ['', '9', '24:00', '9:60', 'nine']) {
      expect(readStartTime(text, now, vienna)).toEqual({
        ok: false,
        problem: 'time.form.start',
      });
    }
  });

  it('shows the start in the organization’s zone', () => {
    expect(startTimeText(now, vienna)).toBe('10:15');
    expect(startTimeText(now, 'America/New_York')).toBe('05:15');
  });
});
