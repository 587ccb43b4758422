import { describe, expect, it } from 'vitest';
import { defaultReminders } from '../../../src-shared/domain/preferences.ts';
import { isoWeekday, reminderDue, workingPeriodStart } from './reminder-rules.ts';

const vienna = 'Europe/Vienna';
const on = { ...defaultReminders, enabled: true };
// Wednesday 2026-01-07, 10:00 in Vienna (UTC+1).
const wednesdayTen = Date.UTC(2026, 0, 7, 9, 0);
const minute = 60_000;

describe('isoWeekday', () => {
  it('counts Monday as 1 and Sunday as 7', () => {
    expect(isoWeekday('2026-01-05')).toBe(1);
    expect(isoWeekday('2026-01-07')).toBe(3);
    expect(isoWeekday('2026-01-11')).toBe(7);
    expect(isoWeekday('1969-12-31')).toBe(3);
  });
});

describe('workingPeriodStart', () => {
  it('is the start of today’s hours in the organization’s zone, or null outside them', () => {
    expect(workingPeriodStart(wednesdayTen, on, vienna)).toBe(Date.UTC(2026, 0, 7, 8, 0));
    // 10:00 UTC is 5:00 in New York: before its working hours.
    expect(workingPeriodStart(wednesdayTen, on, 'America/New_York')).toBeNull();
    expect(workingPeriodStart(Date.UTC(2026, 0, 7, 16, 0), on, vienna)).toBeNull(); // 17:00 ends the day
    expect(workingPeriodStart(Date.UTC(2026, 0, 10, 9, 0), on, vienna)).toBeNull(); // Saturday
    expect(workingPeriodStart(Date.UTC(2026, 0, 10, 9, 0), { ...on, weekdays: [6] }, vienna)).not.toBeNull();
  });
});

describe('reminderDue', () => {
  const moment = { now: wednesdayTen, settings: on, timeZone: vienna, lastRemindedAt: null };

  it('is due after the interval of not tracking, and not a minute before', () => {
    expect(reminderDue({ ...moment, quietSince: wednesdayTen - 15 * minute })).toBe(true);
    expect(reminderDue({ ...moment, quietSince: wednesdayTen - 14 * minute })).toBe(false);
  });

  it('never while turned off', () => {
    expect(
      reminderDue({ ...moment, settings: defaultReminders, quietSince: wednesdayTen - 60 * minute }),
    ).toBe(false);
  });

  it('counts only time inside working hours', () => {
    const nineTen = Date.UTC(2026, 0, 7, 8, 10);
    expect(reminderDue({ ...moment, now: nineTen, quietSince: nineTen - 12 * 60 * minute })).toBe(false);
    expect(reminderDue({ ...moment, now: nineTen + 5 * minute, quietSince: 0 })).toBe(true);
  });

  it('waits the whole interval after a reminder before the next', () => {
    const quiet = { ...moment, quietSince: wednesdayTen - 60 * minute };
    expect(reminderDue({ ...quiet, lastRemindedAt: wednesdayTen - 14 * minute })).toBe(false);
    expect(reminderDue({ ...quiet, lastRemindedAt: wednesdayTen - 15 * minute })).toBe(true);
  });
});
