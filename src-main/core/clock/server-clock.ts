/** The computer's two clocks: the wall clock (epoch ms, may be set) and a monotonic one. */
export interface LocalClocks {
  readonly wall: () => number;
  /** Never goes back and is never set; on most systems it stops while the machine sleeps. */
  readonly monotonic: () => number;
}

export const systemClocks: LocalClocks = {
  wall: () => Date.now(),
  monotonic: () => performance.now(),
};

/** How far apart the wall and monotonic clocks may drift between two looks before it counts. */
const jumpToleranceMs = 2000;
/** Quartz drift allowance: an old estimate widens by this much per millisecond of age. */
const driftPerMs = 5e-5;

/**
 * The service's clock as seen from here: server time = local wall time + offset.
 *
 * Each sample bounds the offset. A server timestamp T written while the request was under way
 * (sent at local t0, answered at t1) says offset ∈ [T − t1, T − t0]; an HTTP `Date` header has
 * whole seconds, so its upper bound is 999 ms wider. Samples that agree are intersected, so the
 * estimate narrows to the best request seen; a sample that contradicts it means the local clock
 * was set (or drifted far), and the estimate starts again from that sample. Elapsed time is then
 * always server timestamps plus this offset: never counted ticks, so sleep cannot corrupt it.
 */
export class ServerClock {
  readonly #clocks: LocalClocks;
  #low = 0;
  #high = 0;
  #known = false;
  #updatedAt = 0;
  #lastWall: number;
  #lastMonotonic: number;

  constructor(clocks: LocalClocks = systemClocks) {
    this.#clocks = clocks;
    this.#lastWall = clocks.wall();
    this.#lastMonotonic = clocks.monotonic();
  }

  get clocks(): LocalClocks {
    return this.#clocks;
  }

  /** True once at least one sample arrived. */
  get known(): boolean {
    return this.#known;
  }

  /** Server time minus local wall time, in ms (0 until a sample arrives). */
  get offset(): number {
    return this.#known ? Math.round((this.#low + this.#high) / 2) : 0;
  }

  /** Half the width of the estimate: how far off the offset may be. */
  get uncertainty(): number {
    return this.#known ? Math.ceil((this.#high - this.#low) / 2) : Infinity;
  }

  now(): number {
    return this.#clocks.wall();
  }

  serverNow(): number {
    return this.#clocks.wall() + this.offset;
  }

  toLocal(serverMs: number): number {
    return serverMs - this.offset;
  }

  toServer(localMs: number): number {
    return localMs + this.offset;
  }

  /** A server timestamp taken while the request ran (`updatedAt` of a write, `watchLast` of a notify). */
  addExact(serverMs: number, sentAt: number, receivedAt: number): void {
    this.#add(serverMs - receivedAt, serverMs - sentAt);
  }

  /** An HTTP `Date` header of an answer to a request sent at `sentAt`, answered at `receivedAt`. */
  addDateHeader(header: string, sentAt: number, receivedAt: number): void {
    const serverMs = Date.parse(header);
    if (Number.isNaN(serverMs)) return;
    this.#add(serverMs - receivedAt, serverMs + 999 - sentAt);
  }

  /**
   * True when the wall clock moved differently from the monotonic clock since the last look:
   * the machine slept, or someone set the clock. Either way the caller should ask the service
   * again; until it answers the estimate stays (a sleep, the usual case, does not change it).
   */
  checkJump(): boolean {
    const wall = this.#clocks.wall();
    const monotonic = this.#clocks.monotonic();
    const drift = wall - this.#lastWall - (monotonic - this.#lastMonotonic);
    this.#lastWall = wall;
    this.#lastMonotonic = monotonic;
    return Math.abs(drift) > jumpToleranceMs;
  }

  #add(low: number, high: number): void {
    if (!(high >= low)) return;
    const now = this.#clocks.wall();
    if (!this.#known) {
      this.#set(low, high, now);
      return;
    }
    // Agreeing samples narrow the estimate. One that misses it only by the drift the clocks may
    // have gathered since is still agreeing; one that misses by more means the clock was set.
    const widen = Math.abs(now - this.#updatedAt) * driftPerMs;
    for (const margin of [0, widen]) {
      const nextLow = Math.max(this.#low - margin, low);
      const nextHigh = Math.min(this.#high + margin, high);
      if (nextLow <= nextHigh) {
        this.#set(nextLow, nextHigh, margin === 0 ? this.#updatedAt : now);
        return;
      }
    }
    this.#set(low, high, now);
  }

  #set(low: number, high: number, at: number): void {
    this.#low = low;
    this.#high = high;
    this.#known = true;
    this.#updatedAt = at;
  }
}

/**
 * A `fetch` that feeds the `Date` header of every v1 answer into the server clock, timed around
 * the request itself (not around token refreshes or queueing).
 */
export function sampleServerDates(
  inner: typeof fetch,
  clock: ServerClock,
  isV1: (url: string) => boolean = (url) => /\/v1\//.test(url),
): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const sentAt = clock.now();
    const response = await inner(input, init);
    const receivedAt = clock.now();
    const date = response.headers.get('date');
    if (date !== null && isV1(url)) clock.addDateHeader(date, sentAt, receivedAt);
    return response;
  };
}
