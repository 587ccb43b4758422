import { collectGarbage } from './collect-garbage.ts';

/**
 * Before a password hash, which takes 16 MiB of native memory for a fifth of a second: gives
 * back what the heap holds unused first, so that the process peaks at what it holds live plus
 * the hash, not at what the last burst of requests left plus the hash. Measured on the
 * v1-reports bench (1 000 000 records), a sign-in right after a stream of 1000-record pages
 * went from about 145 to about 128 MB, the peak of the pages themselves.
 *
 * At most once per `minIntervalMs`: a stream of sign-ins, or of wrong passwords, costs one
 * collection (some tens of milliseconds at most) per interval, not one per attempt.
 */
export class RoomBeforeHash {
  readonly #minIntervalMs: number;
  readonly #now: () => number;
  readonly #collect: () => void;
  #last = Number.NEGATIVE_INFINITY;

  constructor(
    minIntervalMs = 2000,
    now: () => number = () => performance.now(),
    collect: () => void = () => collectGarbage(true),
  ) {
    this.#minIntervalMs = minIntervalMs;
    this.#now = now;
    this.#collect = collect;
  }

  /** Runs before a hash: collects unless a collection ran within the interval. */
  make(): void {
    const at = this.#now();
    if (at - this.#last < this.#minIntervalMs) return;
    this.#last = at;
    this.#collect();
  }
}
