import { openPostgres } from '../storage/postgres-database.ts';
import { assertPostgresSchemaCurrent } from '../storage/postgres-migrations.ts';
import { SchemaVersionError } from '../storage/schema-version.ts';
import { CommandError } from './cli-errors.ts';
import { describePostgresUrl } from './database-option.ts';

/**
 * `serve --database postgres://…` until the service's modules speak PostgreSQL (they are
 * synchronous SQLite today, docs/architecture.md "Storage on two engines"): the schema is checked
 * as an instance will check it (one sentence when it is older or newer than this code), then the
 * command says plainly that serving from PostgreSQL is not there yet. Always throws.
 */
export async function refusePostgres(url: string): Promise<never> {
  const db = openPostgres(url, 1);
  try {
    await assertPostgresSchemaCurrent(db);
  } catch (error) {
    if (error instanceof SchemaVersionError) throw new CommandError(error.message);
    throw new CommandError(
      `Could not reach ${describePostgresUrl(url)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await db.destroy();
  }
  throw new CommandError(
    'This Stint cannot serve from PostgreSQL yet (only `migrate` uses it so far): serve with --data DIR for now.',
  );
}
