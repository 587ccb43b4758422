import { useState, type SyntheticEvent } from 'react';
import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import { zoneShortName } from '../../../src-shared/format/clock-time.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import type { WriteOutcome } from '../../../src-shared/domain/outbox.ts';
import type { ProjectListItem } from '../../../src-shared/domain/project.ts';
import type { NamedRef } from '../../../src-shared/domain/stopwatch.ts';
import type { TimeRecordFields, TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { type Translate } from '../../../src-shared/i18n/translator.ts';
import { useFormatting } from '../../i18n/format-locale.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBridge } from '../../platform/bridge-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { fieldErrorsOf, type FieldWording } from '../../ui/field-errors.ts';
import { RefusedWriteView } from '../outbox/refused-write-view.tsx';
import { useWriteOutcome } from '../outbox/use-write-outcome.ts';
import { ProjectPicker } from '../projects/project-picker.tsx';
import { useFocusAfterPick } from '../projects/use-focus-after-pick.ts';
import { TaskSelect } from '../projects/task-select.tsx';
import { useProjectList } from '../projects/use-project-list.ts';
import { PriceQuote } from '../prices/price-quote.tsx';
import { useOrganizationAccount } from '../organization/use-organization-account.ts';
import { WorkTypeSelect } from '../work-types/work-type-select.tsx';
import {
  changedFields,
  fieldProblem,
  follow,
  formText,
  readEditedTimes,
  type RecordFormField,
  type RecordFormText,
  type TimesBefore,
} from './record-form.ts';

export type EditorTarget =
  /** A new record, starting from these values. */
  | { readonly kind: 'create'; readonly start: number; readonly durationMs: number }
  /** A record of the service, as the list shows it. */
  | { readonly kind: 'edit'; readonly record: TimeRecordView }
  /** A record made here that the service refused: fixed, it is sent as a new write. */
  | { readonly kind: 'fix'; readonly record: TimeRecordView; readonly writeId: string };

function fieldsOf(record: TimeRecordView): TimeRecordFields {
  return {
    start: record.start,
    stop: record.stop,
    durationMs: record.durationMs,
    projectId: record.project?.id ?? null,
    taskId: record.task?.id ?? null,
    workTypeId: record.workType?.id ?? null,
    description: record.description,
    billable: record.billable,
  };
}

function asListItem(record: TimeRecordView | null): ProjectListItem | null {
  const project = record?.project ?? null;
  return project === null
    ? null
    : { id: project.id, title: project.name, code: project.code, active: true, billable: true };
}

/** How main's refusal of a record's fields is worded next to the editor's fields. */
function recordWording(t: Translate): Readonly<Record<string, FieldWording>> {
  return {
    start: { subject: t('time.editor.subject.start') },
    stop: { subject: t('time.editor.subject.stop') },
    durationMs: { subject: t('time.editor.subject.duration') },
    projectId: { subject: t('time.editor.subject.project') },
    taskId: { subject: t('time.editor.subject.task') },
    description: { subject: t('time.editor.subject.description') },
  };
}

/** Main's field names → the editor's field that shows what is wrong with them. */
const shownAt: Readonly<Record<string, string>> = { durationMs: 'duration' };

function editorTitle(target: EditorTarget, t: Translate): string {
  return target.kind === 'create'
    ? t('time.editor.add')
    : target.kind === 'fix'
      ? t('time.editor.fix')
      : t('time.editor.edit');
}

/**
 * Create or edit a time record: times, project, task, description, billable. Dates and times
 * are the organization's (its zone comes with the account); until it is known the form waits.
 */
export function RecordEditor({ target, onClose }: { target: EditorTarget; onClose: () => void }) {
  const account = useOrganizationAccount();
  const { t } = useI18n();
  // Without the account the computer's clock is the only one there is; the form says which it uses.
  const zone = account.data?.timeZone ?? (account.isError ? computerTimeZone() : null);
  if (zone === null) {
    return (
      <Dialog title={editorTitle(target, t)} onClose={onClose}>
        <p className="muted" role="status">
          {t('time.editor.readingZone')}
        </p>
      </Dialog>
    );
  }
  return (
    <RecordEditorForm target={target} zone={zone} zoneKnown={account.data !== undefined} onClose={onClose} />
  );
}

function RecordEditorForm({
  target,
  zone,
  zoneKnown,
  onClose,
}: {
  target: EditorTarget;
  zone: string;
  /** False when the organization's zone could not be read and the computer's stands in. */
  zoneKnown: boolean;
  onClose: () => void;
}) {
  const bridge = useBridge();
  const { t, locale } = useFormatting();
  const projects = useProjectList();
  const focusAfterPick = useFocusAfterPick('record-task', 'record-description');
  const record = target.kind === 'create' ? null : target.record;
  const [before] = useState<TimesBefore | null>(() =>
    record === null
      ? null
      : {
          text: formText(record.start, record.stop, record.durationMs, zone),
          start: record.start,
          stop: record.stop,
          durationMs: record.durationMs,
        },
  );
  const [text, setText] = useState<RecordFormText>(() =>
    before === null
      ? formText(
          target.kind === 'create' ? target.start : 0,
          null,
          target.kind === 'create' ? target.durationMs : 0,
          zone,
        )
      : before.text,
  );
  const [project, setProject] = useState<ProjectListItem | null>(asListItem(record));
  const [taskId, setTaskId] = useState<string | null>(record?.task?.id ?? null);
  const [workType, setWorkType] = useState<NamedRef | null>(record?.workType ?? null);
  const [description, setDescription] = useState(record?.description ?? '');
  const [billable, setBillable] = useState(record?.billable ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  /** What main refused, per editor field, until that field changes. */
  const [refusedFields, setRefusedFields] = useState<Readonly<Record<string, string>>>({});
  /** A long entry the person was asked about; saving again saves it. */
  const [askLong, setAskLong] = useState(false);
  const { refused, settle, clear } = useWriteOutcome();
  const [busy, setBusy] = useState(false);

  // Quote only what can be read; while the times are being typed there is nothing to price.
  const parsedTimes = readEditedTimes(text, zone, before, t);
  const quoteDuration =
    parsedTimes.ok && parsedTimes.durationMs <= 31 * 86_400_000 ? parsedTimes.durationMs : null;
  // Marked while typing, not first at Save.
  const marks: Partial<Record<string, string>> = { ...refusedFields, ...fieldProblem(text, zone, before, t) };

  const forget = (field: string): void => {
    if (refusedFields[field] === undefined) return;
    setRefusedFields(Object.fromEntries(Object.entries(refusedFields).filter(([key]) => key !== field)));
  };

  const change = (field: keyof RecordFormText, value: string | boolean): void => {
    const next = { ...text, [field]: value };
    setText(follow(next, field, zone));
    setAskLong(false);
    forget(field === 'nextDay' ? 'stop' : field);
  };

  const settled = (outcome: WriteOutcome): void => {
    if (settle(outcome, t('time.editor.saved'))) onClose();
  };

  const submit = async (event?: SyntheticEvent): Promise<void> => {
    event?.preventDefault();
    const times = readEditedTimes(text, zone, before, t);
    if (!times.ok) {
      document.getElementById(`record-${times.field}`)?.focus();
      return;
    }
    if (times.long && !askLong) {
      setAskLong(true);
      return;
    }
    setAskLong(false);
    setProblem(null);
    const fields: TimeRecordFields = {
      start: times.start,
      stop: times.stop,
      durationMs: times.durationMs,
      projectId: project?.id ?? null,
      taskId: project === null ? null : taskId,
      workTypeId: workType?.id ?? null,
      description: description.trim(),
      billable,
    };
    setBusy(true);
    try {
      if (target.kind === 'edit') {
        const changes = changedFields(fieldsOf(target.record), fields);
        if (Object.keys(changes).length === 0) {
          onClose();
          return;
        }
        settled(
          await bridge.invoke('timerecords:update', {
            id: target.record.id,
            version: target.record.version,
            changes,
          }),
        );
      } else {
        const outcome = await bridge.invoke('timerecords:create', fields);
        if (target.kind === 'fix' && outcome.state !== 'refused') {
          await bridge.invoke('outbox:drop', { id: target.writeId });
        }
        settled(outcome);
      }
    } catch (error) {
      const found = fieldErrorsOf(error, recordWording(t), t('time.editor.notSaved'), { t, locale });
      setRefusedFields(
        Object.fromEntries(
          Object.entries(found.fields).map(([field, message]) => [shownAt[field] ?? field, message]),
        ),
      );
      setProblem(found.form);
    } finally {
      setBusy(false);
    }
  };

  const markOf = (field: RecordFormField | 'project' | 'description') => {
    const message = marks[field === 'project' ? 'projectId' : field];
    return {
      invalid: message !== undefined,
      props: {
        'aria-invalid': message !== undefined,
        'aria-describedby': message === undefined ? undefined : `record-${field}-error`,
      },
      note:
        message === undefined ? null : (
          <span id={`record-${field}-error`} className="action-error hint">
            {message}
          </span>
        ),
    };
  };
  const date = markOf('date');
  const start = markOf('start');
  const stop = markOf('stop');
  const duration = markOf('duration');
  const describedDuration = ['record-duration-hint', duration.invalid ? 'record-duration-error' : '']
    .filter((id) => id !== '')
    .join(' ');
  const longMs = parsedTimes.ok
    ? Math.max(parsedTimes.durationMs, (parsedTimes.stop ?? 0) - parsedTimes.start)
    : 0;
  const computerZone = computerTimeZone();
  const targetStart = target.kind === 'create' ? target.start : target.record.start;

  const title = editorTitle(target, t);
  return (
    <Dialog title={title} onClose={onClose}>
      {refused === null ? (
        <form className="stack record-editor" onSubmit={(event) => void submit(event)} aria-label={title}>
          <div className="record-editor__times">
            <div className="field">
              <label htmlFor="record-date">{t('time.editor.date')}</label>
              <input
                id="record-date"
                type="date"
                required
                value={text.date}
                {...date.props}
                onChange={(e) => change('date', e.target.value)}
              />
              {date.note}
            </div>
            <div className="field">
              <label htmlFor="record-start">{t('time.editor.start')}</label>
              <input
                id="record-start"
                type="time"
                required
                data-autofocus
                value={text.start}
                {...start.props}
                onChange={(e) => change('start', e.target.value)}
              />
              {start.note}
            </div>
            <div className="field">
              <label htmlFor="record-stop">{t('time.editor.stop')}</label>
              <input
                id="record-stop"
                type="time"
                value={text.stop}
                {...stop.props}
                onChange={(e) => change('stop', e.target.value)}
              />
              <label className="check hint">
                <input
                  type="checkbox"
                  checked={text.nextDay}
                  onChange={(e) => change('nextDay', e.target.checked)}
                />
                {t('time.editor.nextDay')}
              </label>
              {stop.note}
            </div>
            <div className="field">
              <label htmlFor="record-duration">{t('time.editor.duration')}</label>
              <input
                id="record-duration"
                inputMode="decimal"
                placeholder="1:30"
                value={text.duration}
                aria-invalid={duration.invalid}
                aria-describedby={describedDuration}
                onChange={(e) => change('duration', e.target.value)}
              />
              <span id="record-duration-hint" className="muted hint">
                {t('time.editor.durationHint')}
              </span>
              {duration.note}
            </div>
          </div>
          {!zoneKnown ? (
            <p className="muted hint" data-testid="editor-zone">
              {t('time.editor.zoneUnknown', {
                name: zoneShortName(zone, parsedTimes.ok ? parsedTimes.start : targetStart, locale),
                zone,
              })}
            </p>
          ) : (
            zone !== computerZone && (
              <p className="muted hint" data-testid="editor-zone">
                {t('time.editor.zoneOfOrganization', {
                  name: zoneShortName(zone, parsedTimes.ok ? parsedTimes.start : targetStart, locale),
                  zone,
                })}
              </p>
            )
          )}
          <ProjectPicker
            label={t('time.editor.project')}
            projects={projects.data?.items ?? []}
            value={project}
            onChange={(chosen) => {
              forget('projectId');
              setProject(chosen);
              setTaskId(null);
              if (target.kind === 'create') setBillable(chosen.billable);
            }}
            onEnter={(chosen) => focusAfterPick(chosen.id)}
          />
          <TaskSelect id="record-task" projectId={project?.id ?? null} value={taskId} onChange={setTaskId} />
          <WorkTypeSelect
            id="record-work-type"
            projectId={project?.id ?? null}
            value={workType}
            onChange={setWorkType}
          />
          <div className="field">
            <label htmlFor="record-description">{t('time.editor.description')}</label>
            <textarea
              id="record-description"
              rows={2}
              maxLength={2000}
              value={description}
              {...markOf('description').props}
              onChange={(e) => {
                forget('description');
                setDescription(e.target.value);
              }}
            />
            {markOf('description').note}
          </div>
          <label className="check">
            <input type="checkbox" checked={billable} onChange={(e) => setBillable(e.target.checked)} />
            {t('time.editor.billable')}
          </label>
          {target.kind === 'create' && quoteDuration !== null && (
            <PriceQuote
              lead={t('time.editor.wouldCost')}
              draft={{
                projectId: project?.id ?? null,
                taskId: project === null ? null : taskId,
                clientId: null,
                workTypeId: workType?.id ?? null,
                userId: null,
                duration: quoteDuration,
                billable,
              }}
            />
          )}
          {problem !== null && (
            <p className="action-error" role="alert">
              {problem}
            </p>
          )}
          {markOf('project').note}
          {askLong ? (
            <div className="stack" role="group" aria-labelledby="record-long-question">
              <p id="record-long-question" role="alert">
                {t('time.editor.long', { duration: formatHoursMinutes(longMs) })}
              </p>
              <div className="row">
                <button type="submit" className="button button--primary" disabled={busy} autoFocus>
                  {busy ? t('time.editor.saving') : t('time.editor.saveAnyway')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setAskLong(false);
                    document.getElementById('record-duration')?.focus();
                  }}
                >
                  {t('time.editor.changeIt')}
                </button>
              </div>
            </div>
          ) : (
            <div className="row">
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? t('time.editor.saving') : t('time.editor.save')}
              </button>
              <button type="button" className="button" onClick={onClose}>
                {t('time.editor.cancel')}
              </button>
            </div>
          )}
        </form>
      ) : (
        <RefusedWriteView refused={refused} onClose={onClose} onChangeValues={clear} />
      )}
    </Dialog>
  );
}
