import { useI18n } from '../../i18n/i18n-context.tsx';
import { useEventUpdatesQuery, useIpcQuery } from '../../platform/ipc-hooks.ts';

/**
 * For actions that cannot wait in the outbox (sign in, connect, restore, recompute, export):
 * while the service does not answer they are disabled, and this is the reason to show beside them.
 * Null while the service answers (or while its state is not known yet).
 */
export function useNeedsService(): string | null {
  const { t } = useI18n();
  const backend = useIpcQuery('backend:get-status');
  useEventUpdatesQuery('backend:status-changed', 'backend:get-status');
  return backend.data?.state === 'unreachable' ? t('status.needsService') : null;
}
