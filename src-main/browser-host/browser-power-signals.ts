import type { PowerEvent, PowerSignals } from '../core/platform/power-signals.ts';
import type { ResumeWatcher } from '../core/platform/resume-watcher.ts';

/**
 * The browser host's power signals, best effort: Node has no API for the system's idle time or
 * for screen locks, so idle time is unknown (null) and no lock events come. A sleep shows up as
 * the wall clock jumping ahead of the monotonic clock (ResumeWatcher, checked every 30 s); the
 * jump is how long the machine slept. A clock set backwards is not a sleep and is not reported.
 * Unknown idle time means "active" to the not-tracking reminder (it still keeps quiet after a
 * sleep); the page's own input is no sign of the person's presence at the computer, so it is not
 * taken for one. Tests set idle time by hand instead (STINT_TEST_MANUAL_CLOCK, test-clock.ts).
 */
export function browserPowerSignals(watcher: Pick<ResumeWatcher, 'onResume'>): PowerSignals {
  return {
    systemIdleSeconds: () => null,
    onPowerEvent(listener: (event: PowerEvent) => void) {
      return watcher.onResume((jumpMs) => {
        if (jumpMs > 0) listener({ kind: 'resume', sleptMs: jumpMs });
      });
    },
  };
}
