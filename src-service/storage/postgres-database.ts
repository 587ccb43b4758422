import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** The handle the PostgreSQL migrations run on; the service's queries go through `PostgresSqlDatabase`. */
export type PostgresDatabase = Kysely<Record<string, never>>;

/**
 * bigint columns hold epoch milliseconds, versions, counts and 0/1 booleans, all far below 2^53,
 * and the wire carries them as JSON numbers: read them as numbers (the driver's default is a
 * string), and fail loudly on a value a number cannot hold rather than round it.
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`A bigint column holds ${text}, beyond a safe number.`);
  return value;
}

/** sum() of bigint is numeric; durations and amounts fit a number, as they do in SQLite. */
function parseNumeric(text: string): number {
  return Number(text);
}

export const postgresTypes = new pg.TypeOverrides();
postgresTypes.setTypeParser(pg.types.builtins.INT8, parseInt8);
postgresTypes.setTypeParser(pg.types.builtins.NUMERIC, parseNumeric);

/** A pool of `max` connections to the database at `url`, behind Kysely's PostgreSQL dialect. */
export function openPostgres(url: string, max = 4): PostgresDatabase {
  return new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max, types: postgresTypes }) }),
  });
}
