import { useEffect, useId, useRef, useState } from 'react';
import { addDays, type LocalDate } from '../../../../src-shared/domain/local-date.ts';
import type { StopwatchState } from '../../../../src-shared/domain/stopwatch.ts';
import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { instantAt, localDateOf } from '../../../../src-shared/domain/zoned-time.ts';
import { formatClock, formatClockSpan } from '../../../../src-shared/format/clock-time.ts';
import { formatHoursMinutes } from '../../../../src-shared/format/duration.ts';
import type { Translate } from '../../../../src-shared/i18n/translator.ts';
import { useFirstDayOfWeek, useFormatting } from '../../../i18n/format-locale.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useScrollFocusable } from '../../../ui/use-scroll-focusable.ts';
import { useUndoableDelete } from '../../undo/use-undoable-delete.ts';
import { withPending, type PendingMark, type PendingRecords } from '../pending-records.ts';
import type { EditorTarget } from '../record-editor.tsx';
import { dayLabel, startOfDay } from '../time-range.ts';
import { recordPageSize, useRecordCount, useRecordPages, type RecordQuery } from '../use-time-records.ts';
import { CalendarBlock, recordName, type TimesEdit } from './calendar-block.tsx';
import { CalendarDayColumn } from './calendar-day-column.tsx';
import type { RecordTimes } from './calendar-drag.ts';
import {
  calendarDays,
  columnLayout,
  dayTotalMs,
  endsOf,
  focusDayFor,
  hourMarks,
  hoursOf,
  type CalendarDay,
  type CalendarMode,
} from './calendar-layout.ts';
import { CalendarRunningBlock } from './calendar-running-block.tsx';
import { useCalendarWrites } from './use-calendar-writes.ts';

export interface CalendarViewProps {
  /** The Time screen's range and filter: the calendar opens on its week (or its day). */
  readonly query: RecordQuery;
  /** The organization's zone: the days, hours and times of the calendar are its. */
  readonly timeZone: string;
  readonly canWrite: boolean;
  readonly stopwatch: StopwatchState | undefined;
  readonly pending: PendingRecords;
  /** Opens the record editor: a record to edit, or a new one with the times chosen here. */
  readonly onEdit: (target: EditorTarget) => void;
}

/** 48 px an hour: a 5-minute step is 4 px, enough to aim at with a finger. */
export const pxPerMinute = 0.8;
/** More pages than this in one week is not a calendar any more; the list shows them all. */
const maxPages = 5;
const hour = 3_600_000;

interface Shown {
  readonly record: TimeRecordView;
  readonly mark: PendingMark;
  /** A record made here that the service has not taken yet: shown, not dragged. */
  readonly writeId?: string;
}

/**
 * The Time range as a day or week calendar: records as blocks on the organization's hours, the
 * stopwatch growing live. Dragging empty time opens the editor with those times (nothing is saved
 * before the person chooses a project and presses Save); dragging a block or its edges saves the
 * new times at once, and the keys do all of it too.
 */
