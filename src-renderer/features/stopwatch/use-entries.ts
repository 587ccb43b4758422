import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { startArgOf, type EntryTemplate } from '../../../src-shared/domain/entry-template.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { useEventUpdatesQuery, useIpcEvent, useIpcQuery } from '../../platform/ipc-hooks.ts';
import { useProjectList } from '../projects/use-project-list.ts';
import { useFinishedStartAsk } from '../tracking/finished-start-ask.tsx';
import { useStopwatchCommand } from '../tracking/use-stopwatch.ts';

/** The last distinct entries (newest first), kept current by `entries:changed`. */
export function useRecentEntries(): UseQueryResult<readonly EntryTemplate[]> {
  const query = useIpcQuery('entries:recent');
  useEventUpdatesQuery('entries:changed', 'entries:recent');
  return query;
}

/** Earlier entries matching `text`; the last answer stays shown while the next one comes. */
export function useEntrySuggestions(
  text: string,
  enabled: boolean,
): UseQueryResult<readonly EntryTemplate[]> {
  const bridge = useBridge();
  const client = useQueryClient();
  useIpcEvent('entries:changed', () => void client.invalidateQueries({ queryKey: ['entries:suggest'] }));
  return useQuery({
    queryKey: ['entries:suggest', text],
    queryFn: () => bridge.invoke('entries:suggest', { text }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/**
 * Continue an entry: a new stopwatch with its project, task, description and billable flag (the
 * running one is stopped first, as any start does). A finished project asks first.
 */
export function useContinueEntry(): {
  readonly continueEntry: (entry: EntryTemplate) => void;
  readonly dialog: ReactNode;
  readonly problem: string | null;
  readonly pending: boolean;
} {
  const command = useStopwatchCommand();
  const projects = useProjectList();
  const finished = useFinishedStartAsk();
  const continueEntry = (entry: EntryTemplate): void => {
    const listed = projects.data?.items.find((item) => item.id === entry.project.id);
    finished.ask({ title: entry.project.name, active: listed?.active ?? true }, () =>
      command.mutate({ kind: 'start', arg: startArgOf(entry) }),
    );
  };
  return {
    continueEntry,
    dialog: finished.dialog,
    problem: command.error === null ? null : command.error.message,
    pending: command.isPending,
  };
}
