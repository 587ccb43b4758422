import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './time-zone.ts';

describe('canonicalTimeZone', () => {
  it('keeps canonical names and UTC', () => {
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Etc/GMT+5')).toBe('Etc/GMT+5');
  });

  it('stores an alias as the canonical name both engines know', () => {
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    // Gone from the time-zone database PostgreSQL reads; Intl still maps it.
    expect(canonicalTimeZone('US/Pacific-New')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
  });

  it('refuses offsets, which PostgreSQL would read east for west', () => {
    for (const offset of ['+05:45', '-03:30', '+05', '-0330'])
      expect(canonicalTimeZone(offset), offset).toBeNull();
  });

  it('refuses what names no zone', () => {
    for (const text of ['', 'Mars/Olympus', 'x'.repeat(65)]) expect(canonicalTimeZone(text), text).toBeNull();
  });
});
