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

/** Changes to watched tables made through each connection (see watched-tables.ts). */
const watchedChanges = new WeakMap<Database, { count: number }>();

/**
 * `stint_watched_changed()`, which the triggers of migration 11 call for each changed row of a
 * watched table: it counts on the connection that wrote, synchronously, so a cache on that
 * connection sees its own write at once. Registered before migrating, on every connection.
 */
export function registerWatchFunction(db: Database): void {
  if (watchedChanges.has(db)) return;
  const counter = { count: 0 };
  watchedChanges.set(db, counter);
  db.function('stint_watched_changed', { deterministic: false, varargs: false }, () => {
    counter.count += 1;
    return null;
  });
}

/** How many watched rows this connection has changed (0 before the function was registered). */
export const watchedChangesOn = (db: Database): number => watchedChanges.get(db)?.count ?? 0;
