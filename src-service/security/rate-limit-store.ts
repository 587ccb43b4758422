import type { Database } from 'better-sqlite3';
import { prepareCached } from '../storage/statement-cache.ts';

/** One client's counts in `rate_limit_windows`. */
export interface RateWindows {
  readonly start: number;
  readonly current: number;
  readonly previous: number;
}

/** The SQL of the v1 rate limit (request-rate-limiter.ts). */
export const rateLimitStore = {
  get(db: Database, client: string): RateWindows | undefined {
    return prepareCached(
      db,
      'SELECT window_start AS start, current_count AS current, previous_count AS previous FROM rate_limit_windows WHERE client = ?',
    ).get(client) as RateWindows | undefined;
  },

  /** Stores the counts; the row means nothing once two windows have passed (`expiresAt`). */
  put(db: Database, client: string, windows: RateWindows, expiresAt: number): void {
    prepareCached(
      db,
      `INSERT INTO rate_limit_windows (client, window_start, current_count, previous_count, expires_at)
       VALUES (@client, @start, @current, @previous, @expiresAt)
       ON CONFLICT (client) DO UPDATE SET window_start = excluded.window_start,
         current_count = excluded.current_count, previous_count = excluded.previous_count,
         expires_at = excluded.expires_at`,
    ).run({ client, ...windows, expiresAt });
  },

  count(db: Database): number {
    return (prepareCached(db, 'SELECT count(*) AS n FROM rate_limit_windows').get() as { n: number }).n;
  },
};

/**
 * Runs a small write transaction whose loss on a power cut costs nothing (a count of requests)
 * without waiting for the disk: the service runs `synchronous = FULL`, one sync per commit, which
 * would cost every v1 request a few milliseconds. NORMAL in WAL mode keeps the database intact
 * on a power cut and only may lose the last commits; the next FULL commit syncs these with it.
 * IMMEDIATE, so two instances cannot both read the same count before either writes.
 */
export function writeUnsynced<T>(db: Database, work: () => T): T {
  if (db.inTransaction) return work();
  const mode = db.pragma('synchronous', { simple: true }) as number;
  if (mode <= 1) return db.transaction(work).immediate();
  db.pragma('synchronous = NORMAL');
  try {
    return db.transaction(work).immediate();
  } finally {
    db.pragma(`synchronous = ${mode}`);
  }
}
