import { closeDatabase, openDatabase } from '../storage/database.ts';
import { SchemaVersionError } from '../storage/schema-version.ts';
import { parseOptions } from './cli-args.ts';
import { CommandError } from './cli-errors.ts';
import { chooseDatabase, describePostgresUrl } from './database-option.ts';

function outcome(applied: readonly number[], to: number): string {
  const first = applied[0];
  return first === undefined
    ? `The schema is already at version ${to}: nothing to do.\n`
    : `Migrated the schema from version ${first - 1} to ${to}.\n`;
}

/**
 * `migrate [--data DIR | --database postgres://…]`: brings the schema up to this code's and
 * exits, so that a team's instances (PostgreSQL) are migrated once, before any of them serves.
 * SQLite also migrates on open; the command exists for it so that one procedure fits both.
 */
export async function migrateCommand(args: readonly string[], stdout: (text: string) => void): Promise<void> {
  const choice = chooseDatabase(
    parseOptions(args, { data: { type: 'string' }, database: { type: 'string' } }),
  );
  try {
    if (choice.engine === 'sqlite') {
      const applied: number[] = [];
      const db = openDatabase(choice.dataDir, 'FULL', applied);
      // What this process applied: another one migrating at once may have applied the rest.
      const to = applied.at(-1) ?? (db.pragma('user_version', { simple: true }) as number);
      closeDatabase(db);
      stdout(outcome(applied, to));
      return;
    }
    // Loaded here, not at start: every other command (and the SQLite service) goes without them.
    const [{ openPostgres }, { migratePostgres }] = await Promise.all([
      import('../storage/postgres-database.ts'),
      import('../storage/postgres-migrations.ts'),
    ]);
    const db = openPostgres(choice.url, 1);
    try {
      const { applied, to } = await migratePostgres(db);
      stdout(outcome(applied, to));
    } catch (error) {
      if (error instanceof SchemaVersionError) throw error;
      // node-postgres' messages name the host or the refusal, never the password.
      throw new CommandError(
        `Could not migrate ${describePostgresUrl(choice.url)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      await db.destroy();
    }
  } catch (error) {
    if (error instanceof SchemaVersionError) throw new CommandError(error.message);
    throw error;
  }
}
