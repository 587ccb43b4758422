import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { TenantScope } from '../../storage/tenant-scope.ts';
import { storedColumns } from '../testing/definition-schema.ts';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import { insertOrganization, insertUser } from '../../testing/fixture-rows.ts';
import { resourceList } from './registry.ts';

const databases = useEngineDatabases();

/** The values of one computed field (or display name) of `resource` over its rows, by id. */
async function computed(
  db: SqlDatabase,
  table: string,
  sql: (alias: string) => string,
): Promise<Record<string, unknown>> {
  const rows = await db.all<{ id: string; v: unknown }>(`SELECT t.id, ${sql('t')} AS v FROM ${table} AS t`);
  return Object.fromEntries(rows.map((r) => [r.id, r.v]));
}

function computedSql(name: string, field: string): (alias: string) => string {
  const f = resourceList.find((r) => r.name === name)?.fields.find((x) => x.name === field);
  if (f?.kind !== 'scalar' || f.storage.kind !== 'computed')
    throw new Error(`${name}.${field} is not computed`);
  return f.storage.sql;
}

describe.each(engines)('resource definitions and migrations on %s', (dialect) => {
  it('name only tables and columns the migrated database has, and trash where it can', async () => {
    const db = (await databases(dialect)).db;
    for (const resource of resourceList) {
      const table = db.catalog.get(resource.table);
      expect(table, resource.table).toBeDefined();
      for (const column of storedColumns(resource).keys()) {
        expect(table?.columns.has(column), `${resource.table}.${column}`).toBe(true);
      }
      expect(table?.trashable, `${resource.table} trash_item_id`).toBe(resource.trashable);
    }
    // Every computed field and display name runs against the real schema too.
    for (const resource of resourceList) {
      const columns = resource.fields.flatMap((f) =>
        f.kind === 'scalar' && f.storage.kind === 'computed' ? [`${f.storage.sql('t')} AS ${f.name}`] : [],
      );
      await expect(db.all(`SELECT ${columns.join(', ')} FROM ${resource.table} AS t`)).resolves.toEqual([]);
    }
  });

  it('computes the values SQLite always gave: two-decimal prices, REAL rates, rounded amounts, flags', async () => {
    const db = (await databases(dialect)).db;
    const scope = new TenantScope(db, await insertOrganization(db, 'Acme', 'UTC'));
    const prices: Record<string, number> = { a: 12.5, b: 0, c: 3.14159, d: 100, e: 0.125, f: 1234.567 };
    const priceIds = new Map<string, string>();
    for (const [key, price] of Object.entries(prices))
      priceIds.set(key, await scope.insert('price_list_entries', { price }));
    const priceNames = await computed(db, 'price_list_entries', computedSql('pricelists', 'displayName'));
    const named = Object.fromEntries([...priceIds].map(([key, id]) => [key, priceNames[id]]));
    expect(named).toEqual({ a: '12.50', b: '0.00', c: '3.14', d: '100.00', e: '0.13', f: '1234.57' });
    // Beyond whole cents in a bigint: still a name (the engine's own number text), never an error
    // or another number.
    const huge = await scope.insert('price_list_entries', { price: 1e17 });
    const hugeName = (await computed(db, 'price_list_entries', computedSql('pricelists', 'displayName')))[
      huge
    ];
    expect(Number(hugeName)).toBe(1e17);

    const client = await scope.insert('clients', { name: 'C' });
    const bill = await scope.insert('bills', { client_id: client });
    const whole = await scope.insert('bill_vats', { bill_id: bill, rate: 19 });
    const half = await scope.insert('bill_vats', { bill_id: bill, rate: 7.5 });
    const rates = await computed(db, 'bill_vats', computedSql('billvats', 'displayName'));
    expect([rates[whole], rates[half]]).toEqual(['19.0 %', '7.5 %']);

    const item = await scope.insert('bill_items', { bill_id: bill, quantity: 3, unit_price: 1.111 });
    await scope.insert('bill_items', { bill_id: bill, quantity: 2, unit_price: 1.125 });
    expect((await computed(db, 'bill_items', computedSql('billitems', 'amount')))[item]).toBe(3.33);
    expect((await computed(db, 'bills', computedSql('bills', 'amount')))[bill]).toBe(5.58);

    const user = await insertUser(db, 'Ann', 'Lee');
    const project = await scope.insert('projects', { name: 'P', owner_id: user });
    await scope.insert('tasks', { project_id: project, name: 'open', done: 0 });
    await scope.insert('tasks', { project_id: project, name: 'unset' });
    await scope.insert('tasks', { project_id: project, name: 'done', done: 1 });
    const open = await computed(db, 'projects', computedSql('projects', 'tasksCount'));
    expect(open[project]).toBe(2);

    const billed = await scope.insert('time_records', { user_id: user, start: 0 });
    const unbilled = await scope.insert('time_records', { user_id: user, start: 0 });
    await scope.insert('bill_items', { bill_id: bill, time_record_id: billed });
    const flags = await computed(db, 'time_records', computedSql('timerecords', 'billed'));
    expect([flags[billed], flags[unbilled]]).toEqual([1, 0]);
  });
});
