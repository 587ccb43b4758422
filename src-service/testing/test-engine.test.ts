import { spawn } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
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

describe('the private PostgreSQL of a process', () => {
  it('stops when the process exits, also outside Vitest', async () => {
    const engine = new URL('./test-engine.ts', import.meta.url).pathname;
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !name.startsWith('VITEST') && name !== 'STINT_TEST_POSTGRES_ADMIN_URL',
      ),
    );
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { migratedPostgresUrl } = await import(${JSON.stringify(engine)});
         process.stdout.write(await migratedPostgresUrl());
         process.exit(0);`,
      ],
      { env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let url = '';
    child.stdout.on('data', (chunk: Buffer) => (url += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/t_[0-9a-f]{12}$/);
    const client = new pg.Client({ connectionString: url });
    await expect(client.connect()).rejects.toThrow(/ECONNREFUSED/);
  });
});
