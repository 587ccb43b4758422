import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { StopwatchState, TodaySummary } from '../../../src-shared/domain/stopwatch.ts';
import type { StopwatchEditArg, StopwatchStartArg } from '../../../src-shared/ipc/channels/stopwatch.ts';
import type { AwayChoice } from '../../../src-shared/domain/stopwatch.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { ipcQueryKey, useEventUpdatesQuery, useIpcQuery } from '../../platform/ipc-hooks.ts';

/** The stopwatch as main reports it, kept current by `stopwatch:changed`. */
export function useStopwatch(): UseQueryResult<StopwatchState> {
  const query = useIpcQuery('stopwatch:get');
  useEventUpdatesQuery('stopwatch:changed', 'stopwatch:get');
  return query;
}

export function useToday(): UseQueryResult<TodaySummary> {
  const query = useIpcQuery('stopwatch:today');
  useEventUpdatesQuery('stopwatch:today-changed', 'stopwatch:today');
  return query;
}

export type StopwatchCommand =
  | { readonly kind: 'start'; readonly arg: StopwatchStartArg }
  | { readonly kind: 'pause' }
  | { readonly kind: 'resume' }
  | { readonly kind: 'stop' }
  | { readonly kind: 'edit'; readonly arg: StopwatchEditArg }
  | { readonly kind: 'answer-away'; readonly choice: AwayChoice };

/** One mutation for every stopwatch command; its answer becomes the cached state at once. */
export function useStopwatchCommand() {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: StopwatchCommand): Promise<StopwatchState> => {
      switch (command.kind) {
        case 'start':
          return bridge.invoke('stopwatch:start', command.arg);
        case 'pause':
          return bridge.invoke('stopwatch:pause');
        case 'resume':
          return bridge.invoke('stopwatch:resume');
        case 'stop':
          return bridge.invoke('stopwatch:stop');
        case 'edit':
          return bridge.invoke('stopwatch:edit', command.arg);
        case 'answer-away':
          return bridge.invoke('stopwatch:answer-away', { choice: command.choice });
      }
    },
    onSuccess: (state) => client.setQueryData(ipcQueryKey('stopwatch:get'), state),
  });
}

/**
 * Asks main to read the service's stopwatch when the window comes back into view, so one
 * started on another device shows up without any polling here.
 */
export function useRefreshOnFocus(): void {
  const bridge = useBridge();
  const client = useQueryClient();
  useEffect(() => {
    const refresh = (): void => {
      if (document.visibilityState !== 'visible') return;
      bridge
        .invoke('stopwatch:refresh')
        .then((state) => client.setQueryData(ipcQueryKey('stopwatch:get'), state))
        .catch(() => undefined);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [bridge, client]);
}
