/**
 * The tables whose every change the service's read caches must hear of: everything the graph
 * endpoint reads (its credential check and its queries; graph/answer-cache/). Migration 11 puts a
 * trigger on each; the graph starting to read another table takes a new migration adding its
 * trigger and its name here (watched-tables.test.ts checks both engines against this list).
 *
 * Other tables stay unwatched on purpose: the v1 rate limit and time records change on nearly
 * every request, and counting them would empty the caches for changes the graph never shows.
 */
export const watchedTables = [
  'organizations',
  'users',
  'memberships',
  'sessions',
  'api_keys',
  'projects',
] as const;

/** The PostgreSQL channel a committed change of a watched table is announced on. */
export const watchedChannel = 'stint_watched_changed';

const unwatchedWrites = new Set<string>();

/**
 * Marks `sql` as a statement that writes no watched table, and returns it unchanged. On
 * PostgreSQL a statement run on its own (outside a transaction) that may write counts as a
 * change at once, since asking would cost a round trip; a marked one does not, and moves the
 * stamp only if a trigger announces otherwise. For statements written in the code only, such as
 * the v1 rate limit's count, which every request makes.
 */
export function writesNoWatchedTable(sql: string): string {
  unwatchedWrites.add(sql);
  return sql;
}

/** Whether `sql` was marked by writesNoWatchedTable. */
export const isUnwatchedWrite = (sql: string): boolean => unwatchedWrites.has(sql);
