import { useEffect, useState } from 'react';
import { stopwatchElapsedAt, type StopwatchState } from '../../../src-shared/domain/stopwatch.ts';

/** How far the wall clock may move apart from the monotonic clock between ticks before it counts. */
const jumpToleranceMs = 2000;

/**
 * The elapsed time to show now, from main's `elapsedMs` at `asOf`: never a counted tick. One
 * timer, once a second, only while the stopwatch runs and the page is visible. When the wall
 * clock jumps (set by hand, or a sleep), `onClockJump` asks main to read the service again.
 */
export function useElapsed(
  state: Pick<StopwatchState, 'status' | 'elapsedMs' | 'asOf'> | undefined,
  onClockJump?: () => void,
): number {
  const [now, setNow] = useState(() => Date.now());
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  const running = state?.status === 'running';

  useEffect(() => {
    const onVisibility = (): void => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!running || !visible) return;
    let wall = Date.now();
    let mono = performance.now();
    const tick = (): void => {
      const nextWall = Date.now();
      const nextMono = performance.now();
      if (Math.abs(nextWall - wall - (nextMono - mono)) > jumpToleranceMs) onClockJump?.();
      wall = nextWall;
      mono = nextMono;
      setNow(nextWall);
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [running, visible, onClockJump]);

  // Until the first tick `now` may be older than `asOf`: the face then shows `elapsedMs` as is.
  return state === undefined ? 0 : stopwatchElapsedAt(state, now);
}
