import { describe, expect, it } from 'vitest';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { watchedTables } from './watched-tables.ts';

const databases = useEngineDatabases();

describe.each(engines)('the watched tables on %s', (engine) => {
  it('each have the triggers that tell the change stamp, and no other table has them', async () => {
    const { db } = await databases(engine);
    const rows =
      engine === 'sqlite'
        ? await db.all<{ table_name: string; events: number | string }>(
            `SELECT tbl_name AS table_name, count(*) AS events FROM sqlite_master
              WHERE type = 'trigger' AND sql LIKE '%stint_watched_changed()%' GROUP BY tbl_name`,
          )
        : await db.all<{ table_name: string; events: number | string }>(
            `SELECT c.relname AS table_name, count(*) AS events
               FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
              WHERE p.proname = 'stint_watched_changed' AND NOT t.tgisinternal GROUP BY c.relname`,
          );
    const found = Object.fromEntries(rows.map((row) => [row.table_name, Number(row.events)]));
    // SQLite: one row trigger per event; PostgreSQL: one statement trigger for all of them.
    const perTable = engine === 'sqlite' ? 3 : 1;
    expect(found).toEqual(Object.fromEntries(watchedTables.map((table) => [table, perTable])));
  });
});
