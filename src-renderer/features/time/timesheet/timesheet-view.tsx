import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { WriteOutcome } from '../../../../src-shared/domain/outbox.ts';
import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { addDays } from '../../../../src-shared/domain/local-date.ts';
import { localDateOf } from '../../../../src-shared/domain/zoned-time.ts';
import type { Translate } from '../../../../src-shared/i18n/translator.ts';
import { useFirstDayOfWeek, useFormatting } from '../../../i18n/format-locale.ts';
import { useBridge } from '../../../platform/bridge-context.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useUndoableDelete } from '../../undo/use-undoable-delete.ts';
import { withPending } from '../pending-records.ts';
import type { TimeViewProps } from '../time-view-props.ts';
import { useTimeViewStore } from '../time-view-store.ts';
import { AddTimesheetRow } from './add-timesheet-row.tsx';
import { unseenWrites, withLocalWrites, type LocalWrite } from './local-writes.ts';
import { SeveralRecordsDialog } from './several-records-dialog.tsx';
import { TimesheetGrid, type CellPosition, type FocusRequest } from './timesheet-grid.tsx';
import { buildTimesheet, planCell, rowKey, weekAround, type AddedRow } from './timesheet-model.ts';
import { useWeekRecords } from './use-week-records.ts';

/** Ids of records typed here that the service has not named yet. */
const localPrefix = 'local-';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayHeading(instant: number, timeZone: string, locale: string): string {
  let format = dayFormats.get(`${locale}|${timeZone}`);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', timeZone });
    dayFormats.set(`${locale}|${timeZone}`, format);
  }
  return format.format(instant);
}

function weekTitle(from: number, timeZone: string, locale: string, t: Translate): string {
  const text = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  return t('timesheet.weekOf', { date: text.format(from) });
}

/**
 * The week of the Time range (the week its first day is in) as a timesheet: what a person
 * worked on each day, to fill in by keyboard. What typing into a cell writes is the rule in
 * docs/timesheet.md, said again in the help text under the grid.
 */
