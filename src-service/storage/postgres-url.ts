/** A PostgreSQL connection URL (`postgres://` or `postgresql://`), as opposed to an SQLite folder. */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//.test(value);
}
