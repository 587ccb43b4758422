import type { Database } from 'better-sqlite3';

function caseMapper(map: (s: string) => string): (value: unknown) => unknown {
  return (value) => (typeof value === 'string' ? map(value) : (value ?? null));
}

/**
 * SQL functions the compiled filters use. SQLite's own lower()/upper() fold ASCII only, so
 * `tolower(name) eq 'müller'` would miss `MÜLLER`; these fold the whole of Unicode. Register them
 * on every connection that runs v1 queries.
 */
export function registerFilterFunctions(db: Database): void {
  db.function(
    'stint_lower',
    { deterministic: true },
    caseMapper((s) => s.toLowerCase()),
  );
  db.function(
    'stint_upper',
    { deterministic: true },
    caseMapper((s) => s.toUpperCase()),
  );
}
