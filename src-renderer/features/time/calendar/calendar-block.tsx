import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { formatClockSpan } from '../../../../src-shared/format/clock-time.ts';
import { formatClock as formatElapsed } from '../../../../src-shared/format/duration.ts';
import { english, type Translate } from '../../../../src-shared/i18n/translator.ts';
import { useFormatting } from '../../../i18n/format-locale.ts';
import type { PendingMark } from '../pending-records.ts';
import {
  deltaOf,
  moveTimes,
  resizeEnd,
  resizeStart,
  shiftDays,
  stepMs,
  type RecordTimes,
} from './calendar-drag.ts';
import { placeInDay, type CalendarDay, type ColumnPlace } from './calendar-layout.ts';

export type TimesEdit = 'move' | 'start' | 'end';

export interface CalendarBlockProps {
  readonly record: TimeRecordView;
  /** The record's times as shown: a change made here and not read back yet is already in them. */
  readonly times: RecordTimes;
  readonly mark: PendingMark;
  readonly day: CalendarDay;
  readonly place: ColumnPlace;
  readonly pxPerMinute: number;
  readonly timeZone: string;
  readonly canWrite: boolean;
  readonly hintId: string;
  /** How many days are shown before and after this block's day: a drag sideways may go that far. */
  readonly daysBefore: number;
  readonly daysAfter: number;
  readonly onChange: (times: RecordTimes, edit: TimesEdit, when: 'now' | 'soon') => void;
  /** The keys rested or focus left: what they changed may be sent now. */
  readonly onSettle: () => void;
  readonly onOpen: () => void;
  readonly onDelete: () => void;
  /** "N": a new record right after this one. */
  readonly onAddAfter: () => void;
}

/** Pointer travel under this is a click, not a drag. */
const clickSlopPx = 4;

interface Preview {
  /** The times chosen, and the same times on this block's day (where it is drawn while dragged). */
  readonly chosen: RecordTimes;
  readonly shown: RecordTimes;
  readonly days: number;
  readonly dayWidth: number;
}

interface Drag {
  readonly edit: TimesEdit;
  readonly pointerId: number;
  readonly x0: number;
  readonly y0: number;
  readonly base: RecordTimes;
  moved: boolean;
}

/** What a record is called on the calendar: its description, else its project. */
export function recordName(record: TimeRecordView, t: Translate = english.t): string {
  return record.description === '' ? (record.project?.name ?? t('calendar.timeRecord')) : record.description;
}

/**
 * A record on the calendar: dragged to move, its top and bottom edges dragged to change start and
 * end, clicked to edit; focused, the keys do the same (see the hint the calendar shows).
 */