export function CalendarView(props: CalendarViewProps) {
  const { query, timeZone, canWrite, pending } = props;
  const { t, locale } = useFormatting();
  const language = { locale, t };
  const firstDay = useFirstDayOfWeek();
  const [now] = useState(() => Date.now());
  const [mode, setMode] = useState<CalendarMode>(() =>
    query.range.to - query.range.from > 25 * hour && !narrowWindow() ? 'week' : 'day',
  );
  const [focus, setFocus] = useState<LocalDate>(() => focusDayFor(query.range, now, timeZone));
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const refocus = useRef<string | null>(null);
  const remove = useUndoableDelete('timerecords');
  // An empty week shown to a read-only member has no block or Add to focus: the hours still scroll by the keys.
  const scrollerTabIndex = useScrollFocusable(scroller);

  const days = calendarDays(focus, mode, timeZone, firstDay);
  const [first, last] = endsOf(days);
  const shownQuery: RecordQuery = { range: { from: first.start, to: last.end }, filter: query.filter };
  const count = useRecordCount(shownQuery);
  const pageCount = Math.min(maxPages, Math.max(1, Math.ceil((count.data ?? 0) / recordPageSize)));
  const pages = useRecordPages(
    shownQuery,
    Array.from({ length: pageCount }, (_, i) => i),
  );
  const shown: Shown[] = [];
  for (let page = 0; page < pageCount; page++) {
    for (const stored of pages.page(page) ?? []) shown.push(withPending(stored, pending));
  }
  const byId = new Map(shown.map((s) => [s.record.id, s.record]));
  for (const { entry, record } of pending.creates) {
    if (byId.has(record.id) || record.start >= last.end || record.start + record.durationMs <= first.start)
      continue;
    shown.push({ record, mark: entry.state === 'refused' ? 'refused' : 'saving', writeId: entry.id });
  }
  const writes = useCalendarWrites(byId);
  // As the blocks show them (a drag counts at once); a record being deleted no longer counts.
  const counted = shown.filter((s) => s.mark !== 'deleting').map((s) => writes.timesFor(s.record));

  // Open on the working day, not at midnight.
  useEffect(() => {
    if (scroller.current !== null) scroller.current.scrollTop = 7 * 60 * pxPerMinute;
  }, [mode]);

  useEffect(() => {
    const id = refocus.current;
    if (id === null) return;
    refocus.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) {
      section.current?.querySelector<HTMLElement>(`[data-record-id="${id}"]`)?.focus();
    }
  });

  const startOfDayOf = (ms: number): number => startOfDay(ms, timeZone);
  const labelOf = (dayStart: number): string => dayLabel(dayStart, now, timeZone, language);
  const clock = (at: number): string => formatClock(at, timeZone, locale);
  const axisDay = days.find((day) => hoursOf(day) === 24) ?? first;
  const running =
    props.stopwatch !== undefined && props.stopwatch.status !== 'stopped' ? props.stopwatch : null;

  const change = (
    record: TimeRecordView,
    times: RecordTimes,
    edit: TimesEdit,
    when: 'now' | 'soon',
  ): void => {
    writes.change(record, times, when);
    // A block moved to another day is drawn in that day's column: the keys stay on it.
    if (when === 'soon') refocus.current = record.id;
    const name = recordName(record, t);
    const otherDay = localDateOf(times.start, timeZone) !== localDateOf(record.start, timeZone);
    const span = formatClockSpan(times.start, times.stop, timeZone, locale);
    const duration = formatHoursMinutes(times.durationMs);
    setAnnouncement(
      edit === 'move'
        ? otherDay
          ? t('calendar.movedToDay', { name, day: labelOf(startOfDayOf(times.start)), times: span })
          : t('calendar.movedTo', { name, times: span })
        : edit === 'end'
          ? t('calendar.endsAt', { name, time: clock(times.stop), duration })
          : t('calendar.startsAt', { name, time: clock(times.start), duration }),
    );
  };
  const addOn = (day: CalendarDay): void => {
    const ends = shown
      .map((s) => writes.timesFor(s.record).stop)
      .filter((stop) => stop > day.start && stop < day.end);
    const start = ends.length > 0 ? Math.max(...ends) : instantAt(day.date, 9 * 60, timeZone);
    props.onEdit({ kind: 'create', start, durationMs: hour });
  };
  const step = mode === 'day' ? 1 : 7;
  const unit = mode === 'day' ? 'day' : 'week';
  const title = mode === 'day' ? labelOf(first.start) : weekTitle(first, last, timeZone, locale);

  return (
    <section ref={section} className="calendar" aria-label={t('calendar.label')}>
      <div className="calendar__bar">
        <div className="segmented" role="group" aria-label={t('calendar.shows')}>
          {(['day', 'week'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className="button button--small"
              aria-pressed={mode === choice}
              onClick={() => setMode(choice)}
            >
              {choice === 'day' ? t('calendar.day') : t('calendar.week')}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button button--small"
          aria-label={t('calendar.previous', { unit })}
          onClick={() => setFocus(addDays(focus, -step))}
        >
          ‹
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => setFocus(localDateOf(now, timeZone))}
        >
          {t('calendar.today')}
        </button>
        <button
          type="button"
          className="button button--small"
          aria-label={t('calendar.next', { unit })}
          onClick={() => setFocus(addDays(focus, step))}
        >
          ›
        </button>
        <h2 className="calendar__title" data-testid="calendar-title">
          {title}
        </h2>
      </div>
      <p id={hintId} className="muted hint calendar__hint">
        {canWrite ? t('calendar.hint') : t('calendar.hintReadOnly')}
      </p>
      {(count.data ?? 0) > maxPages * recordPageSize && (
        <p className="muted hint" role="note">
          {t('calendar.capped', { shown: maxPages * recordPageSize, count: count.data ?? 0 })}
        </p>
      )}
      {(pages.error ?? count.error) !== null && (
        <p className="action-error" role="alert">
          {(pages.error ?? count.error)?.message}
        </p>
      )}
      <div
        ref={scroller}
        className="calendar__scroll"
        tabIndex={scrollerTabIndex}
        aria-label={scrollerTabIndex === undefined ? undefined : t('calendar.daysAndHours')}
        role={scrollerTabIndex === undefined ? undefined : 'group'}
        aria-busy={count.isFetching}
        style={{ ['--calendar-days' as string]: days.length }}
      >
        <div className="calendar__head">
          <div className="calendar__corner" />
          {days.map((day) => (
            <div key={day.date} className="calendar__day-head">
              <span className="calendar__day-name">
                <span>{shortDay(day, timeZone, locale)}</span>
                <DayTotal totalMs={dayTotalMs(day, counted)} t={t} />
              </span>
              {canWrite && (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t('calendar.addOn', { day: labelOf(day.start) })}
                  onClick={() => addOn(day)}
                >
                  {t('calendar.add')}
                </button>
              )}
            </div>
          ))}
        </div>
        <div className="calendar__body">
          <div className="calendar__axis" aria-hidden="true">
            {hourMarks(axisDay).map((at, i) => (
              <span key={at} className="calendar__axis-label" style={{ top: i * 60 * pxPerMinute }}>
                {clock(at)}
              </span>
            ))}
          </div>
          {days.map((day, dayIndex) => {
            const inDay = shown
              .map((s) => ({ ...s, times: writes.timesFor(s.record) }))
              .filter((s) => s.times.stop > day.start && s.times.start < day.end)
              .sort((a, b) => a.times.start - b.times.start);
            const places = columnLayout(
              inDay.map((s) => ({ id: s.record.id, start: s.times.start, end: s.times.stop })),
            );
            return (
              <CalendarDayColumn
                key={day.date}
                day={day}
                label={labelOf(day.start)}
                pxPerMinute={pxPerMinute}
                timeZone={timeZone}
                canWrite={canWrite}
                ownLabels={hoursOf(day) !== hoursOf(axisDay)}
                onCreate={(span) =>
                  props.onEdit({ kind: 'create', start: span.start, durationMs: span.stop - span.start })
                }
              >
                {inDay.map(({ record, mark, times, writeId }) => (
                  <CalendarBlock
                    key={record.id}
                    record={record}
                    times={times}
                    mark={mark}
                    day={day}
                    place={places.get(record.id) ?? { column: 0, columns: 1 }}
                    pxPerMinute={pxPerMinute}
                    timeZone={timeZone}
                    canWrite={canWrite && writeId === undefined}
                    hintId={hintId}
                    daysBefore={dayIndex}
                    daysAfter={days.length - 1 - dayIndex}
                    onChange={(next, edit, when) => change(record, next, edit, when)}
                    onSettle={() => writes.flush(record.id)}
                    onOpen={() => {
                      if (!canWrite || mark === 'deleting') return;
                      if (writeId === undefined) props.onEdit({ kind: 'edit', record });
                      // Not saved yet: only a refused one can be fixed and sent again.
                      else if (mark === 'refused') props.onEdit({ kind: 'fix', record, writeId });
                    }}
                    onDelete={() => {
                      remove.mutate({
                        id: record.id,
                        what: t('calendar.quoted', { name: recordName(record, t) }),
                      });
                      setAnnouncement(t('calendar.deleted', { name: recordName(record, t) }));
                    }}
                    onAddAfter={() => props.onEdit({ kind: 'create', start: times.stop, durationMs: hour })}
                  />
                ))}
                {running !== null && (
                  <CalendarRunningBlock
                    state={running}
                    day={day}
                    pxPerMinute={pxPerMinute}
                    timeZone={timeZone}
                  />
                )}
              </CalendarDayColumn>
            );
          })}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="calendar-announcement">
        {announcement}
      </p>
      {writes.asking !== null && (
        <Dialog title={t('calendar.longTitle')} onClose={() => writes.answerLong(false)}>
          <p>
            {t('calendar.long', {
              duration: formatHoursMinutes(writes.asking.times.stop - writes.asking.times.start),
            })}
          </p>
          <div className="row">
            <button type="button" className="button button--primary" onClick={() => writes.answerLong(true)}>
              {t('calendar.saveAnyway')}
            </button>
            <button type="button" className="button" onClick={() => writes.answerLong(false)}>
              {t('calendar.cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

/** A day's hours under its name, as the List and the Timesheet count them; an empty day shows none. */
function DayTotal({ totalMs, t }: { totalMs: number; t: Translate }) {
  return (
    <span className="calendar__day-total">
      {totalMs > 0 && <span className="visually-hidden">{t('calendar.total')} </span>}
      <span data-testid="calendar-day-total">{totalMs > 0 ? formatHoursMinutes(totalMs) : ''}</span>
    </span>
  );
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(
  timeZone: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    dayFormats.set(key, format);
  }
  return format;
}

/** "Wed 25": a day column's heading, in the organization's zone (weekday first in every locale). */
function shortDay(day: CalendarDay, timeZone: string, locale: string): string {
  const parts = dayFormat(timeZone, locale, { weekday: 'short', day: 'numeric' }).formatToParts(day.start);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')}`;
}

/** "Nov 23 – 29, 2026" or "23–29 Nov 2026", as the locale writes a range of days. */
function weekTitle(first: CalendarDay, last: CalendarDay, timeZone: string, locale: string): string {
  return dayFormat(timeZone, locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    first.start,
    // The range's last day: an instant inside it, not the next day's midnight.
    last.end - 1,
  );
}

/** Below this a week's seven columns are too thin to read: the calendar opens on the day (the week still scrolls sideways). */
function narrowWindow(): boolean {
  // Some hosts (jsdom) have no media queries; there the week is shown.
  const host = window as { matchMedia?: (query: string) => MediaQueryList };
  return host.matchMedia?.('(max-width: 720px)').matches ?? false;
}
