// Migration 11: a trigger on every table the graph reads, so that caches of its answers learn of
// each change (storage/watched-tables.ts). The list is written out here, not imported: an applied
// migration never changes, and a table watched later gets its own migration.
const tables = ['organizations', 'users', 'memberships', 'sessions', 'api_keys', 'projects'];

/**
 * SQLite: row triggers calling `stint_watched_changed()`, a JavaScript function that counts on
 * the connection that wrote (sqlite-functions.ts); other connections' commits show in
 * `PRAGMA data_version`.
 */
export const watchedTablesSqlite = tables
  .flatMap((table) =>
    ['INSERT', 'UPDATE', 'DELETE'].map(
      (event) =>
        `CREATE TRIGGER ${table}_watched_${event.toLowerCase()} AFTER ${event} ON ${table}
BEGIN SELECT stint_watched_changed(); END;`,
    ),
  )
  .join('\n');

/**
 * PostgreSQL: a statement trigger that marks the transaction (read back by the instance that
 * commits it, in the same round trip as its COMMIT) and announces it on a channel every
 * instance listens to once the transaction commits (a rolled-back one announces nothing).
 */
export const watchedTablesPostgres = `
CREATE FUNCTION stint_watched_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('stint.watched_changed', '1', true);
  PERFORM pg_notify('stint_watched_changed', '');
  RETURN NULL;
END $$;
${tables
  .map(
    (table) => `CREATE TRIGGER ${table}_watched AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
  FOR EACH STATEMENT EXECUTE FUNCTION stint_watched_changed();`,
  )
  .join('\n')}
`;
