import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useEventUpdatesQuery, useIpcQuery } from '../platform/ipc-hooks.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { readAgeMessage } from './read-age.ts';

/** Queries about the app itself, not what the service said about the organization. */
const aboutTheApp = new Set<string>([
  'app:get-info',
  'backend:get-status',
  'connection:get',
  'preferences:get',
]);

/** When the newest organization data in the cache was read, or null when nothing was. */
function useNewestRead(): number | null {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => {
      let newest: number | null = null;
      for (const query of cache.getAll()) {
        if (aboutTheApp.has(String(query.queryKey[0])) || query.state.data === undefined) continue;
        const at = query.state.dataUpdatedAt;
        if (newest === null || at > newest) newest = at;
      }
      return newest;
    },
  );
}

/** A clock for the age, once every 30 seconds while shown. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = (): void => setNow(Date.now());
    // At once when it goes offline: the clock of a notice mounted long ago is stale.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 30_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [active]);
  return now;
}

/**
 * While the service does not answer, every screen says so and how old what it shows is, instead
 * of an empty screen or a reading that never ends.
 */
export function OfflineNotice() {
  const { t } = useI18n();
  const backend = useIpcQuery('backend:get-status');
  useEventUpdatesQuery('backend:status-changed', 'backend:get-status');
  const offline = backend.data?.state === 'unreachable';
  const newest = useNewestRead();
  const now = useNow(offline);
  if (!offline) return null;
  return (
    <p className="offline-notice" role="status" data-testid="offline-notice">
      {newest === null
        ? t('status.offlineNothingRead')
        : t('status.offlineShowing', { age: readAgeMessage(newest, now) })}
    </p>
  );
}
