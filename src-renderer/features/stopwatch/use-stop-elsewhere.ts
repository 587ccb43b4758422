import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { ipcQueryKey } from '../../platform/ipc-hooks.ts';

/** Stops the stopwatch left going in another organization; the answer is the new state. */
export function useStopElsewhere() {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<StopwatchState> => bridge.invoke('stopwatch:stop-elsewhere'),
    onSuccess: (state) => client.setQueryData(ipcQueryKey('stopwatch:get'), state),
  });
}
