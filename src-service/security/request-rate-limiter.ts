import type { SqlDatabase } from '../storage/sql-database.ts';
import { rateLimitStore as store, type RateWindows } from './rate-limit-store.ts';

export interface RateLimit {
  /** Requests one client may make within a window. */
  readonly requests: number;
  readonly windowMs: number;
}

/** The v1 interface's published limit (addendum A): about 500 authenticated requests per 10 s. */
export const defaultV1RateLimit: RateLimit = { requests: 500, windowMs: 10_000 };

/** Throws a RangeError for a limit that could never let a request through. */
export function checkRateLimit(limit: RateLimit): void {
  if (!Number.isInteger(limit.requests) || limit.requests < 1) {
    throw new RangeError(`A rate limit needs at least one request per window, got ${limit.requests}.`);
  }
  if (!Number.isFinite(limit.windowMs) || limit.windowMs < 1) {
    throw new RangeError(`A rate limit window must be positive, got ${limit.windowMs} ms.`);
  }
}

/**
 * Counts requests per client in a sliding window, estimated from the current fixed window and
 * the share of the previous one still inside it: one row per client, no burst of twice the limit
 * at a window edge. The counts live in the database, so several instances of the service behind
 * one address enforce one limit, not one each.
 *
 * Runs on the wall clock (shared by every instance), not the service clock, because it measures
 * load, and a test that freezes business time must not freeze the limit with it. Clients are
 * signed-in callers (one per person and account), so their rows are bounded by the database; a
 * row is dead two windows after it was last counted and leaves with the periodic sweep.
 */
export class RequestRateLimiter {
  readonly #db: SqlDatabase;
  readonly #limit: RateLimit;
  readonly #clock: () => number;

  constructor(db: SqlDatabase, limit: RateLimit, clock: () => number = Date.now) {
    checkRateLimit(limit);
    this.#db = db;
    this.#limit = limit;
    this.#clock = clock;
  }

  /** Clients remembered now (for the test of the sweep). */
  size(): Promise<number> {
    return store.count(this.#db);
  }

  /**
   * Counts one request of `client`. Null when it may go ahead; otherwise the milliseconds until
   * it may try again (a refused request does not count against the client).
   */
  async take(client: string): Promise<number | null> {
    const now = this.#clock();
    const { requests, windowMs } = this.#limit;
    const start = Math.floor(now / windowMs) * windowMs;
    // The decision is the store's, in one statement on the stored row; only a refusal comes back here.
    const stored = await store.take(this.#db, client, {
      start,
      windowMs,
      overlap: 1 - (now - start) / windowMs,
      requests,
      expiresAt: start + 2 * windowMs,
    });
    if (stored === null) return null;
    // Read in the transaction that was refused, so it is there; were it not, nothing is in the way.
    if (stored === undefined) return 1;
    const windows: RateWindows =
      stored.start >= start
        ? stored
        : { start, current: 0, previous: start - stored.start === windowMs ? stored.current : 0 };
    return Math.max(1, Math.ceil(this.#waitMs(windows, now)));
  }

  /** When the estimate drops below the limit again, assuming no further requests. */
  #waitMs(windows: RateWindows, now: number): number {
    const { requests, windowMs } = this.#limit;
    const end = windows.start + windowMs;
    if (windows.previous > 0 && windows.current + 1 <= requests) {
      // Only the previous window's share is in the way: wait until enough of it has slid out.
      const overlapAllowed = (requests - 1 - windows.current) / windows.previous;
      return Math.min(end, windows.start + (1 - overlapAllowed) * windowMs) - now;
    }
    // The current window alone is full: in the next one, its count is the share that slides out.
    const overlapAllowed = (requests - 1) / windows.current;
    return end + (1 - overlapAllowed) * windowMs - now;
  }
}
