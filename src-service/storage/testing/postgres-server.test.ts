import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from './postgres-server.ts';

let server: PostgresServer;
beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await server.stop();
});

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('startPostgres', () => {
  it('serves a real PostgreSQL on its own loopback port', async () => {
    const [row] = await query<{ version: string }>(server.adminUrl, 'SELECT version()');
    expect(row?.version).toMatch(/^PostgreSQL \d+/);
    expect(server.adminUrl).toBe(`postgres://postgres@127.0.0.1:${server.port}/postgres`);
  });

  it('creates a fresh, empty database each time, apart from the others', async () => {
    const first = await server.createDatabase();
    const second = await server.createDatabase();
    expect(first).not.toBe(second);
    expect(first).toMatch(/\/t_[0-9a-f]{12}$/);
    await query(first, 'CREATE TABLE only_here (x integer)');
    const tables = (url: string): Promise<{ table_name: string }[]> =>
      query(url, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    expect(await tables(first)).toEqual([{ table_name: 'only_here' }]);
    expect(await tables(second)).toEqual([]);
  });

  it('stops the server and removes its folder', async () => {
    const other = await startPostgres();
    const url = await other.createDatabase();
    const folder = (
      await query<{ setting: string }>(url, "SELECT setting FROM pg_settings WHERE name = 'data_directory'")
    )[0]?.setting;
    expect(folder !== undefined && existsSync(folder)).toBe(true);
    await other.stop();
    expect(existsSync(folder ?? '')).toBe(false);
    await expect(query(url, 'SELECT 1')).rejects.toThrow();
  });
});
