import type { StopwatchState } from '../../../../src-shared/domain/stopwatch.ts';
import { formatClock } from '../../../../src-shared/format/clock-time.ts';
import { formatClock as formatElapsed } from '../../../../src-shared/format/duration.ts';
import { useFormatting } from '../../../i18n/format-locale.ts';
import { useElapsed } from '../../stopwatch/use-elapsed.ts';
import { placeInDay, type CalendarDay } from './calendar-layout.ts';

/**
 * The stopwatch while it runs or is paused: from its start, as tall as the time counted so far,
 * growing with every tick. It is changed on the stopwatch screen, not dragged here.
 */
export function CalendarRunningBlock(props: {
  state: StopwatchState;
  day: CalendarDay;
  pxPerMinute: number;
  timeZone: string;
}) {
  const { state, day, pxPerMinute } = props;
  const elapsed = useElapsed(state);
  const { t, locale } = useFormatting();
  const start = state.startedAt ?? state.asOf;
  const spot = placeInDay({ start, end: start + elapsed }, day);
  if (spot === null) return null;
  const what =
    state.description === '' ? (state.project?.name ?? t('calendar.stopwatch')) : state.description;
  const mark = state.status === 'running' ? 'running' : 'paused';
  const time = formatClock(start, props.timeZone, locale);
  return (
    <div
      className="calendar-block calendar-block--running"
      style={{ top: spot.top * pxPerMinute, height: Math.max(spot.height * pxPerMinute, 18) }}
      role="img"
      aria-label={t('calendar.running', { mark, what, time, elapsed: formatElapsed(elapsed) })}
      data-testid="calendar-running"
      onPointerDown={(event) => event.stopPropagation()}
    >
      <span className="calendar-block__times">
        {time} · {formatElapsed(elapsed)}
      </span>
      <span className="calendar-block__name">{what}</span>
    </div>
  );
}
