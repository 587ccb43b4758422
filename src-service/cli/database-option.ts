import { resolve } from 'node:path';
import { isPostgresUrl } from '../storage/postgres-url.ts';
import { UsageError } from './cli-errors.ts';

/** Where a command's data lives: an SQLite folder (the embedded default) or a PostgreSQL URL. */
export type DatabaseChoice =
  | { readonly engine: 'sqlite'; readonly dataDir: string }
  | { readonly engine: 'postgres'; readonly url: string };

export const defaultDataDir = 'stint-data';

/**
 * `--database URL` wins, then an explicit `--data DIR`, then STINT_DATABASE_URL, then the default
 * folder: an operator's argument always beats the environment, and naming both is a mistake.
 */
export function chooseDatabase(
  values: { readonly data?: string | undefined; readonly database?: string | undefined },
  env: NodeJS.ProcessEnv = process.env,
): DatabaseChoice {
  if (values.data !== undefined && values.database !== undefined) {
    throw new UsageError('--data and --database name two databases: give one');
  }
  const fromEnv = env['STINT_DATABASE_URL']?.trim();
  const url = values.database ?? (values.data === undefined && fromEnv ? fromEnv : undefined);
  if (url === undefined) return { engine: 'sqlite', dataDir: resolve(values.data ?? defaultDataDir) };
  if (!isPostgresUrl(url)) {
    const source = values.database === undefined ? 'STINT_DATABASE_URL' : '--database';
    throw new UsageError(`${source} must be a postgres:// URL`);
  }
  return { engine: 'postgres', url };
}

/** The database a URL names, for messages: host, port and name, never the password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `the PostgreSQL database ${parsed.pathname.slice(1) || '(default)'} on ${parsed.host}`;
  } catch {
    return 'the PostgreSQL database';
  }
}
