import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseFileName } from '../storage/database.ts';
import { migrations } from '../storage/migrations.ts';
import { openPostgres } from '../storage/postgres-database.ts';
import { emptyPostgresUrl } from '../testing/test-engine.ts';
import { runCli, type CliRun } from './testing/run-cli.ts';

const latest = migrations.at(-1)?.version ?? 0;
type Run = CliRun;

function run(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return runCli(args, { env });
}

async function versionRows(url: string): Promise<number[]> {
  const db = openPostgres(url, 1);
  try {
    const { rows } = await sql<{
      version: number;
    }>`SELECT version FROM schema_version ORDER BY version`.execute(db);
    return rows.map((r) => r.version);
  } finally {
    await db.destroy();
  }
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-migrate-'));
  dirs.push(dir);
  return dir;
}

const migrated = `Migrated the schema from version 0 to ${latest}.\n`;
const nothing = `The schema is already at version ${latest}: nothing to do.\n`;

describe('npm run service -- migrate on PostgreSQL', () => {
  it('three instances migrating one new database at once all succeed, and each migration runs once', async () => {
    const url = await emptyPostgresUrl();
    const runs = await Promise.all([1, 2, 3].map(() => run(['migrate', '--database', url])));
    expect(runs.map((r) => [r.status, r.stderr])).toEqual([
      [0, ''],
      [0, ''],
      [0, ''],
    ]);
    expect(runs.map((r) => r.stdout).sort()).toEqual([migrated, nothing, nothing]);
    expect(await versionRows(url)).toEqual(migrations.map((m) => m.version));
  });

  it('takes the database from STINT_DATABASE_URL and never prints its password', async () => {
    const url = (await emptyPostgresUrl()).replace('postgres@', 'postgres:hunter2secret@');
    const first = await run(['migrate'], { STINT_DATABASE_URL: url });
    expect(first).toEqual({ status: 0, stdout: migrated, stderr: '' });
    expect(await versionRows(url)).toHaveLength(migrations.length);
    const unreachable = await run(['migrate', '--database', url.replace(/:\d+\//, ':1/')]);
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toMatch(
      /^stint service: Could not migrate the PostgreSQL database t_\w+ on 127\.0\.0\.1:1: /,
    );
    expect(unreachable.stderr + unreachable.stdout).not.toContain('hunter2secret');
  });

  it('refuses a URL that is not PostgreSQL, and two databases at once', async () => {
    expect(await run(['migrate', '--database', 'mysql://x/y'])).toMatchObject({
      status: 2,
      stderr: 'stint service: --database must be a postgres:// URL\n',
    });
    expect(await run(['migrate', '--data', tempDir(), '--database', 'postgres://x/y'])).toMatchObject({
      status: 2,
      stderr: 'stint service: --data and --database name two databases: give one\n',
    });
  });
});

describe('npm run service -- migrate on SQLite', () => {
  it('creates and migrates the data folder, then has nothing to do', async () => {
    const dir = join(tempDir(), 'data');
    expect(await run(['migrate', '--data', dir])).toEqual({ status: 0, stdout: migrated, stderr: '' });
    expect(await run(['migrate', '--data', dir])).toEqual({ status: 0, stdout: nothing, stderr: '' });
  });

  it('three processes migrating one new data folder at once all succeed, and each migration runs once', async () => {
    const dir = tempDir();
    const runs = await Promise.all([1, 2, 3].map(() => run(['migrate', '--data', dir])));
    expect(runs.map((r) => [r.status, r.stderr])).toEqual([
      [0, ''],
      [0, ''],
      [0, ''],
    ]);
    // Between them they applied 1..latest once: each reports the range it applied, or nothing.
    const ranges = runs
      .map((r) => /from version (\d+) to (\d+)/.exec(r.stdout))
      .filter((m) => m !== null)
      .map((m) => [Number(m[1]) + 1, Number(m[2])] as const)
      .sort((x, y) => x[0] - y[0]);
    const covered = ranges.flatMap(([lo, hi]) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i));
    expect(covered).toEqual(migrations.map((m) => m.version));
    const db = new BetterSqlite3(join(dir, databaseFileName), { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(latest);
    db.close();
  });

  it('refuses a database newer than this Stint in one sentence, leaving it untouched', async () => {
    const dir = tempDir();
    const db = new BetterSqlite3(join(dir, databaseFileName));
    db.pragma(`user_version = ${latest + 1}`);
    db.close();
    const refused = await run(['migrate', '--data', dir]);
    expect(refused).toEqual({
      status: 1,
      stdout: '',
      stderr: `stint service: This database's schema is version ${latest + 1}, newer than this Stint (version ${latest}): update Stint, or point it at another database.\n`,
    });
    const after = new BetterSqlite3(join(dir, databaseFileName), { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(latest + 1);
    expect(after.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get()).toEqual({
      n: 0,
    });
    after.close();
  });
});

describe('npm run service -- --data DIR with a newer schema', () => {
  it('does not start, and says why in one sentence', async () => {
    const dir = tempDir();
    const db = new BetterSqlite3(join(dir, databaseFileName));
    db.pragma(`user_version = ${latest + 1}`);
    db.close();
    expect(await run(['--port', '0', '--data', dir])).toEqual({
      status: 1,
      stdout: '',
      stderr: `stint service: This database's schema is version ${latest + 1}, newer than this Stint (version ${latest}): update Stint, or point it at another database.\n`,
    });
  });
});
