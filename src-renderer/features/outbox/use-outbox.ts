import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { ipcQueryKey, useEventUpdatesQuery, useIpcQuery } from '../../platform/ipc-hooks.ts';

/** The writes waiting to reach the service, kept current by `outbox:changed`. */
export function useOutbox(): UseQueryResult<OutboxStatus> {
  const query = useIpcQuery('outbox:get');
  useEventUpdatesQuery('outbox:changed', 'outbox:get');
  return query;
}

export type OutboxDecision = 'retry' | 'drop' | 'overwrite';

export function useOutboxDecision() {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: OutboxDecision }) =>
      bridge.invoke(`outbox:${decision}`, { id }),
    onSuccess: (status) => client.setQueryData(ipcQueryKey('outbox:get'), status),
  });
}
