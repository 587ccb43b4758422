import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMigrations, migrations, type Migration } from './migrations.ts';
import { openPostgres, type PostgresDatabase } from './postgres-database.ts';
import {
  assertPostgresSchemaCurrent,
  migratePostgres,
  postgresSchemaVersion,
} from './postgres-migrations.ts';
import { postgresShape, sqliteShape } from './testing/schema-catalogs.ts';
import { emptyPostgresUrl } from '../testing/test-engine.ts';

const latest = migrations.at(-1)?.version ?? 0;
const open: PostgresDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
});

async function freshDatabase(): Promise<PostgresDatabase> {
  const db = openPostgres(await emptyPostgresUrl());
  open.push(db);
  return db;
}

async function tableExists(db: PostgresDatabase, name: string): Promise<boolean> {
  const { rows } = await sql<{
    present: boolean;
  }>`SELECT to_regclass(${name}) IS NOT NULL AS present`.execute(db);
  return rows[0]?.present === true;
}

describe('the schema on PostgreSQL', () => {
  it('has a PostgreSQL form for every migration', () => {
    // A migration written for SQLite alone: port it (see docs/architecture.md, "Storage on two engines").
    const missing = migrations.filter((m) => m.postgres === undefined).map((m) => `${m.version} ${m.name}`);
    expect(missing).toEqual([]);
  });

  it('leaves the same tables, columns, keys and indexes as SQLite', async () => {
    const db = await freshDatabase();
    await migratePostgres(db);
    const sqlite = new BetterSqlite3(':memory:');
    applyMigrations(sqlite);
    const expected = sqliteShape(sqlite);
    sqlite.close();
    expect(Object.keys(expected)).toContain('time_records');
    // The one difference, on purpose: PostgreSQL's report scan index has no description, which a
    // B-tree entry there could not hold when long (v013-report-scan-index.ts).
    const records = expected['time_records'];
    const scan = records?.indexes['time_records_scan'];
    expect(scan).toMatch(/, description\)$/);
    if (records !== undefined && scan !== undefined)
      records.indexes['time_records_scan'] = scan.replace(', description)', ')');
    expect(await postgresShape(db)).toEqual(expected);
  });

  it('orders text case-insensitively as SQLite NOCASE does, and otherwise bytewise', async () => {
    const db = await freshDatabase();
    await migratePostgres(db);
    const sqlite = new BetterSqlite3(':memory:');
    applyMigrations(sqlite);
    // Only ASCII letters fold in NOCASE; everything else compares by its UTF-8 bytes.
    const keys = ['b', 'B', 'a', 'Ä', 'ä', '_', 'Z', 'z1', 'Éclair', 'éclair', '10', '9', ' x'];
    const insert = sqlite.prepare('INSERT INTO service_meta (key, value) VALUES (?, ?)');
    for (const key of keys) {
      insert.run(key, '');
      await sql`INSERT INTO service_meta (key, value) VALUES (${key}, '')`.execute(db);
    }
    const inSqlite = sqlite
      .prepare('SELECT key FROM service_meta ORDER BY key COLLATE NOCASE, key')
      .pluck()
      .all();
    const inPostgres = await sql<{
      key: string;
    }>`SELECT key FROM service_meta ORDER BY lower(key), key`.execute(db);
    sqlite.close();
    expect(inPostgres.rows.map((r) => r.key)).toEqual(inSqlite);
  });

  it('migrates a fresh database once, recording each version, and then has nothing to do', async () => {
    const db = await freshDatabase();
    expect(await postgresSchemaVersion(db)).toBe(0);
    const first = await migratePostgres(db);
    expect(first).toEqual({ from: 0, to: latest, applied: migrations.map((m) => m.version) });
    expect(await postgresSchemaVersion(db)).toBe(latest);
    expect(await migratePostgres(db)).toEqual({ from: latest, to: latest, applied: [] });
    const { rows } = await sql<{
      version: number;
    }>`SELECT version FROM schema_version ORDER BY version`.execute(db);
    expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
  });

  it('applies each migration once when three instances migrate one new database at once', async () => {
    const url = await emptyPostgresUrl();
    const instances = [openPostgres(url), openPostgres(url), openPostgres(url)];
    open.push(...instances);
    const outcomes = await Promise.all(instances.map((db) => migratePostgres(db)));
    expect(outcomes.map((o) => o.to)).toEqual([latest, latest, latest]);
    expect(outcomes.flatMap((o) => o.applied).sort((a, b) => a - b)).toEqual(
      migrations.map((m) => m.version),
    );
  });

  it('refuses, before changing anything, a migration that has no PostgreSQL form', async () => {
    const db = await freshDatabase();
    const sqliteOnly: Migration = { version: latest + 1, name: 'sqlite only', up: () => undefined };
    await expect(migratePostgres(db, [...migrations, sqliteOnly])).rejects.toThrow(
      `Migration ${latest + 1} (sqlite only) has no PostgreSQL form`,
    );
    expect(await postgresSchemaVersion(db)).toBe(0);
  });

  it('rolls a failing migration back entirely, its version too', async () => {
    const db = await freshDatabase();
    await migratePostgres(db);
    const broken: Migration = {
      version: latest + 1,
      name: 'broken',
      up: () => undefined,
      postgres: 'CREATE TABLE half_done (id bigint); SELECT 1 / 0;',
    };
    await expect(migratePostgres(db, [...migrations, broken])).rejects.toThrow('division by zero');
    expect(await postgresSchemaVersion(db)).toBe(latest);
    expect(await tableExists(db, 'half_done')).toBe(false);
  });
});

describe('schema version refusal on PostgreSQL', () => {
  it('refuses a database not migrated yet, and one newer than this code, in one sentence each', async () => {
    const db = await freshDatabase();
    await expect(assertPostgresSchemaCurrent(db)).rejects.toThrow(
      `This database has no Stint schema yet, older than this Stint (version ${latest}): run \`npm run service -- migrate\` first.`,
    );
    await migratePostgres(db, migrations.slice(0, 3));
    await expect(assertPostgresSchemaCurrent(db)).rejects.toThrow(
      `This database's schema is version 3, older than this Stint (version ${latest}): run \`npm run service -- migrate\` first.`,
    );
    await migratePostgres(db);
    expect(await assertPostgresSchemaCurrent(db)).toBe(latest);
    await sql`INSERT INTO schema_version (version, name) VALUES (${latest + 1}, 'from a newer Stint')`.execute(
      db,
    );
    const newer = `This database's schema is version ${latest + 1}, newer than this Stint (version ${latest}): update Stint, or point it at another database.`;
    await expect(assertPostgresSchemaCurrent(db)).rejects.toThrow(newer);
    await expect(migratePostgres(db)).rejects.toThrow(newer);
  });
});
