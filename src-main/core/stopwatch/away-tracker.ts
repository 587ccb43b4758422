import type { AwayQuestion, AwayReason } from '../../../src-shared/domain/stopwatch.ts';

/**
 * Notices when the person was away (idle, asleep, screen locked) for longer than the threshold,
 * and says so once they are back. It only keeps times; what to do with the question is the
 * stopwatch's business. All times are local epoch ms.
 */
export class AwayTracker {
  #thresholdMs: number;
  #since: number | null = null;
  #reason: AwayReason = 'idle';

  constructor(thresholdMs: number) {
    this.#thresholdMs = thresholdMs;
  }

  get thresholdMs(): number {
    return this.#thresholdMs;
  }

  set thresholdMs(value: number) {
    this.#thresholdMs = value;
  }

  /** True while the person is known to be away (idle past the threshold, asleep or locked). */
  get away(): boolean {
    return this.#since !== null;
  }

  get awaySince(): number | null {
    return this.#since;
  }

  /**
   * The system's idle time, read now. Idle past the threshold marks the person away from when
   * the idling began; a short idle time afterwards means they are back since `now − idleMs`.
   */
  observeIdle(idleMs: number, now: number): AwayQuestion | null {
    if (idleMs >= this.#thresholdMs) {
      this.#leave(now - idleMs, 'idle');
      return null;
    }
    if (this.#since === null || this.#reason !== 'idle') return null;
    return this.#back(now - idleMs);
  }

  suspend(at: number): void {
    this.#leave(at, 'sleep');
  }

  /**
   * Back from sleep. Hosts without a suspend event give how long the clocks say the machine
   * slept (`sleptMs`) instead.
   */
  resume(at: number, sleptMs: number | null = null): AwayQuestion | null {
    if (this.#since === null && sleptMs !== null) this.#leave(at - sleptMs, 'sleep');
    return this.#since === null ? null : this.#back(at);
  }

  lock(at: number): void {
    this.#leave(at, 'locked');
  }

  unlock(at: number): AwayQuestion | null {
    return this.#since === null ? null : this.#back(at);
  }

  /** Forget any absence in progress (the stopwatch stopped, or the question was answered). */
  reset(): void {
    this.#since = null;
  }

  #leave(at: number, reason: AwayReason): void {
    if (this.#since === null || at < this.#since) {
      this.#since = at;
      this.#reason = reason;
    } else if (reason !== 'idle') {
      // Asleep or locked after idling: the earlier start stays, the stronger reason is told.
      this.#reason = reason;
    }
  }

  #back(at: number): AwayQuestion | null {
    const since = this.#since;
    this.#since = null;
    if (since === null || at - since < this.#thresholdMs) return null;
    return { reason: this.#reason, from: since, to: at };
  }
}
