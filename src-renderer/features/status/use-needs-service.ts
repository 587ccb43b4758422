import { useEventUpdatesQuery, useIpcQuery } from '../../platform/ipc-hooks.ts';

export const needsServiceReason = 'Needs the service, which does not answer right now.';

/**
 * For actions that cannot wait in the outbox (sign in, connect, restore, recompute, export):
 * while the service does not answer they are disabled, and this is the reason to show beside them.
 * Null while the service answers (or while its state is not known yet).
 */
export function useNeedsService(): string | null {
  const backend = useIpcQuery('backend:get-status');
  useEventUpdatesQuery('backend:status-changed', 'backend:get-status');
  return backend.data?.state === 'unreachable' ? needsServiceReason : null;
}
