import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { gql, useClient, type OperationResult } from 'urql';
import type { ProjectListItem } from '../../../src-shared/domain/project.ts';

export interface ProjectList {
  readonly items: readonly ProjectListItem[];
  /** How many the service has; null until the first page says. */
  readonly total: number | null;
  /** False while later pages are still coming. */
  readonly complete: boolean;
}

export const projectListKey = ['projects', 'list'] as const;

/** The graph endpoint's pages are at most 100 long. */
const pageSize = 100;

const projectsPage = gql`
  query ProjectList($first: Int!, $after: String) {
    projects(first: $first, after: $after) {
      edges {
        node {
          id
          title
          code
          active
          billable
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`;

interface PageData {
  readonly projects: {
    readonly edges: readonly { readonly node: ProjectListItem }[];
    readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor: string | null };
    readonly totalCount: number;
  };
}

/**
 * Every project of the organization from the graph endpoint, page after page (cursor paging)
 * until all are loaded. Each page shows as soon as it arrives, so a long list is usable at once.
 */
export function useProjectList(): UseQueryResult<ProjectList> {
  const graph = useClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: projectListKey,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<ProjectList> => {
      const items: ProjectListItem[] = [];
      let after: string | null = null;
      let shownAt = 0;
      for (;;) {
        const result: OperationResult<PageData> = await graph
          .query<PageData>(projectsPage, { first: pageSize, after }, { requestPolicy: 'network-only' })
          .toPromise();
        if (result.error !== undefined)
          throw new Error(result.error.graphQLErrors[0]?.message ?? result.error.message);
        const page: PageData['projects'] | undefined = result.data?.projects;
        if (page === undefined) throw new Error('The service answered without a project list.');
        for (const edge of page.edges) items.push(edge.node);
        const total = page.totalCount;
        if (!page.pageInfo.hasNextPage || page.pageInfo.endCursor === null || signal.aborted) {
          return { items, total, complete: true };
        }
        after = page.pageInfo.endCursor;
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
