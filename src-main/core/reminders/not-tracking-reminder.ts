import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
import type { ReminderPreferences } from '../../../src-shared/domain/preferences.ts';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import type { Scheduler } from '../scheduler/scheduler.ts';
import type { Logger } from '../logging/logger.ts';
import type { NotificationAction, UserNotification } from '../platform/platform-services.ts';
import type { PowerEvent, PowerSignals } from '../platform/power-signals.ts';
import { reminderDue } from './reminder-rules.ts';

/** The entry a reminder offers to start again. */
export interface LastEntry {
  readonly projectId: string;
  readonly projectName: string;
  readonly taskId: string | null;
  readonly workTypeId: string | null;
  readonly description: string;
  readonly billable: boolean;
}

type StopwatchView = Pick<StopwatchState, 'status' | 'availability'>;

export interface NotTrackingReminderOptions {
  readonly now: () => number;
  readonly scheduler: Scheduler;
  readonly power: PowerSignals | null;
  /** Idle this long (the stopwatch's away threshold) and the person counts as away. */
  readonly idleThresholdMs: () => number;
  readonly settings: () => ReminderPreferences;
  /** The organization's zone, in which working hours are read. */
  readonly timeZone: () => string;
  readonly stopwatch: {
    state(): StopwatchView;
    subscribe(listener: (state: StopwatchView) => void): () => void;
  };
  readonly lastEntry: () => Promise<LastEntry | null>;
  readonly notify: (notification: UserNotification) => void;
  readonly logger: Logger;
  /** The person's language at the moment of a notification (English when not given). */
  readonly translate?: () => Translate;
  /** How often the conditions are looked at. */
  readonly checkEveryMs?: number;
}

/** "Start Login screen review (Contoso)", or the project alone when the entry has no description. */
export function startLabel(entry: LastEntry, t: Translate = english.t): string {
  return entry.description === ''
    ? t('notifications.startProject', { project: entry.projectName })
    : t('notifications.startEntry', { description: entry.description, project: entry.projectName });
}

/**
 * "You are not tracking time": once the person has been present for the set minutes of working
 * hours with no stopwatch running, one notification offers to start the last entry again or to
 * open Stint. Being idle past the stopwatch's threshold, a locked screen and sleep are not
 * "present": the count starts again when the person is back. An idle time the host cannot tell
 * (null) counts as present; sleep and lock events still count.
 */
export class NotTrackingReminder {
  readonly #options: NotTrackingReminderOptions;
  #quietSince: number;
  #lastRemindedAt: number | null = null;
  #absent = false;
  #idleAway = false;
  #timer: unknown = null;
  #stops: (() => void)[] = [];

  constructor(options: NotTrackingReminderOptions) {
    this.#options = options;
    this.#quietSince = options.now();
  }

  start(): void {
    const { stopwatch, power } = this.#options;
    let lastStatus = stopwatch.state().status;
    this.#stops.push(
      stopwatch.subscribe((state) => {
        // A stop starts the count; other news about a stopped stopwatch (pending writes) does not.
        if (state.status !== 'stopped' || lastStatus !== 'stopped') this.#quietSince = this.#options.now();
        lastStatus = state.status;
      }),
    );
    if (power !== null) this.#stops.push(power.onPowerEvent((event) => this.#power(event)));
    this.#schedule();
  }

  /** Looks at the conditions now; the timer calls this every minute. */
  check(): void {
    const { now: clock, settings: read, stopwatch, power } = this.#options;
    const now = clock();
    const settings = read();
    const state = stopwatch.state();
    if (!settings.enabled || state.status !== 'stopped' || state.availability !== 'ready') {
      this.#quietSince = now;
      return;
    }
    const idleSeconds = power?.systemIdleSeconds() ?? null;
    const idleMs = idleSeconds === null ? 0 : idleSeconds * 1000;
    if (idleMs >= this.#options.idleThresholdMs()) {
      this.#idleAway = true;
      return;
    }
    if (this.#idleAway) {
      this.#idleAway = false;
      this.#quietSince = Math.max(this.#quietSince, now - idleMs);
    }
    if (this.#absent) return;
    const due = reminderDue({
      now,
      settings,
      timeZone: this.#options.timeZone(),
      quietSince: this.#quietSince,
      lastRemindedAt: this.#lastRemindedAt,
    });
    if (!due) return;
    this.#lastRemindedAt = now;
    void this.#remind(settings.afterMinutes);
  }

  dispose(): void {
    for (const stop of this.#stops.splice(0)) stop();
    if (this.#timer !== null) this.#options.scheduler.clearTimeout(this.#timer);
    this.#timer = null;
  }

  async #remind(minutes: number): Promise<void> {
    const entry = await this.#options.lastEntry().catch((error: unknown) => {
      this.#options.logger.warn('the last entry for the reminder could not be read', { error });
      return null;
    });
    // Started meanwhile: nothing to remind of.
    if (this.#options.stopwatch.state().status !== 'stopped') return;
    const t = this.#options.translate?.() ?? english.t;
    const open: NotificationAction = {
      label: t('notifications.openStint'),
      action: { type: 'window:open', section: 'stopwatch' },
    };
    const actions: NotificationAction[] =
      entry === null
        ? [open]
        : [
            {
              label: startLabel(entry, t),
              action: {
                type: 'stopwatch:start',
                projectId: entry.projectId,
                taskId: entry.taskId,
                workTypeId: entry.workTypeId,
                description: entry.description,
                billable: entry.billable,
              },
            },
            open,
          ];
    this.#options.notify({
      title: t('notifications.notTrackingTitle'),
      body: t(entry === null ? 'notifications.notTrackingNoEntry' : 'notifications.notTrackingWithEntry', {
        minutes,
      }),
      actions,
    });
  }

  #power(event: PowerEvent): void {
    if (event.kind === 'suspend' || event.kind === 'lock') {
      this.#absent = true;
      return;
    }
    this.#absent = false;
    this.#quietSince = this.#options.now();
  }

  #schedule(): void {
    this.#timer = this.#options.scheduler.setTimeout(() => {
      this.check();
      this.#schedule();
    }, this.#options.checkEveryMs ?? 60_000);
  }
}
