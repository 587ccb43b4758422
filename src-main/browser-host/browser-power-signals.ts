import type { PowerEvent, PowerSignals } from '../core/platform/power-signals.ts';
import type { ResumeWatcher } from '../core/platform/resume-watcher.ts';

/**
 * The browser host's power signals, best effort: Node has no API for the system's idle time or
 * for screen locks, so idle time is unknown (null) and no lock events come. A sleep shows up as
 * the wall clock jumping ahead of the monotonic clock (ResumeWatcher, checked every 30 s); the
 * jump is how long the machine slept. A clock set backwards is not a sleep and is not reported.
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
