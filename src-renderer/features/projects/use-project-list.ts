import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  projectPageMax,
  type ProjectListItem,
  type ProjectListPage,
} from '../../../src-shared/domain/project.ts';
import { useBridge } from '../../platform/bridge-context.tsx';

export interface ProjectList {
  readonly items: readonly ProjectListItem[];
  /** How many the service has; null until the first page says. */
  readonly total: number | null;
  /** False while later pages are still coming. */
  readonly complete: boolean;
}

export const projectListKey = ['projects', 'list'] as const;

/** The graph endpoint's pages are at most 100 long. */
const pageSize = projectPageMax;

/**
 * Every project of the organization from the graph endpoint (through the core), page after page (cursor paging)
 * until all are loaded. Each page shows as soon as it arrives, so a long list is usable at once.
 */
export function useProjectList(): UseQueryResult<ProjectList> {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: projectListKey,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<ProjectList> => {
      const items: ProjectListItem[] = [];
      let after: string | null = null;
      let shownAt = 0;
      for (;;) {
        const page: ProjectListPage = await bridge.invoke('projects:list', { first: pageSize, after });
        items.push(...page.items);
        const total = page.totalCount;
        if (!page.hasNextPage || page.endCursor === null || signal.aborted) {
          return { items, total, complete: true };
        }
        after = page.endCursor;
        // The first page at once, then at most four updates a second: every update re-sorts the list.
        const now = performance.now();
        if (shownAt === 0 || now - shownAt > 250) {
          shownAt = now;
          queryClient.setQueryData<ProjectList>(projectListKey, {
            items: [...items],
            total,
            complete: false,
          });
        }
      }
    },
  });
}
