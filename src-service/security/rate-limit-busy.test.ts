import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { databaseFileName, openSqliteDatabase } from '../storage/database.ts';
import { RequestRateLimiter } from './request-rate-limiter.ts';

it('waits, on SQLite, while another process holds the write lock, instead of failing the request', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stint-rate-busy-'));
  const db = openSqliteDatabase(dir);
  // Another process writing to the same file, as a second `serve` on one data folder does.
  const other = new BetterSqlite3(join(dir, databaseFileName));
  try {
    const limiter = new RequestRateLimiter(db, { requests: 5, windowMs: 1000 }, () => 0);
    other.prepare('BEGIN IMMEDIATE').run();
    setTimeout(() => other.prepare('COMMIT').run(), 200);
    await expect(limiter.take('alice')).resolves.toBeNull();
  } finally {
    if (other.inTransaction) other.prepare('ROLLBACK').run();
    other.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
