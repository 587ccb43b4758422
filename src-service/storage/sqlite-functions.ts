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

/** Connections inside a bulk load of records: their triggers leave the report totals alone. */
const pausedTotals = new WeakSet<Database>();

/**
 * Pauses (or resumes) the report-totals triggers on one connection; only a bulk load that
 * rebuilds the totals before it commits may (reports-totals/bulk-load.ts).
 */
export function pauseReportTotals(db: Database, paused: boolean): void {
  if (paused) pausedTotals.add(db);
  else pausedTotals.delete(db);
}

/**
 * The functions the report-totals triggers call (migration 10): every connection that writes
 * time records or an organization's time zone needs them, so the database registers them before
 * migrating (the trigger would fail with "no such function" otherwise).
 */
export function registerReportFunctions(db: Database): void {
  db.function('stint_totals_kept', { deterministic: false }, () => (pausedTotals.has(db) ? 0 : 1));
  db.function('stint_local_day', { deterministic: true }, (instant: unknown, zone: unknown) =>
    typeof instant === 'number' && typeof zone === 'string' ? localDayNumber(instant, zone) : null,
  );
  db.function('stint_month_of_day', { deterministic: true }, (day: unknown) =>
    typeof day === 'number' ? monthOfDay(day) : null,
  );
}
