import type { Database } from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../identity/organizations.ts';
import { createUser } from '../../identity/users.ts';
import { closeDatabase, openDatabase } from '../../storage/database.ts';
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

let dir: string;
let db: Database;
let scope: TenantScope;
let other: TenantScope;
let record: PriceScope;
let otherTask: string;
let n = 1;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-price-'));
  db = openDatabase(dir);
  const user = createUser(
    db,
    { email: 'p@example.com', firstName: 'P', lastName: 'Q', passwordHash: null, emailVerified: true },
    1,
  ).id;
  scope = new TenantScope(db, createOrganization(db, { title: 'A', accountUrl: 'a' }, 1).id, () => n);
  other = new TenantScope(db, createOrganization(db, { title: 'B', accountUrl: 'b' }, 1).id, () => n);
  const client = scope.insert('clients', { name: 'C' });
  const project = scope.insert('projects', { name: 'P', owner_id: user, client_id: client });
  const task = scope.insert('tasks', { name: 'T', project_id: project });
  const workType = scope.insert('work_types', { name: 'W' });
  otherTask = scope.insert('tasks', { name: 'Other', project_id: project });
  record = { task, project, client, user, workType };
});
afterAll(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

function add(
  target: TenantScope,
  fields: readonly PriceScopeField[],
  price: number,
  values: Partial<PriceScope> = {},
): string {
  n += 1;
  const row: Record<string, string | number | null> = { price };
  for (const f of fields) row[priceScopeColumns[f]] = values[f] ?? record[f];
  return target.insert('price_list_entries', row);
}

describe('price levels', () => {
  it('are the 18 of the document, each a distinct scope', () => {
    expect(priceLevels.map((l) => l.level)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(priceLevelOf(['workType', 'user', 'project', 'task'])).toBe(18);
    expect(priceLevelOf(['project', 'client', 'user'])).toBeNull();
    const sql = db.prepare(
      `SELECT ${priorityLevelSql('e')} AS level FROM price_list_entries AS e WHERE e.id = ?`,
    );
    const id = add(scope, ['project', 'client'], 1);
    expect(sql.get(id)).toEqual({ level: 10 });
    scope.delete('price_list_entries', id);
  });
});

describe('findHourlyPrice', () => {
  it('has no price without a matching entry', () => {
    expect(findHourlyPrice(scope, record)).toBeNull();
    expect(priceRecord(scope, record, 3_600_000, true)).toEqual({ price: 0, unitPrice: 0, entry: null });
  });

  it('lets every level win over the one below it, all lower levels present', () => {
    for (const level of priceLevels) {
      const id = add(scope, level.scope, level.level * 10);
      expect(findHourlyPrice(scope, record), `level ${level.level}`).toEqual({
        entryId: id,
        hourly: level.level * 10,
        level: level.level,
      });
    }
  });

  it('ignores entries of another account, in the trash, or for other objects; prefers the newest of a level', () => {
    add(other, [], 999, {});
    add(scope, ['task', 'project', 'user', 'workType'], 998, { task: otherTask });
    const top = findHourlyPrice(scope, record);
    expect(top?.level).toBe(18);
    const trash = scope.insert('trash_items', {
      deleted_object_class: 'PriceListEntry',
      deleted_object_id: top?.entryId ?? '',
      group_id: 'g',
    });
    scope.update('price_list_entries', top?.entryId ?? '', { trash_item_id: trash });
    expect(findHourlyPrice(scope, record)).toMatchObject({ hourly: 170, level: 17 });
    const newer = add(scope, ['task', 'project', 'user'], 175);
    expect(findHourlyPrice(scope, record)).toEqual({ entryId: newer, hourly: 175, level: 17 });
  });

  it('matches only entries whose set fields the record shares', () => {
    expect(findHourlyPrice(scope, { ...record, task: null })?.level).toBe(13);
    expect(
      findHourlyPrice(scope, { task: null, project: null, client: null, user: null, workType: null })?.level,
    ).toBe(1);
    expect(
      findHourlyPrice(scope, { task: null, project: null, client: null, user: record.user, workType: null })
        ?.level,
    ).toBe(3);
  });

  it('prices billable records only', () => {
    expect(priceRecord(scope, record, 1_800_000, true)).toMatchObject({ price: 87.5, unitPrice: 175 });
    expect(priceRecord(scope, record, 1_800_000, false)).toMatchObject({ price: 0, unitPrice: 175 });
  });
});
