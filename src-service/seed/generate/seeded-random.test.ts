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

  it('is the UUID the plain formula gives, digit for digit', () => {
    // The id as first written, from number-to-text conversions: generated data sets stay the same.
    const hex = (value: number, digits: number): string => value.toString(16).padStart(digits, '0');
    const plain = (rand: () => number, ms: number): string => {
      const time = hex(ms, 12);
      const [a, b, c] = [rand(), rand(), rand()].map((x) => Math.floor(x * 4294967296)) as [
        number,
        number,
        number,
      ];
      return [
        time.slice(0, 8),
        time.slice(8, 12),
        hex(0x7000 | (a >>> 20), 4),
        hex(0x8000 | ((a >>> 4) & 0x3fff), 4),
        hex(b, 8) + hex(c >>> 16, 4),
      ].join('-');
    };
    const times = seededRandom(11);
    for (let i = 0; i < 2000; i++) {
      // Times from 0 to the end of the 48 bits, the edges included.
      const ms = i === 0 ? 0 : i === 1 ? 2 ** 48 - 1 : Math.floor(times() * 2 ** (8 + (i % 41)));
      expect(seededUuid(seededRandom(i), ms)).toBe(plain(seededRandom(i), ms));
    }
  });

  it('sorts in time order whatever the random bits', () => {
    const rand = seededRandom(3);
    const times = [0, 1, 1000, 86_400_000, Date.UTC(2023, 0, 1), Date.UTC(2024, 11, 31)];
    const ids = times.map((t) => seededUuid(rand, t));
    expect([...ids].sort()).toEqual(ids);
  });
});
