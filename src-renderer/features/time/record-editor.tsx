import { useState, type SyntheticEvent } from 'react';
import type { WriteOutcome } from '../../../src-shared/domain/outbox.ts';
import type { ProjectListItem } from '../../../src-shared/domain/project.ts';
import type { TimeRecordFields, TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { RefusedWriteView } from '../outbox/refused-write-view.tsx';
import { useWriteOutcome } from '../outbox/use-write-outcome.ts';
import { ProjectPicker } from '../projects/project-picker.tsx';
import { TaskSelect } from '../projects/task-select.tsx';
import { useProjectList } from '../projects/use-project-list.ts';
import { PriceQuote } from '../prices/price-quote.tsx';
import { changedFields, follow, formText, readTimes, type RecordFormText } from './record-form.ts';

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

/** Create or edit a time record: times, project, task, description, billable. */
export function RecordEditor({ target, onClose }: { target: EditorTarget; onClose: () => void }) {
  const bridge = useBridge();
  const projects = useProjectList();
  const record = target.kind === 'create' ? null : target.record;
  const [text, setText] = useState<RecordFormText>(() =>
    record === null
      ? formText(
          target.kind === 'create' ? target.start : 0,
          null,
          target.kind === 'create' ? target.durationMs : 0,
        )
      : formText(record.start, record.stop, record.durationMs),
  );
  const [project, setProject] = useState<ProjectListItem | null>(asListItem(record));
  const [taskId, setTaskId] = useState<string | null>(record?.task?.id ?? null);
  const [description, setDescription] = useState(record?.description ?? '');
  const [billable, setBillable] = useState(record?.billable ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const { refused, settle, clear } = useWriteOutcome();
  const [busy, setBusy] = useState(false);

  // Quote only what can be read; while the times are being typed there is nothing to price.
  const parsedTimes = readTimes(text);
  const quoteDuration =
    parsedTimes.ok && parsedTimes.durationMs <= 31 * 86_400_000 ? parsedTimes.durationMs : null;

  const change = (field: keyof RecordFormText, value: string): void => {
    const next = { ...text, [field]: value };
    setText(field === 'date' ? next : follow(next, field));
  };

  const settled = (outcome: WriteOutcome): void => {
    if (settle(outcome, 'Time record saved.')) onClose();
  };

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const times = readTimes(text);
    if (!times.ok) {
      setProblem(times.message);
      return;
    }
    setProblem(null);
    const fields: TimeRecordFields = {
      start: times.start,
      stop: times.stop,
      durationMs: times.durationMs,
      projectId: project?.id ?? null,
      taskId: project === null ? null : taskId,
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
      setProblem(error instanceof Error ? error.message : 'The record was not saved.');
    } finally {
      setBusy(false);
    }
  };

  const title =
    target.kind === 'create' ? 'Add time' : target.kind === 'fix' ? 'Fix and send again' : 'Edit time record';
  return (
    <Dialog title={title} onClose={onClose}>
      {refused === null ? (
        <form className="stack record-editor" onSubmit={(event) => void submit(event)} aria-label={title}>
          <div className="record-editor__times">
            <div className="field">
              <label htmlFor="record-date">Date</label>
              <input
                id="record-date"
                type="date"
                required
                value={text.date}
                onChange={(e) => change('date', e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="record-start">Start</label>
              <input
                id="record-start"
                type="time"
                required
                data-autofocus
                value={text.start}
                onChange={(e) => change('start', e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="record-stop">Stop</label>
              <input
                id="record-stop"
                type="time"
                value={text.stop}
                onChange={(e) => change('stop', e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="record-duration">Duration</label>
              <input
                id="record-duration"
                inputMode="decimal"
                placeholder="1:30"
                aria-describedby="record-duration-hint"
                value={text.duration}
                onChange={(e) => change('duration', e.target.value)}
              />
              <span id="record-duration-hint" className="muted hint">
                1:30, 90m or 1.5h
              </span>
            </div>
          </div>
          <ProjectPicker
            label="Project"
            projects={projects.data?.items ?? []}
            value={project}
            onChange={(chosen) => {
              setProject(chosen);
              setTaskId(null);
              if (target.kind === 'create') setBillable(chosen.billable);
            }}
          />
          <TaskSelect id="record-task" projectId={project?.id ?? null} value={taskId} onChange={setTaskId} />
          <div className="field">
            <label htmlFor="record-description">Description</label>
            <textarea
              id="record-description"
              rows={2}
              maxLength={2000}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <label className="check">
            <input type="checkbox" checked={billable} onChange={(e) => setBillable(e.target.checked)} />
            Billable
          </label>
          {target.kind === 'create' && quoteDuration !== null && (
            <PriceQuote
              lead="This entry would cost:"
              draft={{
                projectId: project?.id ?? null,
                taskId: project === null ? null : taskId,
                clientId: null,
                workTypeId: null,
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
          <div className="row">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <RefusedWriteView refused={refused} onClose={onClose} onChangeValues={clear} />
      )}
    </Dialog>
  );
}
