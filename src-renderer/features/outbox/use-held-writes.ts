import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { HeldWriteGroup } from '../../../src-shared/domain/outbox.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { ipcQueryKey, useIpcEvent, useIpcQuery } from '../../platform/ipc-hooks.ts';

/**
 * Writes of other people waiting for them to sign in again. Asked again whenever the outbox or
 * the session changes: another person signing in is what makes writes held.
 */
export function useHeldWrites(): UseQueryResult<readonly HeldWriteGroup[]> {
  const client = useQueryClient();
  const query = useIpcQuery('outbox:held');
  const refetch = (): void => void client.invalidateQueries({ queryKey: ipcQueryKey('outbox:held') });
  useIpcEvent('outbox:changed', refetch);
  useIpcEvent('session:changed', refetch);
  return query;
}

export function useDiscardHeld() {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (group: HeldWriteGroup) =>
      bridge.invoke('outbox:discard-held', { connection: group.connection, person: group.person }),
    onSuccess: (groups) => client.setQueryData(ipcQueryKey('outbox:held'), groups),
  });
}
