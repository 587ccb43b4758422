import { describe, expect, it } from 'vitest';
import { hourTicks, labelEvery } from './scale.ts';

describe('hourTicks', () => {
  it('picks a round step and an axis that holds the largest value', () => {
    expect(hourTicks(9.5)).toEqual({ step: 4, ticks: [0, 4, 8, 12] });
    expect(hourTicks(160)).toEqual({ step: 40, ticks: [0, 40, 80, 120, 160] });
    expect(hourTicks(0)).toEqual({ step: 0.25, ticks: [0, 0.25] });
    expect(hourTicks(0.6)).toEqual({ step: 0.25, ticks: [0, 0.25, 0.5, 0.75] });
    const big = hourTicks(123_456);
    expect(big.ticks.at(-1)).toBeGreaterThanOrEqual(123_456);
    expect(big.ticks.length).toBeLessThanOrEqual(6);
  });
});

describe('labelEvery', () => {
  it('thins labels so they do not overlap', () => {
    expect(labelEvery(7, 600)).toBe(1);
    expect(labelEvery(31, 600)).toBe(3);
    expect(labelEvery(365, 700)).toBe(25);
    expect(labelEvery(0, 600)).toBe(1);
  });
});
