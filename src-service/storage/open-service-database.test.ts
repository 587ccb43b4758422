import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyPostgresUrl, migratedPostgresUrl } from '../testing/test-engine.ts';
import { databaseFileName } from './database.ts';
import { migrations } from './migrations.ts';
import { openServiceDatabase } from './open-service-database.ts';
import type { SqlDatabase } from './sql-database.ts';

const latest = migrations.at(-1)?.version ?? 0;
const newer = `This database's schema is version ${latest + 1}, newer than this Stint (version ${latest}): update Stint, or point it at another database.`;

const opened: SqlDatabase[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function execute(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe('openServiceDatabase', () => {
  it('opens (and migrates) an SQLite folder as the sqlite engine, with the catalog of its tables', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-open-'));
    folders.push(dataDir);
    const db = await openServiceDatabase({ engine: 'sqlite', dataDir });
    opened.push(db);
    expect(db.dialect).toBe('sqlite');
    expect(db.catalog.get('time_records')?.tenantOwned).toBe(true);
    expect(await db.get('SELECT count(*) AS n FROM organizations')).toEqual({ n: 0 });
  });

  it('opens a migrated PostgreSQL database as the postgres engine, with the same catalog as SQLite', async () => {
    const db = await openServiceDatabase({ engine: 'postgres', url: await migratedPostgresUrl() });
    opened.push(db);
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-open-'));
    folders.push(dataDir);
    const sqlite = await openServiceDatabase({ engine: 'sqlite', dataDir });
    opened.push(sqlite);
    expect(db.dialect).toBe('postgres');
    const shape = (d: SqlDatabase): Record<string, string[]> =>
      Object.fromEntries(
        [...d.catalog].map(([name, info]): [string, string[]] => [name, [...info.columns].sort()]),
      );
    expect(shape(db)).toEqual(shape(sqlite));
    expect(await db.get('SELECT count(*) AS n FROM organizations')).toEqual({ n: 0 });
  });

  it('refuses an SQLite database newer than this code, in one sentence', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-open-'));
    folders.push(dataDir);
    const file = new BetterSqlite3(join(dataDir, databaseFileName));
    file.pragma(`user_version = ${latest + 1}`);
    file.close();
    await expect(openServiceDatabase({ engine: 'sqlite', dataDir })).rejects.toThrow(newer);
  });

  it('refuses a PostgreSQL database not migrated yet, and one newer than this code, in one sentence each', async () => {
    const empty = await emptyPostgresUrl();
    await expect(openServiceDatabase({ engine: 'postgres', url: empty })).rejects.toThrow(
      `This database has no Stint schema yet, older than this Stint (version ${latest}): run \`npm run service -- migrate\` first.`,
    );
    const url = await migratedPostgresUrl();
    await execute(
      url,
      `INSERT INTO schema_version (version, name) VALUES (${latest + 1}, 'from a newer Stint')`,
    );
    await expect(openServiceDatabase({ engine: 'postgres', url })).rejects.toThrow(newer);
  });

  it('rejects a PostgreSQL server that does not answer', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused.
    const url = (await emptyPostgresUrl()).replace(/:\d+\//, ':1/');
    await expect(openServiceDatabase({ engine: 'postgres', url })).rejects.toThrow();
  });
});