export function CalendarBlock(props: CalendarBlockProps) {
  const { record, mark, day, place, pxPerMinute, canWrite } = props;
  const { t, locale } = useFormatting();
  const [preview, setPreview] = useState<Preview | null>(null);
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);
  // While dragged to another day the block stays in its own column, shifted sideways to that day.
  const times = preview?.shown ?? props.times;
  const spot = placeInDay({ start: times.start, end: times.stop }, day);
  if (spot === null) return null;
  const writable = canWrite && mark !== 'deleting';
  const span = formatClockSpan(times.start, times.stop, props.timeZone, locale);
  const name = recordName(record, t);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.button !== 0) return;
    event.stopPropagation();
    dragged.current = false;
    const edge = (event.target as HTMLElement).dataset['edge'];
    drag.current = {
      edit: writable && (edge === 'start' || edge === 'end') ? edge : 'move',
      pointerId: event.pointerId,
      x0: event.clientX,
      y0: event.clientY,
      base: props.times,
      moved: false,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId || !writable) return;
    const dy = event.clientY - current.y0;
    const dx = event.clientX - current.x0;
    if (!current.moved && Math.abs(dy) < clickSlopPx && Math.abs(dx) < clickSlopPx) return;
    current.moved = true;
    const delta = deltaOf(dy, pxPerMinute);
    const base = current.base;
    if (current.edit !== 'move') {
      const next =
        current.edit === 'end' ? resizeEnd(base, base.stop + delta) : resizeStart(base, base.start + delta);
      setPreview({ chosen: next, shown: next, days: 0, dayWidth: 0 });
      return;
    }
    const dayWidth = event.currentTarget.parentElement?.getBoundingClientRect().width ?? 0;
    const days =
      dayWidth > 0 ? Math.min(props.daysAfter, Math.max(-props.daysBefore, Math.round(dx / dayWidth))) : 0;
    const shown = moveTimes(base, delta);
    setPreview({ chosen: shiftDays(shown, days, props.timeZone), shown, days, dayWidth });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    drag.current = null;
    const chosen = preview?.chosen ?? null;
    setPreview(null);
    // A click opens the editor (onClick, which screen readers send too); a drag does not.
    dragged.current = current.moved;
    if (chosen !== null) props.onChange(chosen, current.edit, 'now');
  };
  const onPointerCancel = (): void => {
    drag.current = null;
    setPreview(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Escape' && drag.current !== null) {
      // Esc during a drag puts the block back; the click that ends the drag then opens nothing.
      event.preventDefault();
      drag.current = null;
      dragged.current = true;
      setPreview(null);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onOpen();
      return;
    }
    if (!writable) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      props.onDelete();
    } else if (event.key === 'n' || event.key === 'N') {
      event.preventDefault();
      props.onAddAfter();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const step = (event.shiftKey ? 6 : 1) * stepMs * (event.key === 'ArrowUp' ? -1 : 1);
      const now = props.times;
      if (event.altKey) props.onChange(resizeEnd(now, now.stop + step), 'end', 'soon');
      else props.onChange(moveTimes(now, step), 'move', 'soon');
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // A day earlier or later, as far as the days shown go.
      const days = event.key === 'ArrowLeft' ? -1 : 1;
      if (days < 0 ? props.daysBefore < 1 : props.daysAfter < 1) return;
      event.preventDefault();
      props.onChange(shiftDays(props.times, days, props.timeZone), 'move', 'soon');
    }
  };

  const top = spot.top * pxPerMinute;
  const height = Math.max(spot.height * pxPerMinute, 18);
  const width = 100 / place.columns;
  // The visible words first, in their order (a voice user says what they see), then the rest.
  const elapsed = formatElapsed(times.durationMs);
  const described =
    record.project !== null && record.description !== ''
      ? t('calendar.blockWithProject', { times: span, name, project: record.project.name, elapsed })
      : t('calendar.block', { times: span, name, elapsed });
  const label = mark === null ? described : t('calendar.blockMarked', { label: described, mark });
  return (
    <div
      className={`calendar-block${mark === null ? '' : ` calendar-block--${mark}`}${
        preview === null ? '' : ' calendar-block--dragging'
      }${height < 44 ? ' calendar-block--short' : ''}`}
      style={{
        top,
        height,
        left: `calc(${place.column * width}% + 2px)`,
        width: `calc(${width}% - 4px)`,
        ...(preview === null || preview.days === 0
          ? {}
          : { transform: `translateX(${preview.days * preview.dayWidth}px)` }),
      }}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-describedby={props.hintId}
      data-testid="calendar-block"
      data-record-id={record.id}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
      onClick={() => {
        if (dragged.current) dragged.current = false;
        else props.onOpen();
      }}
      onBlur={props.onSettle}
    >
      {writable && <span className="calendar-block__edge calendar-block__edge--start" data-edge="start" />}
      <span className="calendar-block__times" data-testid="calendar-block-times">
        {span}
      </span>
      {/* Spaces between the parts, so the text reads (and is matched to the label) as words. */}{' '}
      <span className="calendar-block__name">{name}</span>
      {record.project !== null && record.description !== '' && (
        <>
          {' '}
          <span className="calendar-block__project">{record.project.name}</span>
        </>
      )}
      {writable && <span className="calendar-block__edge calendar-block__edge--end" data-edge="end" />}
    </div>
  );
}
