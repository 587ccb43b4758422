import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-exporter.ts';

describe('safeFileName', () => {
  it('replaces separators, reserved and control characters, and trims dots and spaces', () => {
    expect(safeFileName('stint: Q4/2025 "final".csv')).toBe('stint- Q4-2025 -final-.csv');
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('a\u0000b\nc.csv')).toBe('a-b-c.csv');
    expect(safeFileName(' .hidden. ')).toBe('hidden');
    expect(safeFileName('Über – €.csv')).toBe('Über – €.csv');
  });

  it('never answers an empty name and keeps names short', () => {
    expect(safeFileName('///')).toBe('export');
    expect(safeFileName('x'.repeat(500))).toHaveLength(120);
  });
});
