import { describe, expect, it } from 'vitest';
import { seededRandom, seededUuid } from './seeded-random.ts';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number): number[] => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(draw(7).every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('seededUuid', () => {
  it('is a version 7 UUID carrying the time, the same for the same draws', () => {
    const id = seededUuid(seededRandom(1), Date.UTC(2024, 5, 1));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id.replaceAll('-', '').slice(0, 12)).toBe(Date.UTC(2024, 5, 1).toString(16).padStart(12, '0'));
    expect(seededUuid(seededRandom(1), Date.UTC(2024, 5, 1))).toBe(id);
  });

  it('sorts in time order whatever the random bits', () => {
    const rand = seededRandom(3);
    const times = [0, 1, 1000, 86_400_000, Date.UTC(2023, 0, 1), Date.UTC(2024, 11, 31)];
    const ids = times.map((t) => seededUuid(rand, t));
    expect([...ids].sort()).toEqual(ids);
  });
});
