import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
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
export function buildTrayMenu(model: ShellModel, now: number, t: Translate = english.t): readonly MenuSpec[] {
  if (!model.signedIn) {
    return [
      label(t('tray.notSignedIn')),
      action(t('menu.signIn'), { type: 'session:sign-in' }),
      separator,
      ...footer(t),
    ];
  }
  const items: MenuSpec[] = [];
  items.push(...statusLines(model, t));
  const stopwatch = model.stopwatch;
  if (stopwatch !== null) {
    const paused = stopwatch.state === 'paused';
    items.push(
      label(
        t('tray.stopwatch', {
          status: stopwatch.state,
          project: stopwatch.projectTitle,
          elapsed: formatHoursMinutes(elapsedAt(stopwatch, now)),
        }),
      ),
    );
    if (model.canWrite) {
      items.push(
        paused
          ? action(t('stopwatch.resume'), { type: 'stopwatch:resume' })
          : action(t('stopwatch.pause'), { type: 'stopwatch:pause' }),
        action(t('stopwatch.stop'), { type: 'stopwatch:stop' }),
      );
    }
  } else {
    items.push(label(t('tray.noStopwatch')));
  }
  if (model.canWrite && model.favorites.length > 0) {
    items.push(separator, label(t('tray.favorites')));
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
      items.push(separator, label(t('tray.continue')));
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
      items.push(separator, label(t(stopwatch === null ? 'tray.startOn' : 'tray.switchTo')));
      for (const project of recent) {
        items.push(action(`    ${project.title}`, { type: 'stopwatch:start', projectId: project.id }));
      }
    }
  }
  if (model.todayFinishedMs !== null) {
    const running = stopwatch === null ? 0 : elapsedAt(stopwatch, now);
    items.push(
      separator,
      label(t('tray.today', { total: formatHoursMinutes(model.todayFinishedMs + running) })),
    );
  }
  const organizations = organizationItems(model, t);
  if (organizations.length > 0) items.push(separator, ...organizations);
  // The mini window is a stopwatch: offered once there is one to show.
  items.push(separator, action(t('nav.miniWindow'), { type: 'window:mini' }), ...footer(t));
  return items;
}

function statusLines(model: ShellModel, t: Translate): MenuSpec[] {
  const lines: MenuSpec[] = [];
  if (!model.online) {
    lines.push(
      label(
        model.pendingWrites > 0
          ? t('tray.offlineWaiting', { count: model.pendingWrites })
          : t('tray.offline'),
      ),
    );
  } else if (model.pendingWrites > 0) {
    lines.push(label(t('tray.sending', { count: model.pendingWrites })));
  }
  if (model.refusedWrites > 0) {
    lines.push(
      action(t('tray.refused', { count: model.refusedWrites }), { type: 'window:open', section: 'time' }),
    );
  }
  if (!model.canWrite) {
    const org = model.organizations.find((o) => o.id === model.currentOrganizationId);
    lines.push(
      label(org === undefined ? t('tray.readOnly') : t('tray.readOnlyIn', { organization: org.title })),
    );
  }
  if (lines.length > 0) lines.push(separator);
  return lines;
}

function footer(t: Translate): MenuSpec[] {
  return [action(t('tray.open'), { type: 'window:open' }), action(t('tray.quit'), { type: 'app:quit' })];
}
