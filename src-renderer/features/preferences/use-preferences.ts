import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesPatch, PreferencesState } from '../../../src-shared/domain/preferences.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { ipcQueryKey, useEventUpdatesQuery, useIpcQuery } from '../../platform/ipc-hooks.ts';

export function usePreferences() {
  useEventUpdatesQuery('preferences:changed', 'preferences:get');
  return useIpcQuery('preferences:get');
}

export function useUpdatePreferences() {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PreferencesPatch) => bridge.invoke('preferences:update', patch),
    onSuccess: (state: PreferencesState) => queryClient.setQueryData(ipcQueryKey('preferences:get'), state),
  });
}
