import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type {
  EventChannel,
  EventPayload,
  InvokeArg,
  InvokeChannel,
  InvokeResult,
} from '../../src-shared/ipc/contract.ts';
import type { SocketState } from './socket-bridge.ts';
import { useBridge } from './bridge-context.tsx';

/** Query key of an argument-less invoke channel, shared by queries and event-driven updates. */
export const ipcQueryKey = (channel: InvokeChannel): readonly [string] => [channel];

/** Channels that take no argument, so a query needs nothing but the channel. */
export type NoArgChannel = {
  [C in InvokeChannel]: undefined extends InvokeArg<C> ? C : never;
}[InvokeChannel];

/** Reads an argument-less channel through react-query. */
export function useIpcQuery<C extends NoArgChannel>(channel: C): UseQueryResult<InvokeResult<C>> {
  const bridge = useBridge();
  return useQuery({
    queryKey: ipcQueryKey(channel),
    // For a generic C the rest-argument type stays deferred; NoArgChannel guarantees none is needed.
    queryFn: () => (bridge.invoke as (c: C) => Promise<InvokeResult<C>>)(channel),
  });
}

/** Subscribes to an event for the lifetime of the component. */
export function useIpcEvent<C extends EventChannel>(
  channel: C,
  listener: (payload: EventPayload<C>) => void,
): void {
  const bridge = useBridge();
  const onEvent = useEffectEvent(listener);
  useEffect(() => bridge.on(channel, (payload) => onEvent(payload)), [bridge, channel]);
}

/** Keeps a query's cached value current from an event that carries the new value. */
export function useEventUpdatesQuery(event: EventChannel, queryChannel: InvokeChannel): void {
  const client = useQueryClient();
  useIpcEvent(event, (payload) => client.setQueryData(ipcQueryKey(queryChannel), payload));
}

export function useLinkState(): SocketState {
  const bridge = useBridge();
  return useSyncExternalStore(bridge.onLinkStateChange, bridge.linkState);
}
