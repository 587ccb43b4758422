import { formatClock, formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
import { elapsedAt, type ShellModel } from './shell-model.ts';

export type TrayIconState = 'idle' | 'running' | 'paused';

export interface TrayPresentation {
  readonly icon: TrayIconState;
  /** Text beside the icon (macOS menu bar only); empty when there is nothing to show. */
  readonly title: string;
  readonly tooltip: string;
}

const maxTitleProject = 18;

/**
 * Icon, title and tooltip of the tray for a state and moment. macOS shows the title all the
 * time, so it carries seconds; tooltips elsewhere are only seen on hover, so they carry minutes
 * and change once a minute at most.
 */
export function trayPresentation(
  model: ShellModel,
  platform: NodeJS.Platform,
  now: number,
  t: Translate = english.t,
): TrayPresentation {
  const stopwatch = model.stopwatch;
  if (!model.signedIn) return { icon: 'idle', title: '', tooltip: t('tray.tooltipSignedOut') };
  if (stopwatch === null) {
    const tooltip =
      model.todayFinishedMs === null
        ? t('tray.tooltipIdle')
        : t('tray.tooltipIdleToday', { total: formatHoursMinutes(model.todayFinishedMs) });
    return { icon: 'idle', title: '', tooltip };
  }
  const elapsed = elapsedAt(stopwatch, now);
  const project =
    stopwatch.projectTitle.length > maxTitleProject
      ? `${stopwatch.projectTitle.slice(0, maxTitleProject - 1)}…`
      : stopwatch.projectTitle;
  return {
    icon: stopwatch.state,
    title: platform === 'darwin' ? `${project} ${formatClock(elapsed)}` : '',
    tooltip: t('tray.tooltipStopwatch', {
      project: stopwatch.projectTitle,
      status: stopwatch.state,
      elapsed: formatHoursMinutes(elapsed),
    }),
  };
}

/**
 * When the presentation will next look different, in ms from `now`, or null when it will not
 * change by itself (nothing running). Ticking only then keeps an idle app idle.
 */
export function nextPresentationChangeIn(
  model: ShellModel,
  platform: NodeJS.Platform,
  now: number,
): number | null {
  const stopwatch = model.stopwatch;
  if (!model.signedIn || stopwatch === null || stopwatch.state !== 'running') return null;
  const elapsed = elapsedAt(stopwatch, now);
  const unit = platform === 'darwin' ? 1000 : 60_000;
  return unit - (elapsed % unit);
}
