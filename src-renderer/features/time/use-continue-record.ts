import type { ReactNode } from 'react';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { useProjectList } from '../projects/use-project-list.ts';
import { useFinishedStartAsk } from '../tracking/finished-start-ask.tsx';
import { useStopwatchCommand } from '../tracking/use-stopwatch.ts';

/**
 * Continue a record: a new stopwatch with its project, task, work type, description and billable flag (the
 * running one is stopped first, as any start does). A finished project asks first.
 */
export function useContinueRecord(): {
  readonly continueRecord: (record: TimeRecordView) => void;
  readonly dialog: ReactNode;
  readonly problem: string | null;
} {
  const command = useStopwatchCommand();
  const projects = useProjectList();
  const finished = useFinishedStartAsk();
  const continueRecord = (record: TimeRecordView): void => {
    const project = record.project;
    if (project === null) return;
    const listed = projects.data?.items.find((item) => item.id === project.id);
    finished.ask({ title: project.name, active: listed?.active ?? true }, () =>
      command.mutate({
        kind: 'start',
        arg: {
          projectId: project.id,
          taskId: record.task?.id ?? null,
          workTypeId: record.workType?.id ?? null,
          description: record.description,
          billable: record.billable,
        },
      }),
    );
  };
  return {
    continueRecord,
    dialog: finished.dialog,
    problem: command.error === null ? null : command.error.message,
  };
}
