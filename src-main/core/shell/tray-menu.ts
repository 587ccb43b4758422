import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { action, label, separator, type MenuSpec } from './menu-spec.ts';
import { organizationItems } from './organization-items.ts';
import { elapsedAt, type ShellModel } from './shell-model.ts';

/** How many recent projects the tray offers to start. */
export const trayRecentProjectCount = 5;
/** How many favorites the tray offers (the rest are in the window). */
export const trayFavoriteCount = 10;

/** How many recent entries the tray offers to continue. */
export const trayRecentEntryCount = 5;

/**
 * The tray menu for a state of the app. Time is shown to the minute, so while a stopwatch runs
 * the menu changes at most once a minute (the glue rebuilds it only when this output changes).
 */
export function buildTrayMenu(model: ShellModel, now: number): readonly MenuSpec[] {
  if (!model.signedIn) {
    return [label('Not signed in'), action('Sign In…', { type: 'session:sign-in' }), separator, ...footer()];
  }
  const items: MenuSpec[] = [];
  items.push(...statusLines(model));
  const stopwatch = model.stopwatch;
  if (stopwatch !== null) {
    const paused = stopwatch.state === 'paused';
    items.push(
      label(
        `${paused ? 'Paused' : 'Running'}: ${stopwatch.projectTitle} (${formatHoursMinutes(elapsedAt(stopwatch, now))})`,
      ),
    );
    if (model.canWrite) {
      items.push(
        paused
          ? action('Resume', { type: 'stopwatch:resume' })
          : action('Pause', { type: 'stopwatch:pause' }),
        action('Stop', { type: 'stopwatch:stop' }),
      );
    }
  } else {
    items.push(label('No stopwatch running'));
  }
  if (model.canWrite && model.favorites.length > 0) {
    items.push(separator, label('Favorites'));
    for (const favorite of model.favorites.slice(0, trayFavoriteCount)) {
      items.push(action(`    ${favorite.label}`, { type: 'favorite:start', favoriteId: favorite.id }));
    }
  }
  if (model.canWrite) {
    const entries = model.recentEntries
      .filter(
        (e) =>
          stopwatch === null ||
          e.projectId !== stopwatch.projectId ||
          e.description.trim() !== (stopwatch.description ?? '').trim(),
      )
      .slice(0, trayRecentEntryCount);
    if (entries.length > 0) {
      items.push(separator, label('Continue'));
      for (const entry of entries) {
        const { projectId, taskId, workTypeId, description, billable } = entry;
        items.push(
          action(`    ${entry.label}`, {
            type: 'stopwatch:continue',
            projectId,
            taskId,
            workTypeId,
            description,
            billable,
          }),
        );
      }
    }
    const recent = model.recentProjects
      .filter((p) => p.id !== stopwatch?.projectId)
      .slice(0, trayRecentProjectCount);
    if (recent.length > 0) {
      items.push(separator, label(stopwatch === null ? 'Start on' : 'Switch to'));
      for (const project of recent) {
        items.push(action(`    ${project.title}`, { type: 'stopwatch:start', projectId: project.id }));
      }
    }
  }
  if (model.todayFinishedMs !== null) {
    const running = stopwatch === null ? 0 : elapsedAt(stopwatch, now);
    items.push(separator, label(`Today: ${formatHoursMinutes(model.todayFinishedMs + running)}`));
  }
  const organizations = organizationItems(model);
  if (organizations.length > 0) items.push(separator, ...organizations);
  // The mini window is a stopwatch: offered once there is one to show.
  items.push(separator, action('Mini window', { type: 'window:mini' }), ...footer());
  return items;
}

function statusLines(model: ShellModel): MenuSpec[] {
  const lines: MenuSpec[] = [];
  if (!model.online) {
    lines.push(
      label(
        model.pendingWrites > 0
          ? `Offline: ${model.pendingWrites} ${model.pendingWrites === 1 ? 'change' : 'changes'} waiting to be sent`
          : 'Offline',
      ),
    );
  } else if (model.pendingWrites > 0) {
    lines.push(label(`Sending ${model.pendingWrites} ${model.pendingWrites === 1 ? 'change' : 'changes'}…`));
  }
  if (model.refusedWrites > 0) {
    lines.push(
      action(
        `${model.refusedWrites} ${model.refusedWrites === 1 ? 'change was' : 'changes were'} refused: review…`,
        { type: 'window:open', section: 'time' },
      ),
    );
  }
  if (!model.canWrite) {
    const org = model.organizations.find((o) => o.id === model.currentOrganizationId);
    lines.push(label(`Read-only access${org === undefined ? '' : ` in ${org.title}`}`));
  }
  if (lines.length > 0) lines.push(separator);
  return lines;
}

function footer(): MenuSpec[] {
  return [action('Open Stint', { type: 'window:open' }), action('Quit Stint', { type: 'app:quit' })];
}
