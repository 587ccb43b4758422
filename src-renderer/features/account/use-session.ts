import {
  useMutation,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import type { InvokeArg, InvokeChannel, InvokeResult } from '../../../src-shared/ipc/contract.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { ipcQueryKey, useEventUpdatesQuery, useIpcQuery } from '../../platform/ipc-hooks.ts';

/** The session as main reports it, kept current by `session:changed`. */
export function useSession(): UseQueryResult<SessionState> {
  const query = useIpcQuery('session:get');
  useEventUpdatesQuery('session:changed', 'session:get');
  return query;
}

/** Channels that act on the session and answer its new state. */
export type SessionActionChannel = {
  [C in InvokeChannel]: InvokeResult<C> extends SessionState ? C : never;
}[InvokeChannel];

/** Runs a session action; its answer becomes the cached session state at once. */
export function useSessionAction<C extends SessionActionChannel>(
  channel: C,
): UseMutationResult<SessionState, Error, InvokeArg<C>> {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (arg: InvokeArg<C>) =>
      (bridge.invoke as (c: C, a: InvokeArg<C>) => Promise<SessionState>)(channel, arg),
    onSuccess: (state) => client.setQueryData(ipcQueryKey('session:get'), state),
  });
}
