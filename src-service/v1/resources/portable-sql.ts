/**
 * SQL expressions the resource definitions compute, written once for both engines (SQLite and
 * PostgreSQL) and giving the same values on both, as SQLite always gave them. The definitions'
 * SQL reaches `$filter`, `$orderby`, summaries and stubs, which know no engine, so these forms
 * cannot branch on one.
 */

/**
 * A number rounded to two decimals. PostgreSQL rounds only `numeric` to a number of places (a
 * `double precision` it can round to an integer only), and SQLite takes the cast as a no-op for a
 * fraction; both round halves away from zero.
 */
export function rounded2(expression: string): string {
  return `ROUND(CAST(${expression} AS numeric), 2)`;
}

/**
 * Beyond this a number's whole cents no longer fit a bigint exactly (and the cast would overflow:
 * an error on PostgreSQL, a wrong number on SQLite); such a value is written as the engine writes
 * any number. No price a person enters comes near it.
 */
const exactLimit = '1e15';

/**
 * A non-negative number as text with exactly two decimals, `printf('%.2f', x)` on SQLite: built
 * from whole cents, since neither engine's other number-to-text forms agree with the other's.
 */
export function fixed2Text(expression: string): string {
  const cents = `CAST(ROUND(${rounded2(expression)} * 100) AS bigint)`;
  return `(CASE WHEN abs(${expression}) < ${exactLimit} THEN CAST(${cents} / 100 AS text) || '.' || CASE WHEN ${cents} % 100 < 10 THEN '0' ELSE '' END || CAST(${cents} % 100 AS text) ELSE CAST(${expression} AS text) END)`;
}

/**
 * A REAL column as text the way SQLite writes one: a whole number keeps `.0` (`19.0`), which
 * PostgreSQL drops; other values are written alike by both (shortest form that reads back).
 */
export function realText(expression: string): string {
  return `(CASE WHEN ${expression} = ROUND(${expression}) AND abs(${expression}) < ${exactLimit} THEN CAST(CAST(${expression} AS bigint) AS text) || '.0' ELSE CAST(${expression} AS text) END)`;
}
