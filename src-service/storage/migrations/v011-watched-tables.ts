// Migration 11: a trigger on every table the graph reads, so that caches of its answers learn of
// each change (storage/watched-tables.ts). The list is written out here, not imported: an applied
// migration never changes, and a table watched later gets its own migration.
const tables = ['organizations', 'users', 'memberships', 'sessions', 'api_keys', 'projects'];

/**
 * The count SQLite's change stamp reads: one row, moved by every change to a watched table in the
 * writing transaction itself, whichever connection writes (an admin command, another process, a
 * person with the sqlite3 shell), and rolled back with it. PostgreSQL has the table too, for one
 * schema on both engines, but leaves it at 0: a row every write updates would make concurrent
 * transactions of different instances conflict; it announces changes instead (below).
 */
const counterTable = `CREATE TABLE watched_changes (
  id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
  count INTEGER NOT NULL
)`;

/** SQLite: row triggers counting each changed row of a watched table. */
export const watchedTablesSqlite = `${counterTable} STRICT;
INSERT INTO watched_changes (id, count) VALUES (1, 0);
${tables
  .flatMap((table) =>
    ['INSERT', 'UPDATE', 'DELETE'].map(
      (event) =>
        `CREATE TRIGGER ${table}_watched_${event.toLowerCase()} AFTER ${event} ON ${table}
BEGIN UPDATE watched_changes SET count = count + 1 WHERE id = 1; END;`,
    ),
  )
  .join('\n')}`;

/**
 * PostgreSQL: a statement trigger that marks the transaction (read back by the instance that
 * commits it, in the same round trip as its COMMIT) and announces it on a channel every
 * instance listens to once the transaction commits (a rolled-back one announces nothing).
 */
export const watchedTablesPostgres = `
${counterTable.replace('INTEGER PRIMARY KEY', 'bigint PRIMARY KEY').replace('count INTEGER', 'count bigint')};
INSERT INTO watched_changes (id, count) VALUES (1, 0);
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
