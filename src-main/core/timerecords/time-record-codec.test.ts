import { describe, expect, it } from 'vitest';
import { NameBook } from '../workplace/name-book.ts';
import { describeTimeRecordFields } from './time-record-codec.ts';

describe('time record conflicts', () => {
  it('show the times on the organization’s clock, whatever zone the computer is in', () => {
    // 23:30 UTC on 24 November is half past midnight on the 25th in Vienna.
    const fields = { start: Date.UTC(2026, 10, 24, 23, 30), stop: null };
    const vienna = describeTimeRecordFields(fields, new NameBook(), 'Europe/Vienna');
    expect(vienna['start']).toMatch(/Nov 25, 2026.*12:30\sAM/);
    const newYork = describeTimeRecordFields(fields, new NameBook(), 'America/New_York');
    expect(newYork['start']).toMatch(/Nov 24, 2026.*6:30\sPM/);
  });
});
