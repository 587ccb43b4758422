import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import type { TaskView } from '../../../src-shared/domain/project.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { renderMessage, type Translate } from '../../../src-shared/i18n/translator.ts';
import { useFormatting } from '../../i18n/format-locale.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBridge } from '../../platform/bridge-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { formatCount } from '../../ui/format.ts';
import { fieldErrorsOf, type FieldWording } from '../../ui/field-errors.ts';
import { useToast } from '../../ui/toast.tsx';
import { useUndoableDelete } from '../undo/use-undoable-delete.ts';
import { ProjectForm } from './project-form.tsx';
import { useTasks } from './task-select.tsx';

/** A money budget as a plain amount with cents, in the person's number format. */
function formatBudget(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** A project's detail from the v1 interface, with its tasks; controls only for full access. */
export function ProjectDetailPanel({ projectId, canWrite }: { projectId: string; canWrite: boolean }) {
  const bridge = useBridge();
  const { t, locale } = useFormatting();
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
  if (project === undefined) return <p role="status">{t('projects.detail.reading')}</p>;
  return (
    <section className="project-detail" aria-labelledby="project-detail-title">
      <h2 id="project-detail-title">
        {project.name}
        {project.code !== null && <span className="muted"> {project.code}</span>}
      </h2>
      <dl className="facts">
        <dt>{t('projects.detail.client')}</dt>
        <dd>{project.client?.name ?? t('projects.detail.noClient')}</dd>
        <dt>{t('projects.detail.billable')}</dt>
        <dd>{t(project.billable ? 'projects.detail.yes' : 'projects.detail.no')}</dd>
        <dt>{t('projects.detail.status')}</dt>
        <dd>{t(project.active ? 'projects.detail.active' : 'projects.detail.finished')}</dd>
        <dt>{t('projects.detail.timeBudget')}</dt>
        <dd>
          {project.timeBudgetMs === null
            ? t('projects.detail.noBudget')
            : formatHoursMinutes(project.timeBudgetMs)}
        </dd>
        <dt>{t('projects.detail.moneyBudget')}</dt>
        <dd>
          {project.priceBudget === null
            ? t('projects.detail.noBudget')
            : formatBudget(project.priceBudget, locale)}
        </dd>
        <dt>{t('projects.detail.timeRecords')}</dt>
        <dd>{countOrDash(project.timeRecordsCount, locale)}</dd>
        <dt>{t('projects.detail.openTasks')}</dt>
        <dd>{countOrDash(project.tasksCount, locale)}</dd>
        <dt>{t('projects.detail.members')}</dt>
        <dd>{countOrDash(project.membersCount, locale)}</dd>
      </dl>
      {project.note !== null && project.note !== '' && <p className="note">{project.note}</p>}
      {canWrite && (
        <div className="row">
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {t('projects.edit')}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              // Its time records go to the trash with it: that is asked before, not only undone after.
              if (project.timeRecordsCount === 0)
                remove.mutate({ id: project.id, what: t('projects.theProject', { name: project.name }) });
              else setAskingDelete(true);
            }}
          >
            {t('projects.delete')}
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
            remove.mutate({ id: project.id, what: t('projects.theProject', { name: project.name }) });
          }}
        />
      )}
    </section>
  );
}

/** A count the service may leave out (null): a dash then. */
function countOrDash(count: number | null, locale: string): string {
  return count === null ? '—' : formatCount(count, locale);
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
  const { t } = useI18n();
  return (
    <Dialog
      role="alertdialog"
      title={t('projects.deleteAsk.title', { name })}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" data-autofocus onClick={onClose}>
            {t('projects.deleteAsk.keep')}
          </button>
          <button type="button" className="button button--danger" onClick={onDelete}>
            {records === null
              ? t('projects.delete')
              : t('projects.deleteAsk.withRecords', { count: records })}
          </button>
        </>
      }
    >
      <p>
        {records === null
          ? t('projects.deleteAsk.unknownRecords')
          : t('projects.deleteAsk.records', { count: records })}
      </p>
    </Dialog>
  );
}

function taskWording(t: Translate): Readonly<Record<string, FieldWording>> {
  return { name: { subject: t('projects.tasks.nameSubject') } };
}

function Tasks({ projectId, canWrite }: { projectId: string; canWrite: boolean }) {
  const bridge = useBridge();
  const toast = useToast();
  const { t, locale } = useFormatting();
  const tasks = useTasks(projectId);
  const remove = useUndoableDelete('tasks');
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (taskName: string) => bridge.invoke('tasks:create', { projectId, name: taskName }),
    onSuccess: (outcome) => {
      if (outcome.state === 'refused')
        toast.show({ message: renderMessage(t, outcome.refusal.message), tone: 'error' });
      else setName('');
    },
    onError: (error) => {
      const found = fieldErrorsOf(error, taskWording(t), t('projects.tasks.notAdded'), { t, locale });
      if (found.fields['name'] !== undefined) setNameProblem(found.fields['name']);
      else toast.show({ message: found.form ?? t('projects.tasks.notAdded'), tone: 'error' });
    },
  });
  const toggle = useMutation({
    mutationFn: (task: TaskView) =>
      bridge.invoke('tasks:update', { id: task.id, version: task.version, changes: { done: !task.done } }),
    onSuccess: (outcome) => {
      if (outcome.state === 'refused')
        toast.show({ message: renderMessage(t, outcome.refusal.message), tone: 'error' });
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
        {t('projects.tasks')}
      </h3>
      {tasks.data?.length === 0 && <p className="muted">{t('projects.tasks.none')}</p>}
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
                aria-label={t('projects.tasks.deleteTask', { name: task.name })}
                onClick={() =>
                  remove.mutate({ id: task.id, what: t('projects.tasks.theTask', { name: task.name }) })
                }
              >
                {t('projects.tasks.delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {canWrite && (
        <form className="row" onSubmit={submit} aria-label={t('projects.tasks.addForm')}>
          <label htmlFor="new-task" className="visually-hidden">
            {t('projects.tasks.new')}
          </label>
          <input
            id="new-task"
            placeholder={t('projects.tasks.new')}
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
            {t('projects.tasks.add')}
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
