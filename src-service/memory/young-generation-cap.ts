import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/**
 * Caps V8's young generation (new space) of a running process at `maxBytes`. Node 24 lets it grow
 * to 128 MB, all of it resident once used, and a service answering megabyte pages grows it fast;
 * `npm run service` caps it at start (--max-semi-space-size=8, 16 MB), but that flag cannot be set
 * once the process runs, and a service started by plain `node` (a benchmark, a process manager)
 * goes without. What V8 does read at run time is how much new space grows at each step: after
 * each collection this lets it grow (factor 2) while it is well under the cap and stops it
 * (factor 1) before it passes the cap. V8 still shrinks it when memory is reduced; it may then grow again up to the cap.
 * Answers the function that stops watching (growth allowed again).
 */
export function capYoungGeneration(maxBytes = 16 * 1024 * 1024): () => void {
  let growing: boolean | null = null;
  const allowGrowth = (grow: boolean): void => {
    if (grow === growing) return;
    growing = grow;
    setFlagsFromString(`--semi-space-growth-factor=${grow ? 2 : 1}`);
  };
  const check = (): void => {
    const newSpace = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    // Growing doubles it, and several collections may run between two looks (the observer
    // hears of them only at the next turn of the event loop): grow only while two more
    // doublings would still stay within the cap.
    allowGrowth(newSpace === undefined || newSpace.space_size * 4 <= maxBytes);
  };
  const observer = new PerformanceObserver(check);
  observer.observe({ entryTypes: ['gc'] });
  check();
  return () => {
    observer.disconnect();
    allowGrowth(true);
  };
}
