import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Favorite } from '../../../src-shared/domain/favorite.ts';
import { sameFavorite } from '../../../src-shared/domain/favorite.ts';
import type { FavoriteAddArg } from '../../../src-shared/ipc/channels/favorites.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { ipcQueryKey, useEventUpdatesQuery } from '../../platform/ipc-hooks.ts';

/** The person's favorites where they work now, kept current by `favorites:changed`. */
export function useFavorites(): UseQueryResult<readonly Favorite[]> {
  const bridge = useBridge();
  // Many stars share this list (one per project row); main announces every change, so a newly
  // shown star does not ask again (each answer costs main a question to the service).
  const query = useQuery({
    queryKey: ipcQueryKey('favorites:list'),
    queryFn: () => bridge.invoke('favorites:list'),
    staleTime: 60_000,
  });
  useEventUpdatesQuery('favorites:changed', 'favorites:list');
  return query;
}

export type FavoriteToggle =
  { readonly kind: 'add'; readonly arg: FavoriteAddArg } | { readonly kind: 'remove'; readonly id: string };

/** Stars or unstars; the answer becomes the cached list at once. */
export function useToggleFavorite() {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (toggle: FavoriteToggle): Promise<readonly Favorite[]> =>
      toggle.kind === 'add'
        ? bridge.invoke('favorites:add', toggle.arg)
        : bridge.invoke('favorites:remove', { id: toggle.id }),
    onSuccess: (list) => client.setQueryData(ipcQueryKey('favorites:list'), list),
  });
}

/** The favorite of exactly this project, task and description, if starred. */
export function findFavorite(
  favorites: readonly Favorite[] | undefined,
  projectId: string,
  taskId: string | null = null,
  description = '',
): Favorite | null {
  return favorites?.find((favorite) => sameFavorite(favorite, projectId, taskId, description)) ?? null;
}
