import { useState, type SyntheticEvent } from 'react';
import type { ProjectListItem } from '../../../../src-shared/domain/project.ts';
import { useI18n } from '../../../i18n/i18n-context.tsx';
import { ProjectPicker } from '../../projects/project-picker.tsx';
import { TaskSelect, useTasks } from '../../projects/task-select.tsx';
import { useProjectList } from '../../projects/use-project-list.ts';
import type { AddedRow } from './timesheet-model.ts';

/** A row for a project (and a task, if wanted) that has no time this week yet. */
export function AddTimesheetRow({ onAdd }: { onAdd: (row: AddedRow) => void }) {
  const projects = useProjectList();
  const [project, setProject] = useState<ProjectListItem | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The picker shows its own text; a new key empties it after a row was added.
  const [round, setRound] = useState(0);
  const { t } = useI18n();
  const tasks = useTasks(project?.id ?? null);

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (project === null) {
      setProblem(t('timesheet.chooseProject'));
      document.getElementById('timesheet-add-project')?.focus();
      return;
    }
    const task = tasks.data?.find((t) => t.id === taskId);
    onAdd({
      project: { id: project.id, name: project.title, code: project.code },
      task: task === undefined ? null : { id: task.id, name: task.name },
      billable: project.billable,
    });
    setProject(null);
    setTaskId(null);
    setProblem(null);
    setRound((n) => n + 1);
  };

  return (
    <form className="timesheet-add" aria-label={t('timesheet.addRow')} onSubmit={submit}>
      <ProjectPicker
        key={round}
        label={t('timesheet.addRow')}
        inputId="timesheet-add-project"
        projects={(projects.data?.items ?? []).filter((p) => p.active)}
        value={project}
        onChange={(chosen) => {
          setProject(chosen);
          setTaskId(null);
          setProblem(null);
        }}
      />
      <TaskSelect
        id="timesheet-add-task"
        projectId={project?.id ?? null}
        value={taskId}
        onChange={setTaskId}
      />
      <button type="submit" className="button">
        {t('timesheet.addRowButton')}
      </button>
      {problem !== null && (
        <p className="action-error hint" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
