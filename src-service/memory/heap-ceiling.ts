import { getHeapStatistics } from 'node:v8';
import { collectGarbage } from './collect-garbage.ts';

/**
 * Decides when the heap has grown far enough past what the service holds live to collect it
 * now, rather than when V8 would. Under a stream of large answers (a page of 1 000 records is
 * about 1.2 MB of JSON and twice that in rows and strings) each request's rows outlive a
 * young-generation collection and are promoted, and V8 lets the old generation grow to about
 * three times what was live before it marks: 20 MB live held 75 MB, and the process ~180 MB.
 * Collecting at a ceiling keeps it near the live set. A ceiling, not a limit: the heap may go
 * past it, so no load can make the service run out of memory for its sake; when the live set
 * itself nears the ceiling, the next collection waits until the heap has doubled it, so a
 * service that truly holds more does not collect over and over.
 */
export class HeapCeiling {
  readonly #ceiling: number;
  #live = 0;

  constructor(ceilingBytes: number) {
    this.#ceiling = ceilingBytes;
  }

  /** Whether to collect, with `used` bytes of heap in use now. */
  due(used: number): boolean {
    return used > Math.max(this.#ceiling, this.#live * 2);
  }

  /** What a collection left in use: the live set, as far as one collection can tell. */
  collected(used: number): void {
    this.#live = used;
  }
}

/**
 * Every `intervalMs` (an unref'd timer, about a microsecond a check), collects when the heap in
 * use passed the ceiling: a regular full collection, a few milliseconds at 20 MB live. Answers
 * the function that stops it.
 */
export function startHeapCeiling(ceilingMb = 40, intervalMs = 100): () => void {
  const ceiling = new HeapCeiling(ceilingMb * 1024 * 1024);
  const timer = setInterval(() => {
    if (!ceiling.due(getHeapStatistics().used_heap_size)) return;
    collectGarbage();
    ceiling.collected(getHeapStatistics().used_heap_size);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
