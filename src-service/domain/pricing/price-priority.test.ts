import { describe, expect, it } from 'vitest';
import { bestPriceEntry, priceFor, priceLevel, type PriceEntry, type PriceScope } from './price-priority.ts';

const none: PriceScope = { taskId: null, projectId: null, clientId: null, userId: null, workTypeId: null };
const record: PriceScope = { taskId: 't', projectId: 'p', clientId: 'c', userId: 'u', workTypeId: 'w' };
const entry = (price: number, scope: Partial<PriceScope>): PriceEntry => ({ ...none, ...scope, price });

describe('price priority', () => {
  it('follows the table of the v1 document (row 18: task, project, user and work type)', () => {
    const rows: [Partial<PriceScope>, number][] = [
      [{}, 1],
      [{ workTypeId: 'w' }, 2],
      [{ userId: 'u' }, 3],
      [{ userId: 'u', workTypeId: 'w' }, 4],
      [{ clientId: 'c' }, 5],
      [{ clientId: 'c', workTypeId: 'w' }, 6],
      [{ clientId: 'c', userId: 'u' }, 7],
      [{ clientId: 'c', userId: 'u', workTypeId: 'w' }, 8],
      [{ projectId: 'p' }, 9],
      [{ projectId: 'p', clientId: 'c' }, 10],
      [{ projectId: 'p', workTypeId: 'w' }, 11],
      [{ projectId: 'p', userId: 'u' }, 12],
      [{ projectId: 'p', userId: 'u', workTypeId: 'w' }, 13],
      [{ taskId: 't' }, 14],
      [{ taskId: 't', projectId: 'p' }, 15],
      [{ taskId: 't', projectId: 'p', workTypeId: 'w' }, 16],
      [{ taskId: 't', projectId: 'p', userId: 'u' }, 17],
      [{ taskId: 't', projectId: 'p', userId: 'u', workTypeId: 'w' }, 18],
    ];
    for (const [scope, level] of rows) expect(priceLevel({ ...none, ...scope })).toBe(level);
    expect(priceLevel({ ...none, projectId: 'p', clientId: 'c', userId: 'u' })).toBeNull();
  });

  it('picks the most specific matching entry, ignoring entries for something else', () => {
    const entries = [
      entry(80, {}),
      entry(95, { workTypeId: 'w' }),
      entry(110, { clientId: 'c' }),
      entry(999, { projectId: 'other' }),
      entry(120, { projectId: 'p' }),
    ];
    expect(bestPriceEntry(entries, record)?.price).toBe(120);
    expect(bestPriceEntry(entries, { ...record, projectId: 'q' })?.price).toBe(110);
    expect(bestPriceEntry(entries, { ...none, userId: 'u' })?.price).toBe(80);
    expect(bestPriceEntry([entry(1, { projectId: 'x' })], record)).toBeNull();
  });

  it('prices by the hour, rounded to cents', () => {
    expect(priceFor(100, 90 * 60_000)).toBe(150);
    expect(priceFor(85, 20 * 60_000)).toBe(28.33);
    expect(priceFor(1.005, 3_600_000)).toBe(1.01);
    expect(priceFor(2.675, 3_600_000)).toBe(2.68);
    expect(priceFor(0.01, 1_800_000)).toBe(0.01);
    expect(priceFor(0.01, 1_799_999)).toBe(0);
    expect(priceFor(1e-7, 3_600_000 * 100_000)).toBe(0.01);
    expect(priceFor(1234567.89, 3_600_000 * 1000)).toBe(1234567890);
    expect(priceFor(0, 3_600_000)).toBe(0);
  });
});
