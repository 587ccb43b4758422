import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createSchemaFromDefinitions } from '../testing/definition-schema.ts';
import { calculatePrice, priceLookupSql, type PriceScope } from './price.ts';
import { priceLevelOf, priceLevels, priceScopeColumns, type PriceScopeField } from './price-priority.ts';

describe('calculatePrice', () => {
  it('is hourly × duration / 3 600 000 rounded half away from zero to cents', () => {
    expect(calculatePrice(85, 3_600_000)).toBe(85);
    expect(calculatePrice(85, 1_800_000)).toBe(42.5);
    expect(calculatePrice(100, 60_000)).toBe(1.67);
    expect(calculatePrice(0.1, 1_800_000)).toBe(0.05);
    expect(calculatePrice(0.01, 1_800_000)).toBe(0.01);
    expect(calculatePrice(0.01, 1_799_999)).toBe(0);
    expect(calculatePrice(60, 0)).toBe(0);
    expect(calculatePrice(0, 3_600_000)).toBe(0);
  });

  it('rounds the decimal value, not its binary approximation', () => {
    // 1.005 × 100 is 100.49999999999999 in floating point; the price is still 1.01.
    expect(calculatePrice(1.005, 3_600_000)).toBe(1.01);
    expect(calculatePrice(2.675, 3_600_000)).toBe(2.68);
    expect(calculatePrice(1e-7, 3_600_000 * 100_000)).toBe(0.01);
    expect(calculatePrice(1234567.89, 3_600_000 * 1000)).toBe(1234567890);
  });
});

describe('price priority levels', () => {
  it('gives every documented scope its level and refuses other combinations', () => {
    expect(priceLevels.map((l) => l.level)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(priceLevelOf([])).toBe(1);
    expect(priceLevelOf(['workType', 'user', 'project', 'task'])).toBe(18);
    expect(priceLevelOf(['client', 'project'])).toBe(10);
    expect(priceLevelOf(['project', 'client', 'user'])).toBeNull();
    expect(priceLevelOf(['task', 'client'])).toBeNull();
  });
});

describe('priceLookupSql', () => {
  const db = new BetterSqlite3(':memory:');
  createSchemaFromDefinitions(db);
  afterAll(() => db.close());
  const record: PriceScope = { task: 'k1', project: 'p1', client: 'c1', user: 'u1', workType: 'w1' };
  let n = 0;
  const add = (
    scope: readonly PriceScopeField[],
    price: number,
    org = 'o',
    values: Partial<PriceScope> = record,
  ): void => {
    const row: Record<string, string | number | null> = {
      id: `e${n++}`,
      organization_id: org,
      price,
      updated_at: n,
    };
    for (const f of scope) row[priceScopeColumns[f]] = values[f] ?? null;
    const cols = Object.keys(row);
    db.prepare(
      `INSERT INTO price_list_entries (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
    ).run(...Object.values(row));
  };
  const lookup = (scope: PriceScope = record): { price: number; level: number } | undefined => {
    const q = priceLookupSql(scope);
    return db.prepare(q.sql).get('o', ...q.params) as { price: number; level: number } | undefined;
  };

  it('has no price without a matching entry', () => {
    expect(lookup()).toBeUndefined();
  });

  it('lets every level win over the one below it, with all lower levels present', () => {
    for (const level of priceLevels) {
      add(level.scope, level.level * 10);
      expect(lookup(), `level ${level.level}`).toEqual({
        id: expect.any(String) as string,
        price: level.level * 10,
        level: level.level,
      });
    }
  });

  it('ignores entries of other organizations, in the trash, for other objects, or of no level', () => {
    add(['task', 'project', 'user', 'workType'], 999, 'other');
    add(['task', 'project', 'user', 'workType'], 998, 'o', { ...record, task: 'k2' });
    add(['project', 'client', 'user'], 997);
    db.prepare("UPDATE price_list_entries SET trash_item_id = 't' WHERE price = 180").run();
    expect(lookup()).toMatchObject({ price: 170, level: 17 });
  });

  it('matches only entries whose scope fields the record shares', () => {
    expect(lookup({ task: null, project: 'p1', client: 'c1', user: 'u1', workType: 'w1' })).toMatchObject({
      level: 13,
    });
    expect(lookup({ task: null, project: null, client: null, user: null, workType: null })).toMatchObject({
      level: 1,
    });
    expect(lookup({ task: null, project: null, client: 'c9', user: 'u1', workType: null })).toMatchObject({
      level: 3,
    });
  });
});
