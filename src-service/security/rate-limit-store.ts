import { plannedOnce } from '../storage/planned-statements.ts';
import type { SqlDatabase, SqlDialect } from '../storage/sql-database.ts';
import { SqliteSqlDatabase } from '../storage/sqlite-sql-database.ts';
import { prepareCached } from '../storage/statement-cache.ts';
import { writesNoWatchedTable } from '../storage/watched-tables.ts';

/** One client's counts in `rate_limit_windows`. */
export interface RateWindows {
  readonly start: number;
  readonly current: number;
  readonly previous: number;
}

/** What the limiter asks of one request, worked out from the clock and the limit. */
export interface RateTake {
  /** The start of the fixed window the request falls in. */
  readonly start: number;
  readonly windowMs: number;
  /** The share of the previous window still inside the sliding one (from 1 down to 0). */
  readonly overlap: number;
  /** Requests allowed within a window. */
  readonly requests: number;
  /** When a counted row means nothing any more (two windows on). */
  readonly expiresAt: number;
}

const selectSql = plannedOnce(
  'SELECT window_start AS start, current_count AS current, previous_count AS previous FROM rate_limit_windows WHERE client = ?',
);

// The windows as the request sees them, from the stored row (`w`) and the request's (`excluded`):
// the same fixed window, or a wall clock stepped back, keeps the stored counts (starting afresh
// would let a burst through); the next window carries the current count over as the previous
// one; a later window starts from nothing.
const w = 'rate_limit_windows';
const kept = `${w}.window_start >= excluded.window_start`;
const current = `CASE WHEN ${kept} THEN ${w}.current_count ELSE 0 END`;
const previous = `CASE WHEN ${kept} THEN ${w}.previous_count
  WHEN excluded.window_start - ${w}.window_start = CAST(? AS bigint) THEN ${w}.current_count ELSE 0 END`;

/**
 * Counts one request in one statement, deciding on the row as it stands when the statement
 * holds it: a first request of a client is always allowed (a limit has at least one request);
 * otherwise the row is updated only WHERE the estimate of the sliding window leaves room, the
 * same arithmetic in doubles as the limiter's (`current + previous * overlap + 1 <= requests`).
 * A row comes back only when the request was counted. The upsert locks the row it decides on,
 * so two instances cannot both count against the same stored count. On PostgreSQL the statement
 * also lets the commit of its transaction return before the disk has it (a count of requests
 * lost in a crash costs nothing, and the service commits everything else durably, one sync per
 * commit, which would cost every v1 request a few milliseconds): `set_config(…, true)` lasts to
 * the end of the transaction.
 */
function takeSql(dialect: SqlDialect): string {
  const row =
    dialect === 'postgres'
      ? `SELECT CAST(? AS text), CAST(? AS bigint), 1, 0, CAST(? AS bigint)
        FROM (SELECT set_config('synchronous_commit', 'off', true)) AS lighter_commit`
      : 'VALUES (?, ?, 1, 0, ?)';
  return writesNoWatchedTable(
    plannedOnce(`INSERT INTO rate_limit_windows (client, window_start, current_count, previous_count, expires_at)
  ${row}
  ON CONFLICT (client) DO UPDATE SET window_start = CASE WHEN ${kept} THEN ${w}.window_start ELSE excluded.window_start END,
    current_count = ${current} + 1, previous_count = ${previous}, expires_at = excluded.expires_at
  WHERE ${current} + ${previous} * CAST(? AS double precision) + 1 <= CAST(? AS bigint)
  RETURNING current_count AS current`),
  );
}

const takeSqlOf = { sqlite: takeSql('sqlite'), postgres: takeSql('postgres') } as const;

const takeParams = (client: string, take: RateTake): (string | number)[] => [
  client,
  take.start,
  take.expiresAt,
  take.windowMs,
  take.windowMs,
  take.overlap,
  take.requests,
];

/** The SQL of the v1 rate limit (request-rate-limiter.ts). */
export const rateLimitStore = {
  async count(db: SqlDatabase): Promise<number> {
    const row = await db.get<{ n: number }>('SELECT count(*) AS n FROM rate_limit_windows');
    return row?.n ?? 0;
  },

  /**
   * Counts a request of `client` when the limit leaves room: null when it was counted, else the
   * stored counts that refused it (read right after). Call it outside any other transaction (its
   * lighter commit would extend to that one).
   */
  async take(db: SqlDatabase, client: string, take: RateTake): Promise<RateWindows | undefined | null> {
    if (db instanceof SqliteSqlDatabase && !db.sqlite.inTransaction) {
      // Queued with the engine's other work, and waiting out another process's lock as it does.
      return db.exclusive(() => takeOnSqlite(db, client, take));
    }
    // One statement decides, on its own (its own transaction): marked as writing no table the
    // graph's caches watch, so it does not empty them. A refusal then reads the counts that
    // refused it, for the answer's wait (a request counted in between only makes it longer).
    const counted = await db.get<{ current: number }>(takeSqlOf[db.dialect], takeParams(client, take));
    if (counted !== undefined) return null;
    return db.get<RateWindows>(selectSql, [client]);
  },
};

/**
 * SQLite takes `synchronous = NORMAL` only outside a transaction, and it holds for the
 * connection: so the whole statement (and the read of a refusal) runs at once, synchronously,
 * between two turns of the event loop, where no other transaction of this connection is open
 * (checked by the caller) and none can begin before the setting is back. NORMAL in WAL mode keeps
 * the database intact on a power cut and may only lose the last commits; the next FULL commit
 * syncs these with it. IMMEDIATE, so another process on the file cannot count between the two.
 */
function takeOnSqlite(db: SqliteSqlDatabase, client: string, take: RateTake): RateWindows | undefined | null {
  const sqlite = db.sqlite;
  const work = (): RateWindows | undefined | null => {
    if (prepareCached(sqlite, takeSqlOf.sqlite).get(...takeParams(client, take)) !== undefined) return null;
    return prepareCached(sqlite, selectSql).get(client) as RateWindows | undefined;
  };
  const mode = sqlite.pragma('synchronous', { simple: true }) as number;
  if (mode <= 1) return sqlite.transaction(work).immediate();
  sqlite.pragma('synchronous = NORMAL');
  try {
    return sqlite.transaction(work).immediate();
  } finally {
    sqlite.pragma(`synchronous = ${mode}`);
  }
}
