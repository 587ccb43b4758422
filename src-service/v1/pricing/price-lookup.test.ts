import { beforeAll, describe, expect, it } from 'vitest';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import { insertOrganization, insertUser } from '../../testing/fixture-rows.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { TenantScope } from '../../storage/tenant-scope.ts';
import { findHourlyPrice, priceRecord } from './price-lookup.ts';
import type { PriceScope } from './price.ts';
import {
  priceLevelOf,
  priceLevels,
  priceScopeColumns,
  priorityLevelSql,
  type PriceScopeField,
} from './price-priority.ts';

const databases = useEngineDatabases({ lifetime: 'file' });

describe.each(engines)('prices on %s', (engine) => {
  let db: SqlDatabase;
  let scope: TenantScope;
  let other: TenantScope;
  let record: PriceScope;
  let otherTask: string;
  let n = 1;

  beforeAll(async () => {
    db = (await databases(engine)).db;
    const user = await insertUser(db, 'P', 'Q');
    scope = new TenantScope(db, await insertOrganization(db, 'A'), () => n);
    other = new TenantScope(db, await insertOrganization(db, 'B'), () => n);
    const client = await scope.insert('clients', { name: 'C' });
    const project = await scope.insert('projects', { name: 'P', owner_id: user, client_id: client });
    const task = await scope.insert('tasks', { name: 'T', project_id: project });
    const workType = await scope.insert('work_types', { name: 'W' });
    otherTask = await scope.insert('tasks', { name: 'Other', project_id: project });
    record = { task, project, client, user, workType };
  });

  function add(
    target: TenantScope,
    fields: readonly PriceScopeField[],
    price: number,
    values: Partial<PriceScope> = {},
  ): Promise<string> {
    n += 1;
    const row: Record<string, string | number | null> = { price };
    for (const f of fields) row[priceScopeColumns[f]] = values[f] ?? record[f];
    return target.insert('price_list_entries', row);
  }

  describe('price levels', () => {
    it('are the 18 of the document, each a distinct scope', async () => {
      expect(priceLevels.map((l) => l.level)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
      expect(priceLevelOf(['workType', 'user', 'project', 'task'])).toBe(18);
      expect(priceLevelOf(['project', 'client', 'user'])).toBeNull();
      const id = await add(scope, ['project', 'client'], 1);
      const sql = `SELECT ${priorityLevelSql('e')} AS level FROM price_list_entries AS e WHERE e.id = ?`;
      expect(await db.get(sql, [id])).toEqual({ level: 10 });
      await scope.delete('price_list_entries', id);
    });
  });

  describe('findHourlyPrice', () => {
    it('has no price without a matching entry', async () => {
      expect(await findHourlyPrice(scope, record)).toBeNull();
      expect(await priceRecord(scope, record, 3_600_000, true)).toEqual({
        price: 0,
        unitPrice: 0,
        entry: null,
      });
    });

    it('lets every level win over the one below it, all lower levels present', async () => {
      for (const level of priceLevels) {
        const id = await add(scope, level.scope, level.level * 10);
        expect(await findHourlyPrice(scope, record), `level ${level.level}`).toEqual({
          entryId: id,
          hourly: level.level * 10,
          level: level.level,
        });
      }
    });

    it('ignores entries of another account, in the trash, or for other objects; prefers the newest of a level', async () => {
      await add(other, [], 999, {});
      await add(scope, ['task', 'project', 'user', 'workType'], 998, { task: otherTask });
      const top = await findHourlyPrice(scope, record);
      expect(top?.level).toBe(18);
      const trash = await scope.insert('trash_items', {
        deleted_object_class: 'PriceListEntry',
        deleted_object_id: top?.entryId ?? '',
        group_id: 'g',
      });
      await scope.update('price_list_entries', top?.entryId ?? '', { trash_item_id: trash });
      expect(await findHourlyPrice(scope, record)).toMatchObject({ hourly: 170, level: 17 });
      const newer = await add(scope, ['task', 'project', 'user'], 175);
      expect(await findHourlyPrice(scope, record)).toEqual({ entryId: newer, hourly: 175, level: 17 });
    });

    it('matches only entries whose set fields the record shares', async () => {
      expect((await findHourlyPrice(scope, { ...record, task: null }))?.level).toBe(13);
      expect(
        (
          await findHourlyPrice(scope, {
            task: null,
            project: null,
            client: null,
            user: null,
            workType: null,
          })
        )?.level,
      ).toBe(1);
      expect(
        (
          await findHourlyPrice(scope, {
            task: null,
            project: null,
            client: null,
            user: record.user,
            workType: null,
          })
        )?.level,
      ).toBe(3);
    });

    it('prices billable records only', async () => {
      expect(await priceRecord(scope, record, 1_800_000, true)).toMatchObject({
        price: 87.5,
        unitPrice: 175,
      });
      expect(await priceRecord(scope, record, 1_800_000, false)).toMatchObject({ price: 0, unitPrice: 175 });
    });
  });
});
