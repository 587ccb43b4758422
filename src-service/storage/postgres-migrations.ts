import { sql } from 'kysely';
import { migrations, type Migration } from './migrations.ts';
import type { PostgresDatabase } from './postgres-database.ts';
import { SchemaVersionError, schemaVersionRefusal } from './schema-version.ts';

/**
 * The key of the session-level advisory lock every migrating instance takes first ("Stint" in
 * ASCII): several instances starting at once queue on it, and each finds the work done by the
 * one before it.
 */
export const migrationLockKey = 0x5374696e74;

export interface MigrationOutcome {
  readonly from: number;
  readonly to: number;
  readonly applied: readonly number[];
}

// PostgreSQL has no `PRAGMA user_version`: the applied migrations are rows of their own table,
// one per migration (the primary key refuses applying one twice).
const versionTable = `
  CREATE TABLE IF NOT EXISTS schema_version (
    version bigint PRIMARY KEY NOT NULL,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;

/** The schema version of the database: 0 when Stint never migrated it. */
export async function postgresSchemaVersion(db: PostgresDatabase): Promise<number> {
  const present = await sql<{ present: boolean }>`
    SELECT to_regclass('schema_version') IS NOT NULL AS present`.execute(db);
  if (present.rows[0]?.present !== true) return 0;
  const { rows } = await sql<{
    version: number | null;
  }>`SELECT max(version) AS version FROM schema_version`.execute(db);
  return rows[0]?.version ?? 0;
}

function postgresForms(
  list: readonly Migration[],
): { readonly migration: Migration; readonly script: string }[] {
  return list.map((migration) => {
    if (migration.postgres === undefined) {
      throw new Error(
        `Migration ${migration.version} (${migration.name}) has no PostgreSQL form: add one in src-service/storage/migrations.ts before migrating PostgreSQL.`,
      );
    }
    return { migration, script: migration.postgres };
  });
}

/**
 * Brings a PostgreSQL database up to the last migration of `list`, each migration in its own
 * transaction together with its version row, all under the migration lock: safe when several
 * instances run it at once. Refuses a database newer than `list`.
 */
export async function migratePostgres(
  db: PostgresDatabase,
  list: readonly Migration[] = migrations,
): Promise<MigrationOutcome> {
  // Every step must exist before the first one runs: never leave a database half-way.
  const steps = postgresForms(list);
  const latest = list.at(-1)?.version ?? 0;
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${migrationLockKey})`.execute(conn);
    try {
      await sql.raw(versionTable).execute(conn);
      const from = await postgresSchemaVersion(conn);
      if (from > latest) throw new SchemaVersionError(schemaVersionRefusal(from, latest));
      const applied: number[] = [];
      let current = from;
      for (const { migration, script } of steps) {
        if (migration.version <= current) continue;
        if (migration.version !== current + 1) {
          throw new Error(`Migration ${migration.version} does not follow ${current}.`);
        }
        await sql`BEGIN`.execute(conn);
        try {
          await sql.raw(script).execute(conn);
          await sql`INSERT INTO schema_version (version, name) VALUES (${migration.version}, ${migration.name})`.execute(
            conn,
          );
          await sql`COMMIT`.execute(conn);
        } catch (error) {
          await sql`ROLLBACK`.execute(conn);
          throw error;
        }
        current = migration.version;
        applied.push(current);
      }
      return { from, to: current, applied };
    } finally {
      await sql`SELECT pg_advisory_unlock(${migrationLockKey})`.execute(conn);
    }
  });
}

/**
 * What an instance checks before serving PostgreSQL: the schema must be exactly its own, since
 * migrating is a separate step there (a newer schema means a newer Stint is running too).
 */
export async function assertPostgresSchemaCurrent(
  db: PostgresDatabase,
  list: readonly Migration[] = migrations,
): Promise<number> {
  const found = await postgresSchemaVersion(db);
  const refusal = schemaVersionRefusal(found, list.at(-1)?.version ?? 0);
  if (refusal !== undefined) throw new SchemaVersionError(refusal);
  return found;
}
