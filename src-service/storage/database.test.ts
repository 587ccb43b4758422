import BetterSqlite3 from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, databaseFileName, openDatabase, openSqliteDatabase } from './database.ts';
import { applyMigrations, migrations } from './migrations.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-db-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates a WAL database with foreign keys and every migration applied', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    // 2 = FULL: a commit the service acknowledged survives a power cut (WAL with NORMAL may not).
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('cache_size', { simple: true })).toBe(-2000);
    expect(db.pragma('mmap_size', { simple: true })).toBe(0);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)?.version);
    closeDatabase(db);
    expect(statSync(join(dir, databaseFileName)).size).toBeGreaterThan(0);
  });

  it('checkpoints the WAL on close so the file stands alone', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    db.prepare('INSERT INTO service_meta (key, value) VALUES (?, ?)').run('k', 'v');
    closeDatabase(db);
    // SQLite removes the WAL when the last connection closes after a full checkpoint.
    expect(existsSync(join(dir, `${databaseFileName}-wal`))).toBe(false);
    const again = openDatabase(dir);
    expect(again.prepare('SELECT value FROM service_meta WHERE key = ?').get('k')).toEqual({ value: 'v' });
    closeDatabase(again);
  });
});

describe('openSqliteDatabase', () => {
  it('answers through the asynchronous interface and checkpoints the WAL when it closes', async () => {
    const dir = tempDir();
    const db = openSqliteDatabase(dir);
    expect(db.dialect).toBe('sqlite');
    expect(db.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    await db.run('INSERT INTO service_meta (key, value) VALUES (?, ?)', ['k', 'v']);
    await db.close();
    expect(existsSync(join(dir, `${databaseFileName}-wal`))).toBe(false);
    const again = openSqliteDatabase(dir);
    expect(await again.get('SELECT value FROM service_meta WHERE key = ?', ['k'])).toEqual({ value: 'v' });
    await again.close();
  });
});

describe('applyMigrations', () => {
  it('is idempotent and refuses a gap in versions', () => {
    const db = new BetterSqlite3(':memory:');
    const first = applyMigrations(db);
    expect(applyMigrations(db)).toBe(first);
    expect(() =>
      applyMigrations(db, [...migrations, { version: first + 2, name: 'gap', up: () => undefined }]),
    ).toThrow(/does not follow/);
    db.close();
  });

  it('refuses a database whose schema is newer than this code, in one sentence', () => {
    const dir = tempDir();
    const latest = migrations.at(-1)?.version ?? 0;
    const newer = new BetterSqlite3(join(dir, databaseFileName));
    newer.pragma(`user_version = ${latest + 2}`);
    newer.close();
    expect(() => openDatabase(dir)).toThrow(
      `This database's schema is version ${latest + 2}, newer than this Stint (version ${latest}): update Stint, or point it at another database.`,
    );
  });

  it('rolls a failing migration back entirely', () => {
    const db = new BetterSqlite3(':memory:');
    const before = applyMigrations(db);
    const broken = {
      version: before + 1,
      name: 'broken',
      up: (d: typeof db) => {
        d.exec('CREATE TABLE half_done (id INTEGER)');
        throw new Error('boom');
      },
    };
    expect(() => applyMigrations(db, [...migrations, broken])).toThrow('boom');
    expect(db.pragma('user_version', { simple: true })).toBe(before);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBeUndefined();
    db.close();
  });
});
