import type { ReactNode } from 'react';
import type { Favorite } from '../../../src-shared/domain/favorite.ts';
import { useProjectList } from '../projects/use-project-list.ts';
import { useFinishedStartAsk } from '../tracking/finished-start-ask.tsx';
import { useStopwatchCommand } from '../tracking/use-stopwatch.ts';

/**
 * Starts a favorite: its project, task and description, billable as the project is (a running
 * stopwatch is stopped first, as any start does). A finished project asks first.
 */
export function useStartFavorite(options: { readonly onProblem?: (message: string) => void } = {}): {
  readonly startFavorite: (favorite: Favorite) => void;
  readonly dialog: ReactNode;
  readonly problem: string | null;
  readonly pending: boolean;
} {
  const command = useStopwatchCommand();
  const projects = useProjectList();
  const finished = useFinishedStartAsk();
  const startFavorite = (favorite: Favorite): void => {
    if (favorite.gone) return;
    const listed = projects.data?.items.find((item) => item.id === favorite.project.id);
    finished.ask({ title: favorite.project.name, active: listed?.active ?? true }, () =>
      command.mutate(
        {
          kind: 'start',
          arg: {
            projectId: favorite.project.id,
            taskId: favorite.task?.id ?? null,
            description: favorite.description,
            ...(listed === undefined ? {} : { billable: listed.billable }),
          },
        },
        { onError: (error) => options.onProblem?.(error.message) },
      ),
    );
  };
  return {
    startFavorite,
    dialog: finished.dialog,
    problem: command.error === null ? null : command.error.message,
    pending: command.isPending,
  };
}
