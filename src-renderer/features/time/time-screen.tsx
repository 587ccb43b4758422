import { renderMessage } from '../../../src-shared/i18n/translator.ts';
import { lazy, useState } from 'react';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { formatClockSpan, zoneLabel } from '../../../src-shared/format/clock-time.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { useFirstDayOfWeek, useFormatting } from '../../i18n/format-locale.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useSession } from '../account/use-session.ts';
import { useOutbox } from '../outbox/use-outbox.ts';
import { useStopwatch } from '../tracking/use-stopwatch.ts';
import { useUndoableDelete } from '../undo/use-undoable-delete.ts';
import { TimeFilterBar } from '../time-filter/time-filter-bar.tsx';
import { useTimeFilter } from '../time-filter/use-time-filter.ts';
import { pendingRecords } from './pending-records.ts';
import { RecordEditor, type EditorTarget } from './record-editor.tsx';
import { RangePicker } from './range-picker.tsx';
import { TimeList } from './time-list.tsx';
import { dayLabel, rangeOf, startOfDay } from './time-range.ts';
import { useOrganizationZone } from '../organization/use-organization-zone.ts';
import type { TimeViewProps } from './time-view-props.ts';
import { useTimeViewStore } from './time-view-store.ts';
import { TimeViewSwitch } from './time-view-switch.tsx';
import { useContinueRecord } from './use-continue-record.ts';
import { useRecordPages, useRecordTotal, type RecordQuery } from './use-time-records.ts';
import { LoadingPart } from '../../ui/loading-part.tsx';

// The timesheet and calendar load when first chosen: the list is what most visits show.
const TimesheetView = lazy(() =>
  import('./timesheet/timesheet-view.tsx').then((m) => ({ default: m.TimesheetView })),
);
const CalendarView = lazy(() =>
  import('./calendar/calendar-view.tsx').then((m) => ({ default: m.CalendarView })),
);

/**
 * Today, this week or any days: the person's time records as a list grouped by day, a week's
 * timesheet or a calendar, to add, edit and delete.
 */
export function TimeScreen() {
  const session = useSession();
  const choice = useTimeViewStore((s) => s.range);
  const view = useTimeViewStore((s) => s.view);
  const [filter] = useTimeFilter();
  const outbox = useOutbox();
  const remove = useUndoableDelete('timerecords');
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [now] = useState(() => Date.now());
  const timeZone = useOrganizationZone();
  const stopwatch = useStopwatch().data;
  const continuing = useContinueRecord();
  const state = session.data;
  const i18n = useFormatting();
  const { t, locale } = i18n;
  const firstDay = useFirstDayOfWeek();

  if (state?.status !== 'signed-in' || state.v1.state === 'not-connected' || state.v1.needsPassword) {
    return (
      <div className="notice" role="note">
        <p>{state?.status !== 'signed-in' ? t('time.signInFirst') : t('time.connectFirst')}</p>
      </div>
    );
  }

  // Days are the organization's: until its zone is known, no day can be placed.
  if (timeZone === null) return <p role="status">{t('time.reading')}</p>;

  const range = rangeOf(choice, now, timeZone, firstDay);
  const zone = zoneLabel(timeZone, undefined, now, locale);
  const canWrite = state.access === 'FULL';
  const pending = pendingRecords(outbox.data);
  const query = range === null ? null : { range, filter };
  const addStart = (): number => {
    const base = range === null || (now >= range.from && now < range.to) ? now : range.from + 9 * 3_600_000;
    return base - 3_600_000;
  };

  return (
    <div className="time-screen">
      <div className="time-screen__bar">
        <TimeViewSwitch />
        <RangePicker timeZone={timeZone} />
        {canWrite && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditor({ kind: 'create', start: addStart(), durationMs: 3_600_000 })}
          >
            {t('time.add')}
          </button>
        )}
      </div>
      <TimeFilterBar />
      {zone !== null && (
        <p className="muted zone-note" data-testid="zone-note">
          {t('time.zoneNote', { zone })}
        </p>
      )}
      {query === null ? (
        <p className="action-error" role="alert">
          {t('time.rangeBackwards')}
        </p>
      ) : view !== 'list' ? (
        <OtherView
          view={view}
          props={{
            query,
            timeZone,
            canWrite,
            stopwatch,
            pending,
            onEdit: setEditor,
          }}
        />
      ) : (
        <>
          <RangeTotal query={query} />
          {pending.creates.length > 0 && (
            <section className="pending-creates" aria-label={t('time.notSavedYet')}>
              <h2 className="subheading">{t('time.notSavedYet')}</h2>
              <ul>
                {pending.creates.map(({ entry, record }) => (
                  <li key={entry.id} className="row">
                    <span>
                      {dayLabel(startOfDay(record.start, timeZone), now, timeZone, i18n)}{' '}
                      {formatClockSpan(record.start, record.stop, timeZone, locale)}
                    </span>
                    <span>{record.project?.name ?? t('time.noProject')}</span>
                    <span>{record.description}</span>
                    <span className={`badge badge--${entry.state}`}>
                      {entry.state === 'refused'
                        ? entry.refusal === null
                          ? t('time.refused')
                          : renderMessage(t, entry.refusal.message)
                        : t('time.waiting')}
                    </span>
                    {entry.state === 'refused' && canWrite && (
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => setEditor({ kind: 'fix', record, writeId: entry.id })}
                      >
                        {t('time.fix')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <TimeList
            query={query}
            timeZone={timeZone}
            stopwatch={stopwatch}
            pending={pending}
            canWrite={canWrite}
            onEdit={(record) => setEditor({ kind: 'edit', record })}
            onContinue={continuing.continueRecord}
            onDelete={(record: TimeRecordView) =>
              remove.mutate({
                id: record.id,
                what:
                  record.description === ''
                    ? t('time.theRecord')
                    : t('time.quoted', { text: record.description }),
              })
            }
          />
        </>
      )}
      {continuing.problem !== null && (
        <p className="action-error" role="alert">
          {continuing.problem}
        </p>
      )}
      {continuing.dialog}
      {editor !== null && <RecordEditor target={editor} onClose={() => setEditor(null)} />}
    </div>
  );
}

/** The Timesheet or the Calendar, given the same range, filter and editor as the list. */
function OtherView(props: { view: 'timesheet' | 'calendar'; props: TimeViewProps }) {
  const { t } = useI18n();
  const part = t(props.view === 'timesheet' ? 'time.view.timesheet' : 'time.view.calendar');
  return (
    <LoadingPart text={t('ui.loading', { part })}>
      {props.view === 'timesheet' ? <TimesheetView {...props.props} /> : <CalendarView {...props.props} />}
    </LoadingPart>
  );
}

/** The range's count and time, asked for once the first rows are on screen (they come first). */
function RangeTotal({ query }: { query: RecordQuery }) {
  const rows = useRecordPages(query, [0]);
  const total = useRecordTotal(query, rows.page(0) !== undefined);
  const { t } = useI18n();
  if (total.data === undefined) return null;
  return (
    <p className="range-total" data-testid="range-total">
      {t('time.total', { count: total.data.count, duration: formatHoursMinutes(total.data.durationMs) })}
    </p>
  );
}
