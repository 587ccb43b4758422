import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseDatabase, describePostgresUrl } from './database-option.ts';

const url = 'postgres://stint:pw@db.example:5432/stint';

describe('chooseDatabase', () => {
  it('takes --database first, then an explicit --data, then STINT_DATABASE_URL, then the default folder', () => {
    const env = { STINT_DATABASE_URL: 'postgresql://other/db' };
    expect(chooseDatabase({ database: url }, env)).toEqual({ engine: 'postgres', url });
    expect(chooseDatabase({ data: 'here' }, env)).toEqual({ engine: 'sqlite', dataDir: resolve('here') });
    expect(chooseDatabase({}, env)).toEqual({ engine: 'postgres', url: 'postgresql://other/db' });
    expect(chooseDatabase({}, {})).toEqual({ engine: 'sqlite', dataDir: resolve('stint-data') });
    expect(chooseDatabase({}, { STINT_DATABASE_URL: ' ' })).toEqual({
      engine: 'sqlite',
      dataDir: resolve('stint-data'),
    });
  });

  it('refuses two databases at once and a URL of another engine, naming where it came from', () => {
    expect(() => chooseDatabase({ data: 'd', database: url }, {})).toThrow(
      '--data and --database name two databases',
    );
    expect(() => chooseDatabase({ database: 'mysql://x/y' }, {})).toThrow(
      '--database must be a postgres:// URL',
    );
    expect(() => chooseDatabase({}, { STINT_DATABASE_URL: 'stint-data' })).toThrow(
      'STINT_DATABASE_URL must be a postgres:// URL',
    );
  });
});

describe('describePostgresUrl', () => {
  it('names the database and host, never the password', () => {
    expect(describePostgresUrl(url)).toBe('the PostgreSQL database stint on db.example:5432');
  });
});
