import { describe, expect, it } from 'vitest';
import {
  recordBatches,
  sampleRecord,
  sampleStarts,
  splitByMonth,
  type RecordPlan,
} from './sample-records.ts';

const day = 86_400_000;
const month = (ms: number): string => new Date(ms).toISOString().slice(0, 7);
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

  it('split into ranges that cover every record once and never share a UTC month', () => {
    const p = plan(5000);
    for (const parts of [1, 2, 3, 7]) {
      const ranges = splitByMonth(p, parts);
      expect(ranges).toHaveLength(parts);
      expect(ranges[0]?.[0]).toBe(0);
      expect(ranges.at(-1)?.[1]).toBe(5000);
      for (let r = 1; r < ranges.length; r++) {
        const [from] = ranges[r] ?? [0];
        expect(from).toBe(ranges[r - 1]?.[1]);
        expect(month(p.starts[from] ?? 0) > month(p.starts[from - 1] ?? 0)).toBe(true);
      }
    }
  });

  it('split a set of one month into one range', () => {
    const oneDay: RecordPlan = {
      ...plan(0),
      starts: Float64Array.from([day * 3, day * 9, day * 20]),
    };
    expect(splitByMonth(oneDay, 2)).toEqual([[0, 3]]);
  });
});
