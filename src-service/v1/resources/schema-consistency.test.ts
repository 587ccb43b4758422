import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../storage/database.ts';
import { tableCatalog } from '../../storage/table-catalog.ts';
import { storedColumns } from '../testing/definition-schema.ts';
import { resourceList } from './registry.ts';

describe('resource definitions and migrations', () => {
  it('name only tables and columns the migrated database has, and trash where it can', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stint-schema-'));
    const db = openDatabase(dir);
    try {
      const catalog = tableCatalog(db);
      for (const resource of resourceList) {
        const table = catalog.get(resource.table);
        expect(table, resource.table).toBeDefined();
        for (const column of storedColumns(resource).keys()) {
          expect(table?.columns.has(column), `${resource.table}.${column}`).toBe(true);
        }
        expect(table?.trashable, `${resource.table} trash_item_id`).toBe(resource.trashable);
      }
      // Every computed field and display name runs against the real schema too.
      for (const resource of resourceList) {
        const computed = resource.fields.flatMap((f) =>
          f.kind === 'scalar' && f.storage.kind === 'computed' ? [`${f.storage.sql('t')} AS ${f.name}`] : [],
        );
        expect(() =>
          db.prepare(`SELECT ${computed.join(', ')} FROM ${resource.table} AS t`).all(),
        ).not.toThrow();
      }
    } finally {
      closeDatabase(db);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
