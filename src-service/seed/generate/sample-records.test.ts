import { describe, expect, it } from 'vitest';
import { recordBatches, sampleRecord, sampleStarts, splitByDay, type RecordPlan } from './sample-records.ts';

const day = 86_400_000;
const plan = (total: number): RecordPlan => ({
  starts: sampleStarts(total),
  userIds: ['u0', 'u1', 'u2'],
  projectIds: ['p0', 'p1'],
});

describe('sample records', () => {
  it('are the same whether made in one run or range by range', () => {
    const p = plan(3000);
    const whole = [...recordBatches(p, 0, 3000, 3000)].flat();
    const pieces = [...recordBatches(p, 0, 1234, 500), ...recordBatches(p, 1234, 3000, 700)].flat();
    expect(pieces).toEqual(whole);
    expect(sampleRecord(p, 2999)).toEqual(whole[2999]);
    expect(new Set(whole.map((r) => r.id)).size).toBe(3000);
  });

  it('split into ranges that cover every record once and never share a UTC day', () => {
    const p = plan(5000);
    for (const parts of [1, 2, 3, 7]) {
      const ranges = splitByDay(p, parts);
      expect(ranges).toHaveLength(parts);
      expect(ranges[0]?.[0]).toBe(0);
      expect(ranges.at(-1)?.[1]).toBe(5000);
      for (let r = 1; r < ranges.length; r++) {
        const [from] = ranges[r] ?? [0];
        expect(from).toBe(ranges[r - 1]?.[1]);
        const lastDayBefore = Math.floor((p.starts[from - 1] ?? 0) / day);
        expect(Math.floor((p.starts[from] ?? 0) / day)).toBeGreaterThan(lastDayBefore);
      }
    }
  });

  it('split a set of one day into one range', () => {
    const oneDay: RecordPlan = {
      ...plan(0),
      starts: Float64Array.from([day * 3, day * 3 + 10, day * 3 + 20]),
    };
    expect(splitByDay(oneDay, 2)).toEqual([[0, 3]]);
  });
});
