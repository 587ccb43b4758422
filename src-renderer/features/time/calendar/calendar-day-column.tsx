import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { formatClock, formatClockSpan } from '../../../../src-shared/format/clock-time.ts';
import { useFormatLocale } from '../../../i18n/format-locale.ts';
import { createSpan, instantAtOffset } from './calendar-drag.ts';
import { hourMarks, type CalendarDay } from './calendar-layout.ts';

export interface CalendarDayColumnProps {
  readonly day: CalendarDay;
  readonly label: string;
  readonly pxPerMinute: number;
  readonly timeZone: string;
  readonly canWrite: boolean;
  /** Its own hour labels, for a day whose hours are not the axis's (the days the clocks change). */
  readonly ownLabels: boolean;
  /** A drag on empty time chose this span. */
  readonly onCreate: (span: { start: number; stop: number }) => void;
  readonly children: ReactNode;
}

/**
 * One day on the vertical time axis: its hour lines, its records, and a drag on empty time that
 * chooses the times of a new record (shown while it is chosen).
 */
export function CalendarDayColumn(props: CalendarDayColumnProps) {
  const { day, pxPerMinute, timeZone } = props;
  const locale = useFormatLocale();
  const [choosing, setChoosing] = useState<{ start: number; stop: number } | null>(null);
  const anchor = useRef<{ pointerId: number; at: number; y0: number } | null>(null);
  const marks = hourMarks(day);
  const height = ((day.end - day.start) / 60_000) * pxPerMinute;

  const instantOf = (event: PointerEvent<HTMLDivElement>): number =>
    instantAtOffset(event.clientY - event.currentTarget.getBoundingClientRect().top, day, pxPerMinute);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (!props.canWrite || event.button !== 0) return;
    anchor.current = { pointerId: event.pointerId, at: instantOf(event), y0: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const start = anchor.current;
    if (start?.pointerId !== event.pointerId) return;
    if (choosing === null && Math.abs(event.clientY - start.y0) < 4) return;
    setChoosing(createSpan(start.at, instantOf(event)));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    if (anchor.current?.pointerId !== event.pointerId) return;
    anchor.current = null;
    const chosen = choosing;
    setChoosing(null);
    if (chosen !== null) props.onCreate(chosen);
  };

  return (
    <div
      className="calendar-day"
      style={{ height }}
      role="group"
      aria-label={props.label}
      data-testid="calendar-day"
      data-date={day.date}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        anchor.current = null;
        setChoosing(null);
      }}
    >
      {marks.map((at, i) => (
        <div key={at} className="calendar-day__hour" style={{ top: i * 60 * pxPerMinute }} aria-hidden="true">
          {props.ownLabels && (
            <span className="calendar-day__hour-label">{formatClock(at, timeZone, locale)}</span>
          )}
        </div>
      ))}
      {props.children}
      {choosing !== null && (
        <div
          className="calendar-block calendar-block--new"
          style={{
            top: ((choosing.start - day.start) / 60_000) * pxPerMinute,
            height: ((choosing.stop - choosing.start) / 60_000) * pxPerMinute,
          }}
          data-testid="calendar-choosing"
        >
          <span className="calendar-block__times">
            {formatClockSpan(choosing.start, choosing.stop, timeZone, locale)}
          </span>
        </div>
      )}
    </div>
  );
}
