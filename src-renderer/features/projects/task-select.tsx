import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBridge } from '../../platform/bridge-context.tsx';

export function useTasks(projectId: string | null) {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['tasks', projectId],
    queryFn: () => bridge.invoke('projects:tasks', { projectId: projectId ?? '' }),
    enabled: projectId !== null,
    staleTime: 60_000,
  });
}

/** The tasks of a project to choose from (open ones, and the current choice even when done). */
export function TaskSelect(props: {
  readonly id: string;
  readonly projectId: string | null;
  readonly value: string | null;
  readonly onChange: (taskId: string | null) => void;
  readonly disabled?: boolean;
}) {
  const { t } = useI18n();
  const tasks = useTasks(props.projectId);
  const choices = (tasks.data ?? []).filter((task) => !task.done || task.id === props.value);
  return (
    <div className="field">
      <label htmlFor={props.id}>{t('projects.task')}</label>
      <select
        id={props.id}
        value={props.value ?? ''}
        disabled={props.disabled === true || choices.length === 0}
        onChange={(event) => props.onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t(tasks.isFetching ? 'projects.task.loading' : 'projects.task.none')}</option>
        {choices.map((task) => (
          <option key={task.id} value={task.id}>
            {task.name}
          </option>
        ))}
      </select>
    </div>
  );
}
