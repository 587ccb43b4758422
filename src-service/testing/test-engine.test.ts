import { describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from './test-engine.ts';

describe('testEngine', () => {
  it('is sqlite by default, and the engine STINT_TEST_ENGINE names', () => {
    expect(testEngine({})).toBe('sqlite');
    expect(testEngine({ STINT_TEST_ENGINE: '' })).toBe('sqlite');
    expect(testEngine({ STINT_TEST_ENGINE: 'sqlite' })).toBe('sqlite');
    expect(testEngine({ STINT_TEST_ENGINE: 'postgres' })).toBe('postgres');
  });

  it('refuses any other value rather than quietly testing SQLite', () => {
    expect(() => testEngine({ STINT_TEST_ENGINE: 'postgresql' })).toThrow(
      'STINT_TEST_ENGINE is "postgresql": give sqlite or postgres (or leave it unset).',
    );
  });
});

describe('openTestDatabase on postgres', () => {
  it('gives each call its own migrated database on one server', async () => {
    const first = await openTestDatabase('postgres');
    const second = await openTestDatabase('postgres');
    try {
      expect(first.url).not.toBe(second.url);
      expect(new URL(first.url ?? '').port).toBe(new URL(second.url ?? '').port);
      await first.db.run("INSERT INTO service_meta (key, value) VALUES ('only', 'first')");
      expect(await first.db.all('SELECT key FROM service_meta')).toEqual([{ key: 'only' }]);
      expect(await second.db.all('SELECT key FROM service_meta')).toEqual([]);
      expect(second.db.catalog.has('time_records')).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
