import type { Message } from '../i18n/catalog.ts';
/**
 * The stopwatch as the core reports it to every window and to the tray. The core computes
 * `elapsedMs` from the server's timestamps and its clock offset to the server; a display adds the
 * time since `asOf` while the stopwatch runs, and never counts ticks of its own.
 */

export interface NamedRef {
  readonly id: string;
  readonly name: string;
}

export interface ProjectRef extends NamedRef {
  readonly code: string | null;
}

/** Why the person was away from a running stopwatch. */
export type AwayReason = 'idle' | 'sleep' | 'locked' | 'unattended';

/** The question asked when the person comes back to a stopwatch that ran while they were away. */
export interface AwayQuestion {
  readonly reason: AwayReason;
  /** Local epoch ms when the person left (or the last sign of life of the watching client). */
  readonly from: number;
  /** Local epoch ms when they came back (or when the unattended time was noticed). */
  readonly to: number;
}

export type AwayChoice = 'keep' | 'discard' | 'discard-and-start-new';

/** What keeps the stopwatch from being used, in the person's terms. */
export type StopwatchAvailability = 'ready' | 'signed-out' | 'v1-not-connected' | 'read-only';

export interface StopwatchState {
  readonly status: 'stopped' | 'running' | 'paused';
  /** The impulse on the service (chosen by this device when it started here). */
  readonly id: string | null;
  readonly project: ProjectRef | null;
  readonly task: NamedRef | null;
  /** The work type (activity) the time is recorded as, or null. */
  readonly workType: NamedRef | null;
  readonly description: string;
  readonly billable: boolean;
  /** Local epoch ms of the first start. */
  readonly startedAt: number | null;
  /** Worked time at `asOf`: finished runs plus the current one. */
  readonly elapsedMs: number;
  /** Local epoch ms at which `elapsedMs` was true. */
  readonly asOf: number;
  /** Changes made here that the service has not confirmed yet (offline, or on their way). */
  readonly pending: boolean;
  readonly away: AwayQuestion | null;
  readonly availability: StopwatchAvailability;
  /** A sentence about the last thing that went wrong (a refused write), or null. */
  readonly problem: Message | null;
  /** A stopwatch the person left going in another organization (seen before a switch), or null. */
  readonly elsewhere: StopwatchElsewhere | null;
}

/** The person's stopwatch in an organization other than the current one. */
export interface StopwatchElsewhere {
  readonly organization: { readonly id: string; readonly title: string };
  readonly status: 'running' | 'paused';
  readonly project: ProjectRef | null;
  /** Worked time at `asOf` (local epoch ms), as for the current stopwatch. */
  readonly elapsedMs: number;
  readonly asOf: number;
}

export const stoppedStopwatch = (asOf: number, availability: StopwatchAvailability): StopwatchState => ({
  status: 'stopped',
  id: null,
  project: null,
  task: null,
  workType: null,
  description: '',
  billable: true,
  startedAt: null,
  elapsedMs: 0,
  asOf,
  pending: false,
  away: null,
  availability,
  problem: null,
  elsewhere: null,
});

/** Elapsed time at local time `now`: a running stopwatch advances with the clock, a paused one does not. */
export function stopwatchElapsedAt(
  state: Pick<StopwatchState, 'status' | 'elapsedMs' | 'asOf'>,
  now: number,
): number {
  return state.status === 'running' ? state.elapsedMs + Math.max(0, now - state.asOf) : state.elapsedMs;
}

export interface StopwatchSettings {
  /** Away for longer than this while a stopwatch runs: ask on return. */
  readonly idleThresholdMinutes: number;
}

export const defaultStopwatchSettings: StopwatchSettings = { idleThresholdMinutes: 10 };

/** Today's finished time and the projects worked on lately, for the stopwatch screen and the tray. */
export interface TodaySummary {
  /** Finished time today (local day), not counting the running stopwatch; null when unknown. */
  readonly finishedMs: number | null;
  /** Most recent first. */
  readonly recentProjects: readonly ProjectRef[];
}
