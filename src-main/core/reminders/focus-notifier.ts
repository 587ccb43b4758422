import { focusPhaseAt } from '../../../src-shared/domain/focus-phase.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
import type { FocusPreferences } from '../../../src-shared/domain/preferences.ts';
import { stopwatchElapsedAt, type StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import type { Scheduler } from '../scheduler/scheduler.ts';
import type { UserNotification } from '../platform/platform-services.ts';

type StopwatchView = Pick<StopwatchState, 'status' | 'id' | 'elapsedMs' | 'asOf'>;

export interface FocusNotifierOptions {
  readonly now: () => number;
  readonly scheduler: Scheduler;
  readonly settings: () => FocusPreferences;
  readonly stopwatch: {
    state(): StopwatchView;
    subscribe(listener: (state: StopwatchView) => void): () => void;
  };
  readonly notify: (notification: UserNotification) => void;
  /** The person's language at the moment of a notification (English when not given). */
  readonly translate?: () => Translate;
}

/** Timers may fire a hair early; looking just after the change sees the new phase. */
const marginMs = 50;

/**
 * The focus timer's notifications: one at each change between work and break of the running
 * stopwatch. The phase comes from the stopwatch's elapsed time each time it is looked at; a
 * timer only says when to look. Nothing here touches the stopwatch: it never stops or splits.
 */
export class FocusNotifier {
  readonly #options: FocusNotifierOptions;
  /** The phase last seen, as "stopwatch id:round:phase"; a change of it is worth a notification. */
  #seen: string | null = null;
  #timer: unknown = null;
  #stop: (() => void) | null = null;

  constructor(options: FocusNotifierOptions) {
    this.#options = options;
  }

  start(): void {
    this.#stop = this.#options.stopwatch.subscribe(() => this.#look());
    this.#look();
  }

  /** The lengths or the on/off switch changed: the phase is seen afresh, without a notification. */
  settingsChanged(): void {
    this.#seen = null;
    this.#look();
  }

  dispose(): void {
    this.#stop?.();
    this.#clear();
  }

  #look(): void {
    this.#clear();
    const settings = this.#options.settings();
    const state = this.#options.stopwatch.state();
    if (state.status === 'stopped' || !settings.enabled) {
      this.#seen = null;
      return;
    }
    // Paused: the phase stands still with the elapsed time; the last one seen is kept.
    if (state.status !== 'running') return;
    const phase = focusPhaseAt(stopwatchElapsedAt(state, this.#options.now()), settings);
    const seen = `${state.id ?? ''}:${phase.round}:${phase.phase}`;
    // The first look at a stopwatch (just started, or the app just started) tells nothing.
    if (this.#seen !== null && this.#seen !== seen && this.#seen.startsWith(`${state.id ?? ''}:`)) {
      const t = this.#options.translate?.() ?? english.t;
      this.#options.notify({
        title: t('notifications.focusTitle'),
        body:
          phase.phase === 'break'
            ? t('notifications.focusBreak', { minutes: settings.breakMinutes })
            : t('notifications.focusWork'),
      });
    }
    this.#seen = seen;
    this.#timer = this.#options.scheduler.setTimeout(() => this.#look(), phase.leftMs + marginMs);
  }

  #clear(): void {
    if (this.#timer !== null) this.#options.scheduler.clearTimeout(this.#timer);
    this.#timer = null;
  }
}
