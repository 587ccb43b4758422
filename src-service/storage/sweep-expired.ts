import type { Database } from 'better-sqlite3';
import { prepareCached } from './statement-cache.ts';

/**
 * Rows that stop meaning anything at some point, with the condition that says so. Used refresh
 * tokens of a live graph session stay until they expire: a replayed one must still be recognised
 * to end its session. Everything else goes once expired or spent.
 */
const sweeps: readonly { readonly table: string; readonly dead: string }[] = [
  { table: 'sign_in_requests', dead: 'expires_at < @now' },
  { table: 'authorization_codes', dead: 'expires_at < @now' },
  { table: 'browser_sessions', dead: 'expires_at < @now' },
  // A session that ended takes its refresh tokens with it (ON DELETE CASCADE).
  { table: 'sessions', dead: 'expires_at < @now OR revoked_at IS NOT NULL' },
  { table: 'refresh_tokens', dead: 'expires_at < @now' },
  { table: 'v1_tokens', dead: 'expires_at < @now' },
  { table: 'v1_refresh_tokens', dead: 'expires_at < @now OR used_at IS NOT NULL' },
  { table: 'v1_confirmations', dead: 'expires_at < @now OR used_at IS NOT NULL' },
  { table: 'login_failures', dead: 'expires_at < @now' },
  { table: 'confirmation_counts', dead: 'expires_at < @now' },
  // Stamped on the wall clock, not the service clock: a test's moved clock at worst forgets a count.
  { table: 'rate_limit_windows', dead: 'expires_at < @now' },
];

/**
 * Deletes at most `limit` dead rows per table, in one transaction (one sync to disk), so a sweep
 * never holds the writer for long however much piled up; the next sweep takes the rest.
 * Answers how many rows went.
 */
export function sweepExpired(db: Database, now: number, limit = 1000): number {
  return db.transaction(() => {
    let deleted = 0;
    for (const { table, dead } of sweeps) {
      deleted += prepareCached(
        db,
        `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${dead} LIMIT @limit)`,
      ).run({ now, limit }).changes;
    }
    return deleted;
  })();
}

/** A running periodic sweep; `stop` before the database closes. */
export interface ExpirySweeper {
  stop(): void;
}

/**
 * Sweeps now and then every `intervalMs`. The timer is unref'd, so it never keeps a process (a
 * test run, the CLI) alive on its own; a sweep that fails is reported, and the next one tries again.
 */
export function startExpirySweeper(
  db: Database,
  options: { now: () => number; reportError: (error: unknown) => void; intervalMs?: number },
): ExpirySweeper {
  const sweep = (): void => {
    if (!db.open) return;
    try {
      sweepExpired(db, options.now());
    } catch (error) {
      options.reportError(error);
    }
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
