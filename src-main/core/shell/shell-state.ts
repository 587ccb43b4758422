import type { SessionState } from '../../../src-shared/domain/session.ts';
import {
  signedOutModel,
  type ShellFavorite,
  type ShellModel,
  type ShellProject,
  type ShellStopwatch,
} from './shell-model.ts';

/** The parts of the shell model that other capabilities (stopwatch, time records, outbox) supply. */
export interface ShellActivity {
  readonly stopwatch: ShellStopwatch | null;
  readonly recentProjects: readonly ShellProject[];
  readonly favorites: readonly ShellFavorite[];
  readonly todayFinishedMs: number | null;
  readonly online: boolean;
  readonly pendingWrites: number;
  readonly refusedWrites: number;
}

export const noActivity: ShellActivity = {
  stopwatch: null,
  recentProjects: [],
  favorites: [],
  todayFinishedMs: null,
  online: true,
  pendingWrites: 0,
  refusedWrites: 0,
};

/** The tray's and menus' view of the app, from the session and the current activity. */
export function composeShellModel(session: SessionState, activity: ShellActivity): ShellModel {
  if (session.status !== 'signed-in' || session.user === null)
    return { ...signedOutModel, online: activity.online };
  const name = `${session.user.firstName} ${session.user.lastName}`.trim();
  return {
    signedIn: true,
    accountLabel: name === '' ? session.user.email : name,
    organizations: session.organizations.map((o) => ({ id: o.id, title: o.title })),
    currentOrganizationId: session.organization?.id ?? null,
    canWrite: session.access === 'FULL',
    ...activity,
  };
}

/**
 * Holds the current shell model and tells subscribers (tray, application menu) when it changed.
 * Inputs are pushed in by the session and activity sources; equal models are not re-announced.
 */
export class ShellState {
  #session: SessionState;
  #activity: ShellActivity = noActivity;
  #model: ShellModel;
  #key: string;
  readonly #listeners = new Set<(model: ShellModel) => void>();

  constructor(session: SessionState) {
    this.#session = session;
    this.#model = composeShellModel(session, this.#activity);
    this.#key = JSON.stringify(this.#model);
  }

  current(): ShellModel {
    return this.#model;
  }

  setSession(session: SessionState): void {
    this.#session = session;
    this.#recompute();
  }

  setActivity(activity: Partial<ShellActivity>): void {
    this.#activity = { ...this.#activity, ...activity };
    this.#recompute();
  }

  subscribe(listener: (model: ShellModel) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  #recompute(): void {
    const model = composeShellModel(this.#session, this.#activity);
    const key = JSON.stringify(model);
    if (key === this.#key) return;
    this.#model = model;
    this.#key = key;
    for (const listener of this.#listeners) listener(model);
  }
}
