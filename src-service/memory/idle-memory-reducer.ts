import { performance } from 'node:perf_hooks';
import { collectGarbage } from './collect-garbage.ts';

/**
 * Decides when to hand memory back: once after every busy stretch, at the first quiet interval
 * (event loop utilization at most `quiet`), so a burst of requests leaves no lasting growth and
 * an idle service does no work at all.
 */
export class IdleMemoryReducer {
  readonly #busy: number;
  readonly #quiet: number;
  #worked = false;

  constructor(thresholds: { busy: number; quiet: number } = { busy: 0.05, quiet: 0.01 }) {
    this.#busy = thresholds.busy;
    this.#quiet = thresholds.quiet;
  }

  /** The event loop's utilization over the last interval (0..1); true when memory should go back now. */
  tick(utilization: number): boolean {
    if (utilization >= this.#busy) {
      this.#worked = true;
      return false;
    }
    if (!this.#worked || utilization > this.#quiet) return false;
    this.#worked = false;
    return true;
  }
}

/**
 * Every `intervalMs` (an unref'd timer: it never keeps the process alive), asks the reducer and
 * runs a memory-returning collection when it says so. Answers the function that stops it.
 */
export function startIdleMemoryReducer(intervalMs = 10_000): () => void {
  // Starting was the first busy stretch (compiling every module, migrating): its memory goes
  // back now, before the first request, not after the first quiet interval.
  collectGarbage(true);
  const reducer = new IdleMemoryReducer();
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    if (reducer.tick(utilization)) collectGarbage(true);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
