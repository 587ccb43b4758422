/** Timers the token managers use, replaceable in tests. Real timers are unref'd: they never keep the process alive. */
export interface Scheduler {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realScheduler: Scheduler = {
  setTimeout(callback, delayMs) {
    const handle = setTimeout(callback, Math.min(Math.max(delayMs, 0), 2 ** 31 - 1));
    handle.unref();
    return handle;
  },
  clearTimeout(handle) {
    clearTimeout(handle as NodeJS.Timeout);
  },
};
