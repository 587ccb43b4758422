import type { SqlDatabase } from './sql-database.ts';

/**
 * Rows that stop meaning anything at some point, with the condition that says so. Used refresh
 * tokens of a live graph session stay until they expire: a replayed one must still be recognised
 * to end its session. Everything else goes once expired or spent.
 */
const sweeps: readonly { readonly table: string; readonly dead: string }[] = [
  { table: 'sign_in_requests', dead: 'expires_at < ?' },
  { table: 'authorization_codes', dead: 'expires_at < ?' },
  { table: 'browser_sessions', dead: 'expires_at < ?' },
  // A session that ended takes its refresh tokens with it (ON DELETE CASCADE).
  { table: 'sessions', dead: 'expires_at < ? OR revoked_at IS NOT NULL' },
  { table: 'refresh_tokens', dead: 'expires_at < ?' },
  { table: 'v1_tokens', dead: 'expires_at < ?' },
  { table: 'v1_refresh_tokens', dead: 'expires_at < ? OR used_at IS NOT NULL' },
  { table: 'v1_confirmations', dead: 'expires_at < ? OR used_at IS NOT NULL' },
  { table: 'login_failures', dead: 'expires_at < ?' },
  { table: 'confirmation_counts', dead: 'expires_at < ?' },
  // Stamped on the wall clock, not the service clock: a test's moved clock at worst forgets a count.
  { table: 'rate_limit_windows', dead: 'expires_at < ?' },
];

/**
 * Deletes at most `limit` dead rows per table, in one transaction (one sync to disk), so a sweep
 * never holds the writer for long however much piled up; the next sweep takes the rest.
 * Answers how many rows went.
 */
export function sweepExpired(db: SqlDatabase, now: number, limit = 1000): Promise<number> {
  // A row's physical address names it on either engine, whatever the table's key.
  const row = db.dialect === 'postgres' ? 'ctid' : 'rowid';
  return db.transaction(async () => {
    let deleted = 0;
    for (const { table, dead } of sweeps) {
      const params = [...Array<number>(dead.split('?').length - 1).fill(now), limit];
      const result = await db.run(
        `DELETE FROM ${table} WHERE ${row} IN (SELECT ${row} FROM ${table} WHERE ${dead} LIMIT ?)`,
        params,
      );
      deleted += result.changes;
    }
    return deleted;
  });
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
  db: SqlDatabase,
  options: { now: () => number; reportError: (error: unknown) => void; intervalMs?: number },
): ExpirySweeper {
  let stopped = false;
  let running = false;
  const sweep = (): void => {
    // One sweep at a time: a slow one is not joined by the next tick's.
    if (stopped || running) return;
    running = true;
    sweepExpired(db, options.now())
      .catch((error: unknown) => {
        if (!stopped) options.reportError(error);
      })
      .finally(() => {
        running = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs ?? 60_000);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
