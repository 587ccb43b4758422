import { describe, expect, it } from 'vitest';
import { formatClock, formatClockSpan, zoneLabel } from './clock-time.ts';

// 23:30 UTC on 24 November: half past midnight of the 25th in Vienna, evening in New York.
const lateUtc = Date.UTC(2026, 10, 24, 23, 30);

describe('clock time', () => {
  it('reads the time on the organization’s wall clock, whatever zone the computer is in', () => {
    expect(formatClock(lateUtc, 'Europe/Vienna', 'de-AT')).toBe('00:30');
    expect(formatClock(lateUtc, 'America/New_York', 'de-AT')).toBe('18:30');
  });

  it('writes 12 or 24 hours as the person’s locale does', () => {
    expect(formatClock(lateUtc, 'Europe/Vienna', 'en-US')).toMatch(/^12:30\sAM$/);
    expect(formatClock(lateUtc, 'Europe/Vienna', 'en-GB')).toBe('00:30');
    expect(formatClock(Date.UTC(2026, 10, 25, 8, 5), 'Europe/Vienna', 'en-US')).toMatch(/^9:05\sAM$/);
  });

  it('leaves the stop open while a record runs', () => {
    const start = Date.UTC(2026, 10, 25, 8, 0);
    expect(formatClockSpan(start, start + 3_600_000, 'Europe/Vienna', 'de-AT')).toBe('09:00–10:00');
    expect(formatClockSpan(start, null, 'Europe/Vienna', 'de-AT')).toBe('09:00–');
  });

  it('names the zone only when it is not the computer’s', () => {
    expect(zoneLabel('Europe/Vienna', 'Europe/Vienna', lateUtc, 'en-GB')).toBeNull();
    expect(zoneLabel('Europe/Vienna', 'America/New_York', lateUtc, 'en-GB')).toBe('CET');
    expect(zoneLabel('Europe/Vienna', 'America/New_York', Date.UTC(2026, 6, 1), 'en-GB')).toBe('CEST');
    expect(zoneLabel('America/New_York', 'Europe/Vienna', lateUtc, 'en-US')).toBe('EST');
  });
});
