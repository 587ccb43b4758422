import { describe, expect, it } from 'vitest';
import type { ReportRecord } from '../../../src-shared/domain/reports.ts';
import { localDateOf, ZoneClock } from '../../../src-shared/domain/zoned-time.ts';
import { formatClock } from '../../../src-shared/format/clock-time.ts';
import { recordCsvRow } from './report-csv.ts';

// 23:30 UTC on Tuesday 24 November: half past midnight on Wednesday in Vienna.
const record: ReportRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  version: 1,
  start: Date.UTC(2026, 10, 24, 23, 30),
  stop: Date.UTC(2026, 10, 25, 0, 30),
  duration: 3_600_000,
  description: 'Night shift',
  user: null,
  project: null,
  task: null,
  client: null,
  workType: null,
  billable: true,
  effective: true,
  approved: false,
  price: 0,
  unitPrice: 0,
  priceModified: false,
};

describe('records CSV', () => {
  it('writes the day and times the Time list and Reports show for the same record', () => {
    const zone = 'Europe/Vienna';
    const [date, start, stop] = recordCsvRow(record, new ZoneClock(zone));
    expect(date).toBe('2026-11-25');
    expect(date).toBe(localDateOf(record.start, zone));
    expect(start).toBe('2026-11-25 00:30:00');
    expect(stop).toBe('2026-11-25 01:30:00');
    // The screens print 00:30 (en-GB) for the same start.
    expect(formatClock(record.start, zone, 'en-GB')).toBe('00:30');
  });
});
