export interface RateLimit {
  /** Requests one client may make within a window. */
  readonly requests: number;
  readonly windowMs: number;
}

/** The v1 interface's published limit (addendum A): about 500 authenticated requests per 10 s. */
export const defaultV1RateLimit: RateLimit = { requests: 500, windowMs: 10_000 };

interface Windows {
  start: number;
  current: number;
  previous: number;
}

/**
 * Counts requests per client in a sliding window, estimated from the current fixed window and
 * the share of the previous one still inside it: constant memory per client, no burst of twice
 * the limit at a window edge. Runs on a monotonic clock, not the service clock, because it
 * measures load, and a test that freezes business time must not freeze the limit with it.
 */
export class RequestRateLimiter {
  readonly #limit: RateLimit;
  readonly #clock: () => number;
  readonly #clients = new Map<string, Windows>();
  readonly #maxClients: number;

  /**
   * Clients are signed-in callers (one per person and account), so their number is bounded by the
   * database; `maxClients` bounds the map all the same. When it is full of clients active in the
   * last two windows, the one with the fewest requests is forgotten: the limit guards against
   * load, and forgetting a nearly idle client lets it send at most one window's worth more.
   */
  constructor(limit: RateLimit, clock: () => number = () => performance.now(), maxClients = 10_000) {
    if (!Number.isInteger(limit.requests) || limit.requests < 1) {
      throw new RangeError(`A rate limit needs at least one request per window, got ${limit.requests}.`);
    }
    if (!Number.isFinite(limit.windowMs) || limit.windowMs < 1) {
      throw new RangeError(`A rate limit window must be positive, got ${limit.windowMs} ms.`);
    }
    this.#limit = limit;
    this.#clock = clock;
    this.#maxClients = maxClients;
  }

  /** Clients remembered now (for the test of the bound). */
  get size(): number {
    return this.#clients.size;
  }

  /**
   * Counts one request of `client`. Null when it may go ahead; otherwise the milliseconds until
   * it may try again (a refused request does not count against the client).
   */
  take(client: string): number | null {
    const now = this.#clock();
    const { requests, windowMs } = this.#limit;
    const start = Math.floor(now / windowMs) * windowMs;
    let windows = this.#clients.get(client);
    if (windows === undefined) {
      if (this.#clients.size >= this.#maxClients) this.#makeRoom(start);
      windows = { start, current: 0, previous: 0 };
      this.#clients.set(client, windows);
    } else if (windows.start !== start) {
      windows.previous = start - windows.start === windowMs ? windows.current : 0;
      windows.current = 0;
      windows.start = start;
    }
    const overlap = 1 - (now - start) / windowMs;
    if (windows.current + windows.previous * overlap + 1 > requests) {
      return Math.max(1, Math.ceil(this.#waitMs(windows, now)));
    }
    windows.current += 1;
    return null;
  }

  /** When the estimate drops below the limit again, assuming no further requests. */
  #waitMs(windows: Windows, now: number): number {
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

  #makeRoom(start: number): void {
    let quietest: string | null = null;
    let fewest = Infinity;
    for (const [client, windows] of this.#clients) {
      if (start - windows.start > this.#limit.windowMs) this.#clients.delete(client);
      else if (windows.current + windows.previous < fewest) {
        quietest = client;
        fewest = windows.current + windows.previous;
      }
    }
    if (this.#clients.size >= this.#maxClients && quietest !== null) this.#clients.delete(quietest);
  }
}
