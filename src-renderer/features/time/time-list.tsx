import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { formatClockSpan } from '../../../src-shared/format/clock-time.ts';
import { formatClock as formatElapsed, formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import type { MessageId } from '../../../src-shared/i18n/catalog.ts';
import { useFormatting } from '../../i18n/format-locale.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useElapsed } from '../stopwatch/use-elapsed.ts';
import type { PendingMark, PendingRecords } from './pending-records.ts';
import { withPending } from './pending-records.ts';
import { addDays, dayLabel, startOfDay } from './time-range.ts';
import {
  pagesFor,
  recordPageSize,
  useRecordCount,
  useRecordPages,
  useRecordTotal,
  type RecordQuery,
} from './use-time-records.ts';

export interface TimeListProps {
  readonly query: RecordQuery;
  /** The organization's zone: days, their totals and times of day are its. */
  readonly timeZone: string;
  /** The person's stopwatch: shown live at the top of today while it runs or is paused. */
  readonly stopwatch: StopwatchState | undefined;
  readonly pending: PendingRecords;
  readonly canWrite: boolean;
  readonly onEdit: (record: TimeRecordView) => void;
  readonly onDelete: (record: TimeRecordView) => void;
  /** Starts a new stopwatch like the record; records without a project cannot be continued. */
  readonly onContinue: (record: TimeRecordView) => void;
}

const rowHeight = 52;
const headerHeight = 40;

/**
 * The records of a range, newest first, grouped by day with each day's total. Only the rows on
 * screen exist in the page, and only their pages are fetched: a range of 100 000 records scrolls
 * like one of ten.
 */
export function TimeList(props: TimeListProps) {
  const { query, timeZone, stopwatch } = props;
  const [now] = useState(() => Date.now());
  const today = startOfDay(now, timeZone);
  const { t } = useI18n();
  const running =
    stopwatch !== undefined &&
    stopwatch.status !== 'stopped' &&
    query.range.from <= now &&
    now < query.range.to
      ? stopwatch
      : null;
  return (
    <>
      {running !== null && (
        <section className="time-list__running" aria-label={t('time.runningNow')}>
          <DayHeader dayStart={today} query={query} now={now} timeZone={timeZone} />
          <RunningRow state={running} timeZone={timeZone} />
        </section>
      )}
      <RecordFeed {...props} now={now} todayShown={running !== null} />
    </>
  );
}

/** The stopwatch as the top entry of today: its start, a ticking time, marked as running. */
function RunningRow({ state, timeZone }: { state: StopwatchState; timeZone: string }) {
  const { t, locale } = useFormatting();
  const elapsed = formatElapsed(useElapsed(state));
  const times = formatClockSpan(state.startedAt ?? state.asOf, null, timeZone, locale);
  const what = state.description === '' ? (state.project?.name ?? t('time.stopwatch')) : state.description;
  const mark = state.status === 'running' ? t('time.running') : t('time.paused');
  return (
    <article
      className="time-row time-row--running"
      style={{ minHeight: rowHeight }}
      tabIndex={0}
      aria-label={t('time.runningRow', { mark, times, elapsed, what })}
      data-testid="running-row"
    >
      <span className="time-row__times">{times}</span>
      <span className="time-row__duration" data-testid="running-row-elapsed">
        {elapsed}
      </span>
      <span className="time-row__what">
        <span className="time-row__project">
          {state.project?.name ?? t('time.noProject')}
          {state.task !== null && state.task.name !== '' && (
            <span className="muted"> · {state.task.name}</span>
          )}
          {state.workType !== null && state.workType.name !== '' && (
            <span className="muted"> · {state.workType.name}</span>
          )}
        </span>
        <span className="time-row__description">{state.description}</span>
      </span>
      <span className="time-row__flags">
        <span className="badge badge--running">{mark}</span>
      </span>
    </article>
  );
}

function RecordFeed({
  query,
  timeZone,
  pending,
  canWrite,
  onEdit,
  onDelete,
  onContinue,
  now,
  todayShown,
}: TimeListProps & { now: number; todayShown: boolean }) {
  // The first page is asked for at once, next to the count, and shown as soon as it is here.
  const firstPage = useRecordPages(query, [0]).page(0);
  const count = useRecordCount(query);
  const scroller = useRef<HTMLDivElement>(null);
  const total = count.data ?? (firstPage === undefined ? 0 : Math.min(firstPage.length, recordPageSize));
  // The virtualizer keeps its own state; the compiler must not memoize around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const pages = pagesFor(items[0]?.index ?? 0, items.at(-1)?.index ?? 0);
  const records = useRecordPages(query, pages);
  const dayOf = (ms: number): number => startOfDay(ms, timeZone);
  const today = dayOf(now);
  const { t } = useI18n();

  // Offline, what was read before stays on screen; only a list never read shows the error alone.
  if (count.isError && count.data === undefined && firstPage === undefined) {
    return (
      <p className="action-error" role="alert">
        {count.error.message}
      </p>
    );
  }
  if (count.data === undefined && firstPage === undefined) return <p role="status">{t('time.reading')}</p>;
  if (total === 0) {
    if (todayShown) return null;
    return (
      <p className="empty-line" role="status">
        {t('time.empty')}
      </p>
    );
  }

  return (
    <div
      ref={scroller}
      className="time-list"
      // A list, not a feed: a feed may hold only articles, and the day headings sit between them.
      role="list"
      aria-busy={count.isFetching}
      aria-label={t('time.records')}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const stored = records.at(item.index);
          const previous = item.index === 0 ? undefined : records.at(item.index - 1);
          const firstOfDay =
            stored !== undefined &&
            (item.index === 0
              ? !(todayShown && dayOf(stored.start) === today)
              : previous !== undefined && dayOf(previous.start) !== dayOf(stored.start));
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="time-list__item"
              role="listitem"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {stored !== undefined && firstOfDay && (
                <DayHeader dayStart={dayOf(stored.start)} query={query} now={now} timeZone={timeZone} />
              )}
              {stored === undefined ? (
                <div
                  className="time-row time-row--loading"
                  style={{ height: rowHeight }}
                  aria-hidden="true"
                />
              ) : (
                <RecordRow
                  {...withPending(stored, pending)}
                  timeZone={timeZone}
                  position={item.index + 1}
                  of={total}
                  canWrite={canWrite}
                  showPerson={query.filter.people === 'everyone'}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  onContinue={onContinue}
                />
              )}
            </div>
          );
        })}
      </div>
      {(records.error ?? count.error) !== null && (
        <p className="action-error list-error" role="alert">
          {(records.error ?? count.error)?.message}
        </p>
      )}
    </div>
  );
}

