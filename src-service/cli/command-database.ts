import { openServiceDatabase } from '../storage/open-service-database.ts';
import { SchemaVersionError } from '../storage/schema-version.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { CommandError } from './cli-errors.ts';
import { chooseDatabase, describePostgresUrl, type DatabaseChoice } from './database-option.ts';

/** `--data DIR` or `--database URL` (STINT_DATABASE_URL), for every command that reaches the data. */
export const databaseOptions = { data: { type: 'string' }, database: { type: 'string' } } as const;

/**
 * Opens the database a command names, runs `work` on it and closes it. A schema older or newer
 * than this code is refused in its one sentence; an unreachable PostgreSQL is named without its
 * password.
 */
export async function withCommandDatabase<T>(
  values: { readonly data?: string | undefined; readonly database?: string | undefined },
  work: (db: SqlDatabase, choice: DatabaseChoice) => Promise<T>,
): Promise<T> {
  const choice = chooseDatabase(values);
  let db: SqlDatabase;
  try {
    db = await openServiceDatabase(
      choice.engine === 'sqlite'
        ? { engine: 'sqlite', dataDir: choice.dataDir }
        : { engine: 'postgres', url: choice.url, poolSize: 2 },
    );
  } catch (error) {
    throw commandOpenError(error, choice);
  }
  try {
    return await work(db, choice);
  } finally {
    await db.close();
  }
}

/** What an operator reads when the database a command names cannot be opened. */
export function commandOpenError(error: unknown, choice: DatabaseChoice): unknown {
  if (error instanceof SchemaVersionError) return new CommandError(error.message);
  if (choice.engine === 'sqlite') return error;
  // node-postgres' messages name the host or the refusal, never the password.
  return new CommandError(
    `Could not reach ${describePostgresUrl(choice.url)}: ${error instanceof Error ? error.message : String(error)}`,
  );
}
