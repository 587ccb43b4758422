import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { organization, person } from '../identity/testing/identity-fixtures.ts';
import { bulkLoadRecords } from './bulk-load.ts';

const open = useEngineDatabases();

async function days(db: SqlDatabase): Promise<{ day: number; count: number }[]> {
  return db.all('SELECT day, count FROM time_record_days ORDER BY day');
}

describe.each(engines)('a bulk load of records on %s', (engine) => {
  async function setUp() {
    const { db } = await open(engine);
    const org = await organization(db, 'Bulk');
    const ann = await person(db, 'ann@example.com');
    let n = 0;
    const insert = (day: number): Promise<unknown> =>
      db.run(
        `INSERT INTO time_records (id, organization_id, created_at, updated_at, user_id, start, duration)
         VALUES (?, ?, 0, 0, ?, ?, 60000)`,
        [`r${++n}`, org.id, ann.id, day * 86_400_000 + 3_600_000],
      );
    return { db, org, insert };
  }

  it('leaves the totals alone while it writes, and builds them before it commits', async () => {
    const { db, org, insert } = await setUp();
    await insert(19_000);
    const seen = await bulkLoadRecords(db, org.id, async () => {
      for (const day of [19_000, 19_001, 19_001]) await insert(day);
      return days(db);
    });
    expect(seen).toEqual([{ day: 19_000, count: 1 }]);
    expect(await days(db)).toEqual([
      { day: 19_000, count: 2 },
      { day: 19_001, count: 2 },
    ]);
    // Afterwards every write keeps them again.
    await insert(19_002);
    expect((await days(db)).at(-1)).toEqual({ day: 19_002, count: 1 });
  });

  it('keeps the totals after a load that fails, with its records gone', async () => {
    const { db, org, insert } = await setUp();
    await expect(
      bulkLoadRecords(db, org.id, async () => {
        await insert(19_000);
        throw new Error('the load broke');
      }),
    ).rejects.toThrow('the load broke');
    await insert(19_003);
    expect(await days(db)).toEqual([{ day: 19_003, count: 1 }]);
  });
});