function DayHeader(props: { dayStart: number; query: RecordQuery; now: number; timeZone: string }) {
  const { dayStart, query, now, timeZone } = props;
  const next = addDays(dayStart, 1, timeZone);
  const i18n = useFormatting();
  const total = useRecordTotal({ range: { from: dayStart, to: next }, filter: query.filter });
  return (
    <h2 className="day-header" style={{ height: headerHeight }}>
      <span>{dayLabel(dayStart, now, timeZone, i18n)}</span>
      <span className="day-header__total" data-testid="day-total">
        {total.data === undefined ? '…' : formatHoursMinutes(total.data.durationMs)}
      </span>
    </h2>
  );
}

const markText: Record<Exclude<PendingMark, null>, MessageId> = {
  saving: 'time.notSavedYet',
  refused: 'time.refusedByService',
  deleting: 'time.beingDeleted',
};

function RecordRow(props: {
  record: TimeRecordView;
  timeZone: string;
  mark: PendingMark;
  position: number;
  of: number;
  canWrite: boolean;
  /** Everyone's records are listed: say whose each one is. */
  showPerson: boolean;
  onEdit: (record: TimeRecordView) => void;
  onDelete: (record: TimeRecordView) => void;
  onContinue: (record: TimeRecordView) => void;
}) {
  const { record, mark, canWrite, onEdit, onDelete, onContinue } = props;
  const { t, locale } = useFormatting();
  const times = formatClockSpan(record.start, record.stop, props.timeZone, locale);
  const what = record.description === '' ? (record.project?.name ?? t('time.record')) : record.description;
  const person = props.showPerson ? (record.user?.name ?? '') : '';
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (!canWrite || mark === 'deleting' || event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onEdit(record);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      onDelete(record);
    }
  };
  return (
    <article
      className={`time-row${mark === null ? '' : ` time-row--${mark}`}`}
      style={{ minHeight: rowHeight }}
      tabIndex={0}
      aria-posinset={props.position}
      aria-setsize={props.of}
      aria-label={
        person === ''
          ? t('time.row', { times, duration: formatElapsed(record.durationMs), what })
          : t('time.rowWithPerson', { times, duration: formatElapsed(record.durationMs), what, person })
      }
      data-testid="time-row"
      onKeyDown={onKeyDown}
      onDoubleClick={() => canWrite && mark !== 'deleting' && onEdit(record)}
    >
      <span className="time-row__times">{times}</span>
      <span className="time-row__duration" data-testid="time-row-duration">
        {formatElapsed(record.durationMs)}
      </span>
      <span className="time-row__what">
        <span className="time-row__project">
          {record.project?.name ?? t('time.noProject')}
          {record.task !== null && record.task.name !== '' && (
            <span className="muted"> · {record.task.name}</span>
          )}
        </span>
        <span className="time-row__description">{record.description}</span>
      </span>
      <span className="time-row__flags">
        {person !== '' && (
          <span className="time-row__person" data-testid="time-row-person">
            {person}
          </span>
        )}
        {record.workType != null && record.workType.name !== '' && (
          <span className="badge badge--work-type" data-testid="time-row-work-type">
            {record.workType.name}
          </span>
        )}
        {record.billable && <span className="badge">{t('time.billable')}</span>}
        {mark !== null && <span className={`badge badge--${mark}`}>{t(markText[mark])}</span>}
      </span>
      {canWrite && mark !== 'deleting' && (
        <span className="time-row__actions">
          {record.project !== null && (
            <button
              type="button"
              className="button button--small"
              aria-label={t('time.continueRecord', { what, times })}
              onClick={() => onContinue(record)}
            >
              {t('time.continue')}
            </button>
          )}
          <button
            type="button"
            className="button button--small"
            aria-label={t('time.editRecord', { what, times })}
            onClick={() => onEdit(record)}
          >
            {t('time.edit')}
          </button>
          <button
            type="button"
            className="button button--small"
            aria-label={t('time.deleteRecord', { what, times })}
            onClick={() => onDelete(record)}
          >
            {t('time.delete')}
          </button>
        </span>
      )}
    </article>
  );
}
