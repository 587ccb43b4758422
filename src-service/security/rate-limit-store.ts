import type { SqlDatabase } from '../storage/sql-database.ts';
import { SqliteSqlDatabase } from '../storage/sqlite-sql-database.ts';
import { prepareCached } from '../storage/statement-cache.ts';

/** One client's counts in `rate_limit_windows`. */
export interface RateWindows {
  readonly start: number;
  readonly current: number;
  readonly previous: number;
}

/** What to answer for a request, and the counts to store for it (none when it is refused). */
export interface RateDecision<T> {
  readonly answer: T;
  readonly store?: { readonly windows: RateWindows; readonly expiresAt: number };
}

const selectSql =
  'SELECT window_start AS start, current_count AS current, previous_count AS previous FROM rate_limit_windows WHERE client = ?';
// The row means nothing once two windows have passed (`expires_at`).
const putSql = `INSERT INTO rate_limit_windows (client, window_start, current_count, previous_count, expires_at)
  VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (client) DO UPDATE SET window_start = excluded.window_start,
    current_count = excluded.current_count, previous_count = excluded.previous_count,
    expires_at = excluded.expires_at`;

const putParams = (decision: NonNullable<RateDecision<unknown>['store']>): number[] => [
  decision.windows.start,
  decision.windows.current,
  decision.windows.previous,
  decision.expiresAt,
];

/** The SQL of the v1 rate limit (request-rate-limiter.ts). */
export const rateLimitStore = {
  async count(db: SqlDatabase): Promise<number> {
    const row = await db.get<{ n: number }>('SELECT count(*) AS n FROM rate_limit_windows');
    return row?.n ?? 0;
  },

  /**
   * Reads `client`'s counts, lets `decide` answer, and stores what it decided, as one small
   * write transaction whose loss on a power cut costs nothing (a count of requests), so it does
   * not wait for the disk: the service commits everything else durably, one sync per commit,
   * which would cost every v1 request a few milliseconds. The transaction still serializes the
   * read and the write, so two instances cannot both read the same count before either writes.
   * Call it outside any other transaction (its lighter commit would extend to that one).
   */
  async take<T>(
    db: SqlDatabase,
    client: string,
    decide: (stored: RateWindows | undefined) => RateDecision<T>,
  ): Promise<T> {
    if (db instanceof SqliteSqlDatabase && !db.sqlite.inTransaction) {
      // Queued with the engine's other work, and waiting out another process's lock as it does.
      return db.exclusive(() => takeOnSqlite(db, client, decide));
    }
    return db.transaction(async () => {
      // PostgreSQL's own form: this commit returns before its WAL reaches the disk; a crash may
      // lose it but never corrupts anything.
      if (db.dialect === 'postgres') await db.run('SET LOCAL synchronous_commit = off');
      const decision = decide(await db.get<RateWindows>(selectSql, [client]));
      if (decision.store !== undefined) await db.run(putSql, [client, ...putParams(decision.store)]);
      return decision.answer;
    });
  },
};

/**
 * SQLite takes `synchronous = NORMAL` only outside a transaction, and it holds for the
 * connection: so the whole read-decide-write runs at once, synchronously, between two turns of
 * the event loop, where no other transaction of this connection is open (checked by the caller)
 * and none can begin before the setting is back. NORMAL in WAL mode keeps the database intact on
 * a power cut and may only lose the last commits; the next FULL commit syncs these with it.
 * IMMEDIATE, so another process on the file cannot read the same count before this one writes.
 */
function takeOnSqlite<T>(
  db: SqliteSqlDatabase,
  client: string,
  decide: (stored: RateWindows | undefined) => RateDecision<T>,
): T {
  const sqlite = db.sqlite;
  const work = (): T => {
    const decision = decide(prepareCached(sqlite, selectSql).get(client) as RateWindows | undefined);
    if (decision.store !== undefined) prepareCached(sqlite, putSql).run(client, ...putParams(decision.store));
    return decision.answer;
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
