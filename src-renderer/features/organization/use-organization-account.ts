import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { InvokeResult } from '../../../src-shared/ipc/contract.ts';
import { useBridge } from '../../platform/bridge-context.tsx';

/**
 * The current organization as time tracking knows it: title, currency, time zone and its today.
 * Time, Reports, the trash and the stopwatch all place days and times with it. Kept under the
 * reports' key, so whatever refreshes reports refreshes it too.
 */
export function useOrganizationAccount(enabled = true): UseQueryResult<InvokeResult<'reports:account'>> {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['reports', 'account'],
    queryFn: () => bridge.invoke('reports:account'),
    enabled,
    staleTime: 5 * 60_000,
  });
}
