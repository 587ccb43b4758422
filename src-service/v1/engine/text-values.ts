import type { SqlDialect } from '../../storage/sql-database.ts';

/**
 * A subquery whose rows are the strings of one bound JSON array (`?` = `JSON.stringify(ids)`),
 * one column named `value`: for `x IN (…)` over a list of any length with a single parameter, so
 * the statement text stays the same whatever the list's length.
 */
export function textValuesOf(dialect: SqlDialect): string {
  return dialect === 'postgres'
    ? 'SELECT value FROM jsonb_array_elements_text(CAST(? AS jsonb)) AS v(value)'
    : 'SELECT value FROM json_each(?)';
}
