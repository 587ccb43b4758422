import { entryLabel, type EntryTemplate } from '../../../src-shared/domain/entry-template.ts';
import { favoriteLabel, type Favorite } from '../../../src-shared/domain/favorite.ts';
import type { OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import { stopwatchStartArg } from '../../../src-shared/ipc/channels/stopwatch.ts';
import type { StopwatchState, TodaySummary } from '../../../src-shared/domain/stopwatch.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { FavoritesService } from '../favorites/favorites-service.ts';
import type { ShellFavorite } from '../shell/shell-model.ts';
import type { ShellActionDispatcher } from '../shell/shell-actions.ts';
import type { ShellActivity, ShellState } from '../shell/shell-state.ts';
import type { DailyLoop } from './daily-loop.ts';

/** The tray's and menus' view of the stopwatch, today and the outbox. */
export function shellActivity(
  stopwatch: StopwatchState,
  today: TodaySummary,
  outbox: OutboxStatus,
  recentEntries: readonly EntryTemplate[] = [],
): Omit<ShellActivity, 'favorites'> {
  return {
    stopwatch:
      stopwatch.status === 'stopped'
        ? null
        : {
            state: stopwatch.status,
            projectId: stopwatch.project?.id ?? null,
            projectTitle: stopwatch.project?.name ?? 'No project',
            description: stopwatch.description === '' ? null : stopwatch.description,
            elapsedMs: stopwatch.elapsedMs,
            asOf: stopwatch.asOf,
          },
    recentProjects: today.recentProjects.map((project) => ({ id: project.id, title: project.name })),
    recentEntries: recentEntries.map((entry) => ({
      label: entryLabel(entry, 32),
      projectId: entry.project.id,
      taskId: entry.task?.id ?? null,
      workTypeId: entry.workType?.id ?? null,
      description: entry.description,
      billable: entry.billable,
    })),
    todayFinishedMs: today.finishedMs,
    online: outbox.online,
    pendingWrites: outbox.pending,
    refusedWrites: outbox.refused,
  };
}

/** The favorites the tray offers: those whose project still exists. */
export function shellFavorites(favorites: readonly Favorite[]): ShellFavorite[] {
  return favorites
    .filter((favorite) => !favorite.gone)
    .map((favorite) => ({
      id: favorite.id,
      label: favoriteLabel(favorite),
      projectId: favorite.project.id,
      taskId: favorite.task?.id ?? null,
      description: favorite.description,
    }));
}

/**
 * Feeds the shell state (tray, application menu) from the daily loop and carries out its
 * stopwatch actions. Answers a function that disconnects both.
 */
export function connectShell(
  daily: DailyLoop,
  state: ShellState,
  actions: ShellActionDispatcher,
  favorites: Pick<FavoritesService, 'current' | 'find' | 'subscribe'>,
): () => void {
  const push = (): void =>
    state.setActivity(
      shellActivity(
        daily.stopwatch.state(),
        daily.today.state(),
        daily.outboxStatus(),
        daily.entries.recentNow(),
      ),
    );
  const stops = [
    daily.stopwatch.subscribe(push),
    daily.today.subscribe(push),
    daily.subscribeOutbox(push),
    daily.entries.subscribe(push),
    favorites.subscribe((list) => state.setActivity({ favorites: shellFavorites(list) })),
    actions.register('favorite:start', (action) => {
      // The menu may be older than the list: the favorite must still be there and its project visible.
      const favorite = favorites.find(action.favoriteId);
      if (favorite === null || favorite.gone) {
        throw new CoreError('not-found', 'error.favoriteGone');
      }
      return daily.stopwatch.start({
        projectId: favorite.project.id,
        taskId: favorite.task?.id ?? null,
        description: favorite.description,
      });
    }),
    actions.register('stopwatch:pause', () => daily.stopwatch.pause()),
    actions.register('stopwatch:resume', () => daily.stopwatch.resume()),
    actions.register('stopwatch:stop', () => daily.stopwatch.stop()),
    // Menu actions come back through the glue: checked as the window's start is.
    actions.register('stopwatch:start', ({ type: _type, ...entry }) =>
      daily.stopwatch.start(stopwatchStartArg.parse(entry)),
    ),
    actions.register('stopwatch:continue', ({ type: _type, ...entry }) =>
      daily.stopwatch.start(stopwatchStartArg.parse(entry)),
    ),
    actions.register('stopwatch:toggle', () => {
      if (daily.stopwatch.state().status !== 'stopped') return daily.stopwatch.stop();
      const recent = daily.today.state().recentProjects[0];
      if (recent === undefined) {
        throw new CoreError('no-recent-project', 'error.noRecentProject');
      }
      return daily.stopwatch.start({ projectId: recent.id });
    }),
  ];
  push();
  state.setActivity({ favorites: shellFavorites(favorites.current()) });
  return () => {
    for (const stop of stops) stop();
  };
}
