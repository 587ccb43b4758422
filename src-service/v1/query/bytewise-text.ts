/**
 * Text SQL for PostgreSQL that compares and sorts by code point, as SQLite does. A column is
 * already `COLLATE "C"` in the schema (and kept bare so an index on it still matches); an
 * expression such as a display name may carry the database's own collation, so it is told.
 */
export function bytewiseText(sql: string): string {
  return /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/.test(sql) ? sql : `(${sql}) COLLATE "C"`;
}