export function TimesheetView({ query, timeZone, canWrite, pending, onEdit }: TimeViewProps) {
  const firstDay = useFirstDayOfWeek();
  const week = useMemo(
    () => weekAround(query.range.from, timeZone, firstDay),
    [query.range.from, timeZone, firstDay],
  );
  const range = { from: week.bounds[0] ?? query.range.from, to: week.bounds[7] ?? query.range.to };
  // A timesheet is the person's own: typing into a cell must never change a colleague's record.
  const filter = query.filter.people === 'me' ? query.filter : { ...query.filter, people: 'me' as const };
  const records = useWeekRecords(range, filter);
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useUndoableDelete('timerecords');
  const helpId = useId();
  const [added, setAdded] = useState<AddedRow[]>([]);
  const [writes, setWrites] = useState<LocalWrite[]>([]);
  const [several, setSeveral] = useState<CellPosition | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [now] = useState(() => Date.now());
  const setRange = useTimeViewStore((s) => s.setRange);
  const { t, locale } = useFormatting();

  const shown = useMemo(() => {
    const read = (records.data ?? []).flatMap((record) => {
      const view = withPending(record, pending);
      return view.mark === 'deleting' ? [] : [view.record];
    });
    const waiting = pending.creates.map(({ record }) => record);
    return withLocalWrites([...read, ...waiting], unseenWrites(writes, read, records.dataUpdatedAt));
  }, [records.data, records.dataUpdatedAt, pending, writes]);
  const sheet = useMemo(() => buildTimesheet(shown, added, week), [shown, added, week]);
  const today = week.dates.indexOf(localDateOf(now, timeZone));
  const dayLabels = week.bounds.slice(0, 7).map((instant) => dayHeading(instant, timeZone, locale));

  const track = (write: LocalWrite, send: Promise<WriteOutcome>, what: string): void => {
    setWrites((all) => [...all, write]);
    const settle = (): void => {
      setWrites((all) => all.map((w) => (w === write ? { ...w, settledAt: Date.now() } : w)));
      void queryClient.invalidateQueries({ queryKey: ['timerecords'] });
    };
    send
      .then((outcome) => {
        if (outcome.state === 'refused') {
          toast.show({
            message: t('timesheet.notSaved', { what, reason: outcome.refusal.message }),
            tone: 'error',
          });
        }
      })
      .catch((error: unknown) => {
        toast.show({
          message: t('timesheet.notSaved', {
            what,
            reason: error instanceof Error ? error.message : t('timesheet.unknownError'),
          }),
          tone: 'error',
        });
      })
      .finally(settle);
  };

  const onCommit = (at: CellPosition, text: string): string | null => {
    const plan = planCell(sheet, at.row, at.day, text, timeZone, t);
    const row = sheet.rows[at.row];
    const what = t('timesheet.cellWhat', {
      project: row?.project?.name ?? t('timesheet.noProject'),
      day: dayLabels[at.day] ?? '',
    });
    // A record typed a moment ago has no id on the service yet: changing it must wait for one.
    if ((plan.kind === 'update' || plan.kind === 'delete') && plan.record.id.startsWith(localPrefix)) {
      return t('timesheet.stillSaving');
    }
    switch (plan.kind) {
      case 'none':
        return null;
      case 'invalid':
        return plan.message;
      case 'choose':
        setSeveral(at);
        return null;
      case 'create': {
        const { fields } = plan;
        const record: TimeRecordView = {
          id: `${localPrefix}${String(writes.length)}-${String(fields.start)}`,
          version: 0,
          start: fields.start,
          stop: fields.stop,
          durationMs: fields.durationMs,
          description: '',
          billable: fields.billable,
          project: row?.project ?? null,
          task: row?.task ?? null,
          client: null,
          price: null,
        };
        track({ kind: 'create', record, settledAt: null }, bridge.invoke('timerecords:create', fields), what);
        return null;
      }
      case 'update':
        track(
          { kind: 'update', id: plan.record.id, ...plan.changes, settledAt: null },
          bridge.invoke('timerecords:update', {
            id: plan.record.id,
            version: plan.record.version,
            changes: plan.changes,
          }),
          what,
        );
        return null;
      case 'delete':
        remove.mutate({ id: plan.record.id, what: t('timesheet.timeOf', { what }) });
        return null;
    }
  };

  /** Another week, as the Time range's days: the List and the Calendar follow. */
  const goWeek = (by: -1 | 1): void => {
    const [monday] = week.dates;
    if (monday === undefined) return;
    setRange({ kind: 'custom', first: addDays(monday, 7 * by), last: addDays(monday, 7 * by + 6) });
  };

  const addRow = (row: AddedRow): void => {
    setAdded((all) => [...all, row]);
    setFocusRequest({
      rowKey: rowKey(row.project.id, row.task?.id ?? null),
      day: Math.max(0, today),
      seq: (focusRequest?.seq ?? 0) + 1,
    });
  };

  if (records.isError && records.data === undefined) {
    return (
      <p className="action-error" role="alert">
        {records.error.message}
      </p>
    );
  }
  if (records.data === undefined) return <p role="status">{t('timesheet.reading')}</p>;
  const severalRow = several === null ? undefined : sheet.rows[several.row];
  return (
    <section className="timesheet-view" aria-label={t('timesheet.title')}>
      <div className="timesheet-view__head">
        <h2 className="subheading">{weekTitle(range.from, timeZone, locale, t)}</h2>
        <span className="row">
          <button type="button" className="button button--small" onClick={() => goWeek(-1)}>
            {t('timesheet.previousWeek')}
          </button>
          <button type="button" className="button button--small" onClick={() => goWeek(1)}>
            {t('timesheet.nextWeek')}
          </button>
        </span>
      </div>
      {query.filter.people !== 'me' && (
        <p className="muted hint" role="note">
          {t('timesheet.ownTimeOnly')}
        </p>
      )}
      {sheet.rows.length === 0 ? (
        <p className="empty-line" role="status">
          {canWrite ? t('timesheet.emptyCanAdd') : t('timesheet.empty')}
        </p>
      ) : (
        <TimesheetGrid
          sheet={sheet}
          dayLabels={dayLabels}
          today={today}
          canWrite={canWrite}
          onCommit={onCommit}
          onOpenSeveral={setSeveral}
          focusRequest={focusRequest}
          label={weekTitle(range.from, timeZone, locale, t)}
          describedBy={helpId}
        />
      )}
      {canWrite && <AddTimesheetRow onAdd={addRow} />}
      <p id={helpId} className="muted hint timesheet-help">
        {canWrite ? t('timesheet.help') : t('timesheet.helpReadOnly')}
      </p>
      {several !== null && severalRow !== undefined && (
        <SeveralRecordsDialog
          records={severalRow.cells[several.day] ?? []}
          title={t('timesheet.cellWhat', {
            project: severalRow.project?.name ?? t('timesheet.noProject'),
            day: dayLabels[several.day] ?? '',
          })}
          timeZone={timeZone}
          onClose={() => setSeveral(null)}
          onEdit={(record) => {
            setSeveral(null);
            onEdit({ kind: 'edit', record });
          }}
        />
      )}
    </section>
  );
}
