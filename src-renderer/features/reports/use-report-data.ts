import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { InvokeArg, InvokeResult } from '../../../src-shared/ipc/contract.ts';
import type { DataResource } from '../../../src-shared/domain/data-resource.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { useIpcEvent } from '../../platform/ipc-hooks.ts';

type ReportChannel = 'reports:summary' | 'reports:slices' | 'reports:trend' | 'reports:records';

/**
 * One report, cached under `['reports', channel, arg]` so `data:changed` with `reports` refreshes
 * it. While a new period or filter loads, the previous numbers stay on screen (marked as loading)
 * instead of the screen going blank.
 */
export function useReport<C extends ReportChannel>(
  channel: C,
  arg: InvokeArg<C>,
  enabled = true,
): UseQueryResult<InvokeResult<C>> {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['reports', channel, arg],
    queryFn: () => (bridge.invoke as (c: C, a: InvokeArg<C>) => Promise<InvokeResult<C>>)(channel, arg),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Reports are made of time records: whatever changes records, or what they belong to, changes them. */
const feedsReports: ReadonlySet<DataResource> = new Set(['timerecords', 'projects', 'tasks', 'clients']);

export function useReportsFollowChanges(): void {
  const client = useQueryClient();
  useIpcEvent('data:changed', ({ resources }) => {
    if (resources.some((resource) => feedsReports.has(resource))) {
      void client.invalidateQueries({ queryKey: ['reports'] });
    }
  });
}
