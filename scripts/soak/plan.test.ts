import { describe, expect, it } from 'vitest';
import { killPoints, planTrial } from './plan.ts';

const shape = (seed: number, trial: number, rate: number) => {
  const { draw: _draw, ...plan } = planTrial(seed, trial, rate);
  return plan;
};

describe('the soak plan', () => {
  it('is the same for the same seed and trial, so a failure can be replayed', () => {
    expect(shape(7, 42, 0.3)).toEqual(shape(7, 42, 0.3));
    const a = Array.from({ length: 50 }, (_, t) => shape(7, t, 0.3));
    const b = Array.from({ length: 50 }, (_, t) => shape(8, t, 0.3));
    expect(a).not.toEqual(b);
  });

  it('kills at every point, and never with a kill rate of 0', () => {
    const plans = Array.from({ length: 400 }, (_, t) => planTrial(1, t, 1));
    expect(new Set(plans.map((p) => p.kill?.point))).toEqual(new Set(killPoints));
    expect(new Set(plans.map((p) => p.kill?.target))).toEqual(new Set(['core', 'service', 'both']));
    expect(plans.some((p) => p.offline && p.operations.length > 1)).toBe(true);
    expect(Array.from({ length: 200 }, (_, t) => planTrial(1, t, 0)).every((p) => p.kill === null)).toBe(
      true,
    );
  });
});
