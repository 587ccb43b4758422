import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'regular' | 'last-resort' }) => void;
let gc: Gc | null | undefined;

/**
 * A full garbage collection, for memory V8 does not reclaim by itself: SQLite statements are
 * freed only when their JavaScript objects are collected, and V8 does not count their native
 * memory; and after a burst V8 keeps its emptied pages for reuse, while its own memory reducer
 * waits for an allocation rate that an idle Node process never reports. `gc` is not exposed
 * without a flag; turning the flag on and reading `gc` from a fresh context is Node's documented
 * way to get it at run time. Where that is refused, this does nothing: memory stays in use, not lost.
 *
 * `returnMemory` makes it the collection V8 runs before giving up (`last-resort`): slower, but
 * it compacts and hands the emptied pages back to the system.
 */
export function collectGarbage(returnMemory = false): void {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const found: unknown = runInNewContext('gc');
      gc = typeof found === 'function' ? (found as Gc) : null;
    } catch {
      gc = null;
    }
  }
  gc?.({ type: 'major', execution: 'sync', flavor: returnMemory ? 'last-resort' : 'regular' });
}
