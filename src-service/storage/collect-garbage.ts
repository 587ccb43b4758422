import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null | undefined;

/**
 * A full garbage collection, for memory V8 cannot see: SQLite statements are freed only when
 * their JavaScript objects are collected, and V8 does not count their native memory, so it may
 * leave megabytes of dropped statements uncollected for minutes. `gc` is not exposed without a
 * flag; turning the flag on and reading `gc` from a fresh context is Node's documented way to get
 * it at run time. Where that is refused, this does nothing: memory is then freed later, not lost.
 */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const found: unknown = runInNewContext('gc');
      gc = typeof found === 'function' ? (found as () => void) : null;
    } catch {
      gc = null;
    }
  }
  gc?.();
}
