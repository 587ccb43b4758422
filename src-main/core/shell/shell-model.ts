/**
 * What the tray and the application menu show, derived by the core from the session, the
 * organizations, the stopwatch and the outbox. Plain data, so the menus can be built (and
 * tested) without Electron.
 */
export interface ShellProject {
  readonly id: string;
  readonly title: string;
}

/** A favorite the tray can start: a project, or a project + task + description. */
export interface ShellFavorite {
  readonly id: string;
  readonly label: string;
  readonly projectId: string;
  readonly taskId: string | null;
  readonly description: string;
}

export interface ShellOrganization {
  readonly id: string;
  readonly title: string;
}

export interface ShellStopwatch {
  readonly state: 'running' | 'paused';
  readonly projectId: string | null;
  readonly projectTitle: string;
  readonly description: string | null;
  /** Elapsed time at `asOf` (epoch ms, local clock), computed by the core from server timestamps. */
  readonly elapsedMs: number;
  readonly asOf: number;
}

export interface ShellModel {
  readonly signedIn: boolean;
  /** Name or e-mail of the signed-in person. */
  readonly accountLabel: string | null;
  readonly organizations: readonly ShellOrganization[];
  readonly currentOrganizationId: string | null;
  /** False for read-only members: no stopwatch controls. */
  readonly canWrite: boolean;
  readonly stopwatch: ShellStopwatch | null;
  /** Most recent first; the tray offers a few of them. */
  readonly recentProjects: readonly ShellProject[];
  /** The person's favorites here that still exist, in their order. */
  readonly favorites: readonly ShellFavorite[];
  /** Finished time today (not counting the running stopwatch), or null when unknown. */
  readonly todayFinishedMs: number | null;
  readonly online: boolean;
  /** Writes waiting in the outbox. */
  readonly pendingWrites: number;
  /** Writes the server refused for good, waiting for the person. */
  readonly refusedWrites: number;
}

export const signedOutModel: ShellModel = {
  signedIn: false,
  accountLabel: null,
  organizations: [],
  currentOrganizationId: null,
  canWrite: false,
  stopwatch: null,
  recentProjects: [],
  favorites: [],
  todayFinishedMs: null,
  online: true,
  pendingWrites: 0,
  refusedWrites: 0,
};

/** Elapsed stopwatch time at `now`: a running stopwatch advances with the clock, a paused one does not. */
export function elapsedAt(stopwatch: ShellStopwatch, now: number): number {
  return stopwatch.state === 'running'
    ? stopwatch.elapsedMs + Math.max(0, now - stopwatch.asOf)
    : stopwatch.elapsedMs;
}
