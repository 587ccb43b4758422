import { describe, expect, it } from 'vitest';
import { ExactDecimal } from './exact-decimal.ts';

const sum = (...parts: string[]): number => {
  const total = new ExactDecimal();
  for (const part of parts) total.add(part);
  return total.toNumber();
};

describe('ExactDecimal', () => {
  it('adds without the error of doubles', () => {
    // 0.005 + 1.2 in doubles is 1.2049999999999998; the exact sum reads as the double of 1.205.
    expect(sum('0.005', '1.2')).toBe(1.205);
    expect(sum('0.1', '0.2')).toBe(0.3);
    expect(sum(...Array.from({ length: 10 }, () => '0.1'))).toBe(1);
  });

  it('handles signs, whole numbers and different scales', () => {
    expect(sum('-1.25', '3', '0.125')).toBe(1.875);
    expect(sum('-0.5', '0.25')).toBe(-0.25);
    expect(sum()).toBe(0);
    expect(sum('123456789012345.5', '0.25')).toBe(123456789012345.75);
  });

  it('refuses text that is not a decimal', () => {
    expect(() => sum('1e5')).toThrow(/Not a decimal/);
    expect(() => sum('NaN')).toThrow(/Not a decimal/);
  });
});
