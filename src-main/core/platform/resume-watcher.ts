export interface ResumeWatcherOptions {
  /** How often the clocks are compared. */
  readonly intervalMs?: number;
  /** How far the wall clock may run ahead of the monotonic clock before it counts as a sleep. */
  readonly toleranceMs?: number;
  readonly wallClock?: () => number;
  readonly monotonicClock?: () => number;
}

/**
 * Notices a resume from sleep in plain Node, where no power events exist: the monotonic clock
 * stops while the machine sleeps, the wall clock does not, so a gap between the two that grows
 * by more than the tolerance between two ticks means the machine slept (or the clock was set,
 * which also calls for checking token expiry). One cheap comparison every 30 s, on an unref'd timer.
 */
export class ResumeWatcher {
  readonly #listeners = new Set<() => void>();
  readonly #intervalMs: number;
  readonly #toleranceMs: number;
  readonly #wall: () => number;
  readonly #monotonic: () => number;
  #timer: NodeJS.Timeout | null = null;
  #lastGap = 0;

  constructor(options: ResumeWatcherOptions = {}) {
    this.#intervalMs = options.intervalMs ?? 30_000;
    this.#toleranceMs = options.toleranceMs ?? 20_000;
    this.#wall = options.wallClock ?? Date.now;
    this.#monotonic = options.monotonicClock ?? (() => performance.now());
  }

  onResume(listener: () => void): () => void {
    this.#listeners.add(listener);
    if (this.#timer === null) {
      this.#lastGap = this.#gap();
      this.#timer = setInterval(() => this.check(), this.#intervalMs);
      this.#timer.unref();
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0 && this.#timer !== null) {
        clearInterval(this.#timer);
        this.#timer = null;
      }
    };
  }

  /** Compares the clocks now; the interval calls this, tests may too. */
  check(): void {
    const gap = this.#gap();
    const jumped = Math.abs(gap - this.#lastGap) > this.#toleranceMs;
    this.#lastGap = gap;
    if (jumped) for (const listener of [...this.#listeners]) listener();
  }

  #gap(): number {
    return this.#wall() - this.#monotonic();
  }
}
