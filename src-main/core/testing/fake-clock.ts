import type { Scheduler } from '../scheduler/scheduler.ts';

/** Test support: a clock and scheduler that move only when told, so timing tests are exact. */
export class FakeClock implements Scheduler {
  #now: number;
  #nextId = 1;
  readonly #timers = new Map<number, { at: number; callback: () => void }>();

  constructor(start = Date.UTC(2025, 0, 6, 9, 0, 0)) {
    this.#now = start;
  }

  readonly now = (): number => this.#now;

  setTimeout(callback: () => void, delayMs: number): unknown {
    const id = this.#nextId++;
    this.#timers.set(id, { at: this.#now + Math.max(delayMs, 0), callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.#timers.delete(handle as number);
  }

  /** When the earliest pending timer fires, or null. */
  get nextTimerAt(): number | null {
    let next: number | null = null;
    for (const { at } of this.#timers.values()) if (next === null || at < next) next = at;
    return next;
  }

  get pendingTimers(): number {
    return this.#timers.size;
  }

  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void {
    const target = this.#now + ms;
    for (;;) {
      let dueId: number | null = null;
      let dueAt = Infinity;
      for (const [id, { at }] of this.#timers) {
        if (at <= target && at < dueAt) {
          dueAt = at;
          dueId = id;
        }
      }
      if (dueId === null) break;
      const timer = this.#timers.get(dueId);
      this.#timers.delete(dueId);
      this.#now = dueAt;
      timer?.callback();
    }
    this.#now = target;
  }

  /**
   * A suspend: the wall clock jumps, and pending timers (which run on a monotonic clock that
   * stops during sleep) are pushed back by the same amount instead of firing.
   */
  sleep(ms: number): void {
    this.#now += ms;
    for (const timer of this.#timers.values()) timer.at += ms;
  }
}
