import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataSync } from '../../platform/data-sync.ts';
import { useIpcEvent } from '../../platform/ipc-hooks.ts';
import { useTimeFilterStore } from '../time-filter/time-filter-store.ts';

/**
 * Queries that describe the app, the session or the person, not an organization's data: kept
 * across a switch. Removing one that a provider above this screen reads (the language for
 * I18nProvider) would leave that provider watching a query no longer in the cache, deaf to changes.
 */
const organizationIndependent = new Set<string>([
  'app:get-info',
  'backend:get-status',
  'session:get',
  'connection:get',
  'preferences:get',
]);

/**
 * Everything cached for one organization lives below this: every react-query entry of
 * organization data (removed) and what the time filter narrows to (cleared, whichever screen is
 * open). Main announces
 * a switch with `org:changed`; signing out counts as a switch to no organization.
 */
export function OrganizationScope({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useDataSync();
  useIpcEvent('org:changed', () => {
    queryClient.removeQueries({
      predicate: (query) => !organizationIndependent.has(String(query.queryKey[0])),
    });
    // The time filter's projects and clients are the old organization's; whose time stays.
    useTimeFilterStore.getState().clear();
  });
  return <>{children}</>;
}
