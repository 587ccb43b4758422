import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import type { TaskView } from '../../../src-shared/domain/project.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { fieldErrorsOf, type FieldWording } from '../../ui/field-errors.ts';
import { useToast } from '../../ui/toast.tsx';
import { useUndoableDelete } from '../undo/use-undoable-delete.ts';
import { ProjectForm } from './project-form.tsx';
import { useTasks } from './task-select.tsx';

const money = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A project's detail from the v1 interface, with its tasks; controls only for full access. */
export function ProjectDetailPanel({ projectId, canWrite }: { projectId: string; canWrite: boolean }) {
  const bridge = useBridge();
  const detail = useQuery({
    queryKey: ['projects', 'detail', projectId],
    queryFn: () => bridge.invoke('projects:detail', { id: projectId }),
  });
  const remove = useUndoableDelete('projects');
  const [editing, setEditing] = useState(false);
  const [askingDelete, setAskingDelete] = useState(false);

  if (detail.isError && detail.data === undefined) {
    return (
      <p className="action-error" role="alert">
        {detail.error.message}
      </p>
    );
  }
  const project = detail.data;
  if (project === undefined) return <p role="status">Reading the project…</p>;
  return (
    <section className="project-detail" aria-labelledby="project-detail-title">
      <h2 id="project-detail-title">
        {project.name}
        {project.code !== null && <span className="muted"> {project.code}</span>}
      </h2>
      <dl className="facts">
        <dt>Client</dt>
        <dd>{project.client?.name ?? 'None'}</dd>
        <dt>Billable</dt>
        <dd>{project.billable ? 'Yes' : 'No'}</dd>
        <dt>Status</dt>
        <dd>{project.active ? 'Active' : 'Finished'}</dd>
        <dt>Time budget</dt>
        <dd>{project.timeBudgetMs === null ? 'None' : formatHoursMinutes(project.timeBudgetMs)}</dd>
        <dt>Money budget</dt>
        <dd>{project.priceBudget === null ? 'None' : money.format(project.priceBudget)}</dd>
        <dt>Time records</dt>
        <dd>{project.timeRecordsCount ?? '—'}</dd>
        <dt>Open tasks</dt>
        <dd>{project.tasksCount ?? '—'}</dd>
        <dt>Members</dt>
        <dd>{project.membersCount ?? '—'}</dd>
      </dl>
      {project.note !== null && project.note !== '' && <p className="note">{project.note}</p>}
      {canWrite && (
        <div className="row">
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Edit project
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              // Its time records go to the trash with it: that is asked before, not only undone after.
              if (project.timeRecordsCount === 0)
                remove.mutate({ id: project.id, what: `the project ${project.name}` });
              else setAskingDelete(true);
            }}
          >
            Delete project
          </button>
        </div>
      )}
      <Tasks projectId={project.id} canWrite={canWrite} />
      {editing && <ProjectForm project={project} onClose={() => setEditing(false)} />}
      {askingDelete && (
        <DeleteProjectAsk
          name={project.name}
          records={project.timeRecordsCount}
          onClose={() => setAskingDelete(false)}
          onDelete={() => {
            setAskingDelete(false);
            remove.mutate({ id: project.id, what: `the project ${project.name}` });
          }}
        />
      )}
    </section>
  );
}

function recordsText(count: number): string {
  return count === 1 ? '1 time record' : `${count.toLocaleString()} time records`;
}

/** Deleting a project that has time records asks first, with how many go to the trash with it. */
function DeleteProjectAsk({
  name,
  records,
  onClose,
  onDelete,
}: {
  name: string;
  /** Null when the service did not say. */
  records: number | null;
  onClose: () => void;
  onDelete: () => void;
}) {
  return (
    <Dialog
      role="alertdialog"
      title={`Delete ${name}?`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" data-autofocus onClick={onClose}>
            Keep the project
          </button>
          <button type="button" className="button button--danger" onClick={onDelete}>
            {records === null ? 'Delete project' : `Delete project and ${recordsText(records)}`}
          </button>
        </>
      }
    >
      <p>
        {records === null
          ? 'Its time records, if it has any, move to the trash with it.'
          : `It has ${recordsText(records)}. They move to the trash with the project.`}{' '}
        Undo or the trash brings them back.
      </p>
    </Dialog>
  );
}

const taskWording: Readonly<Record<string, FieldWording>> = { name: { subject: 'The task name' } };

function Tasks({ projectId, canWrite }: { projectId: string; canWrite: boolean }) {
  const bridge = useBridge();
  const toast = useToast();
  const tasks = useTasks(projectId);
  const remove = useUndoableDelete('tasks');
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (taskName: string) => bridge.invoke('tasks:create', { projectId, name: taskName }),
    onSuccess: (outcome) => {
      if (outcome.state === 'refused') toast.show({ message: outcome.refusal.message, tone: 'error' });
      else setName('');
    },
    onError: (error) => {
      const found = fieldErrorsOf(error, taskWording, 'The task was not added.');
      if (found.fields['name'] !== undefined) setNameProblem(found.fields['name']);
      else toast.show({ message: found.form ?? 'The task was not added.', tone: 'error' });
    },
  });
  const toggle = useMutation({
    mutationFn: (task: TaskView) =>
      bridge.invoke('tasks:update', { id: task.id, version: task.version, changes: { done: !task.done } }),
    onSuccess: (outcome) => {
      if (outcome.state === 'refused') toast.show({ message: outcome.refusal.message, tone: 'error' });
    },
    onError: (error) => toast.show({ message: error.message, tone: 'error' }),
  });
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (name.trim() !== '') add.mutate(name.trim());
  };
  return (
    <section aria-labelledby="tasks-heading" className="tasks">
      <h3 id="tasks-heading" className="subheading">
        Tasks
      </h3>
      {tasks.data?.length === 0 && <p className="muted">No tasks yet.</p>}
      <ul className="task-list">
        {(tasks.data ?? []).map((task) => (
          <li key={task.id} className="row">
            <label className="check">
              <input
                type="checkbox"
                checked={task.done}
                disabled={!canWrite}
                onChange={() => toggle.mutate(task)}
              />
              <span className={task.done ? 'done' : undefined}>{task.name}</span>
            </label>
            {canWrite && (
              <button
                type="button"
                className="button button--small"
                aria-label={`Delete the task ${task.name}`}
                onClick={() => remove.mutate({ id: task.id, what: `the task ${task.name}` })}
              >
                Delete
              </button>
            )}
          </li>
        ))}
      </ul>
      {canWrite && (
        <form className="row" onSubmit={submit} aria-label="Add a task">
          <label htmlFor="new-task" className="visually-hidden">
            New task
          </label>
          <input
            id="new-task"
            placeholder="New task"
            maxLength={200}
            value={name}
            aria-invalid={nameProblem !== null}
            aria-describedby={nameProblem === null ? undefined : 'new-task-error'}
            onChange={(e) => {
              setNameProblem(null);
              setName(e.target.value);
            }}
          />
          <button type="submit" className="button" disabled={add.isPending || name.trim() === ''}>
            Add task
          </button>
          {nameProblem !== null && (
            <span id="new-task-error" className="action-error hint">
              {nameProblem}
            </span>
          )}
        </form>
      )}
    </section>
  );
}
