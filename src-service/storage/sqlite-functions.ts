import type { Database } from 'better-sqlite3';
import { localDayNumber, monthOfDay } from '../reports-totals/local-day.ts';

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

/**
 * The functions the report-totals triggers call (migration 10): every connection that writes
 * time records or an organization's time zone needs them, so the database registers them before
 * migrating (the trigger would fail with "no such function" otherwise).
 */
export function registerReportFunctions(db: Database): void {
  db.function('stint_local_day', { deterministic: true }, (instant: unknown, zone: unknown) =>
    typeof instant === 'number' && typeof zone === 'string' ? localDayNumber(instant, zone) : null,
  );
  db.function('stint_month_of_day', { deterministic: true }, (day: unknown) =>
    typeof day === 'number' ? monthOfDay(day) : null,
  );
}
