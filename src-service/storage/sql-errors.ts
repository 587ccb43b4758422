export type ConstraintKind = 'unique' | 'foreign-key' | 'check' | 'not-null' | 'other';

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

const sqliteKinds: ReadonlyMap<string, ConstraintKind> = new Map([
  ['SQLITE_CONSTRAINT_PRIMARYKEY', 'unique'],
  ['SQLITE_CONSTRAINT_UNIQUE', 'unique'],
  ['SQLITE_CONSTRAINT_FOREIGNKEY', 'foreign-key'],
  ['SQLITE_CONSTRAINT_CHECK', 'check'],
  ['SQLITE_CONSTRAINT_NOTNULL', 'not-null'],
]);

// PostgreSQL's SQLSTATE class 23, integrity constraint violation.
const postgresKinds: ReadonlyMap<string, ConstraintKind> = new Map([
  ['23505', 'unique'],
  ['23503', 'foreign-key'],
  ['23514', 'check'],
  ['23502', 'not-null'],
]);

/** Which rule of the schema refused a write, on either engine; null when it was no constraint. */
export function constraintViolation(error: unknown): ConstraintKind | null {
  const code = codeOf(error);
  if (code === undefined) return null;
  if (code.startsWith('SQLITE_CONSTRAINT')) return sqliteKinds.get(code) ?? 'other';
  if (code.startsWith('23')) return postgresKinds.get(code) ?? 'other';
  return null;
}

/**
 * An integer result beyond 64 bits: SQLite says "integer overflow", PostgreSQL raises
 * numeric_value_out_of_range (22003).
 */
export function isIntegerOverflow(error: unknown): boolean {
  if (codeOf(error) === '22003') return true;
  return error instanceof Error && error.message.includes('integer overflow');
}
