import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { StatementCache } from './statement-cache.ts';

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('StatementCache', () => {
  it('prepares each SQL text once and stays at its bound when one more distinct text arrives', () => {
    const db = new BetterSqlite3(':memory:');
    const cache = new StatementCache(db, { limit: 50, collectAfter: 1000, collect: () => undefined });
    const first = cache.prepare('SELECT 0');
    expect(cache.prepare('SELECT 0')).toBe(first);
    for (let i = 1; i <= 50; i += 1) cache.prepare(`SELECT ${i}`);
    expect(cache.size).toBe(50);
    expect(cache.prepare('SELECT 0')).not.toBe(first);
    db.close();
  });

  it('keeps the statements in use while one-off texts come and go', () => {
    const db = new BetterSqlite3(':memory:');
    const cache = new StatementCache(db, { limit: 10, collectAfter: 1000, collect: () => undefined });
    const hot = cache.prepare('SELECT 1 AS hot');
    for (let i = 0; i < 100; i += 1) {
      cache.prepare(`SELECT ${i} AS once`);
      expect(cache.prepare('SELECT 1 AS hot')).toBe(hot);
    }
    expect(cache.size).toBe(10);
    db.close();
  });

  it('asks for one collection after enough statements were dropped, outside the current call', async () => {
    const db = new BetterSqlite3(':memory:');
    let collections = 0;
    const cache = new StatementCache(db, { limit: 5, collectAfter: 10, collect: () => (collections += 1) });
    for (let i = 0; i < 14; i += 1) cache.prepare(`SELECT ${i}`);
    await turn();
    expect(collections).toBe(0);
    cache.prepare('SELECT 14');
    expect(collections).toBe(0);
    for (let i = 15; i < 20; i += 1) cache.prepare(`SELECT ${i}`);
    await turn();
    expect(collections).toBe(1);
    db.close();
  });
});
