/**
 * Statement texts that PostgreSQL should prepare once per connection and then run from its plan
 * cache (a named prepared statement). Planning the graph's credential query, four tables joined,
 * took about three times as long as running it: every request of the endpoint paid for it.
 *
 * Opt-in, by the text, not for every statement: a named statement may be given a generic plan
 * after a few runs, one that ignores the parameters' values. That is exactly right for lookups by
 * unique keys, and can be badly wrong for a report over skewed data, which keeps its plan per
 * value. Only texts written in the code belong here (never one built from a request), so the set
 * and every connection's prepared statements stay as small as the code. SQLite caches every
 * statement anyway (statement-cache.ts) and ignores this.
 */
const names = new Map<string, string>();

/** Marks `sql` as planned once per connection and returns it unchanged. */
export function plannedOnce(sql: string): string {
  if (!names.has(sql)) names.set(sql, `stint_planned_${names.size + 1}`);
  return sql;
}

/** The prepared statement name of `sql` when it was marked, else undefined. */
export const plannedStatementName = (sql: string): string | undefined => names.get(sql);
