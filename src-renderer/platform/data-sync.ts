import { useQueryClient } from '@tanstack/react-query';
import { useIpcEvent } from './ipc-hooks.ts';

/**
 * Keeps every open view in step with main: on `data:changed`, queries whose key starts with a
 * changed resource (`['timerecords', …]`, `['projects', …]`) are refetched. Query keys of
 * organization data therefore begin with their resource name.
 */
export function useDataSync(): void {
  const queryClient = useQueryClient();
  useIpcEvent('data:changed', ({ resources }) => {
    for (const resource of resources) void queryClient.invalidateQueries({ queryKey: [resource] });
  });
}
