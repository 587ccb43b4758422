import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import type { InvokeArg, InvokeChannel, InvokeResult } from '../../../src-shared/ipc/contract.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { ipcQueryKey, useIpcEvent } from '../../platform/ipc-hooks.ts';
import { newestSession } from './newest-session.ts';

const sessionKey = ipcQueryKey('session:get');

function keepNewest(client: QueryClient, incoming: SessionState): void {
  client.setQueryData<SessionState>(sessionKey, (held) => newestSession(held, incoming));
}

/** The session as main reports it, kept current by `session:changed`; never goes back in time. */
export function useSession(): UseQueryResult<SessionState> {
  const bridge = useBridge();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: () => bridge.invoke('session:get'),
    // A read that was answered before a push arrived must not replace that push.
    structuralSharing: (held, incoming) =>
      newestSession(held as SessionState | undefined, incoming as SessionState),
  });
  useIpcEvent('session:changed', (state) => keepNewest(client, state));
  return query;
}

/** Channels that act on the session and answer its new state. */
export type SessionActionChannel = {
  [C in InvokeChannel]: InvokeResult<C> extends SessionState ? C : never;
}[InvokeChannel];

/** Runs a session action; its answer becomes the cached session state unless a newer one came. */
export function useSessionAction<C extends SessionActionChannel>(
  channel: C,
): UseMutationResult<SessionState, Error, InvokeArg<C>> {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (arg: InvokeArg<C>) =>
      (bridge.invoke as (c: C, a: InvokeArg<C>) => Promise<SessionState>)(channel, arg),
    onSuccess: (state) => keepNewest(client, state),
  });
}
