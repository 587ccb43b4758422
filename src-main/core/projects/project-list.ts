import type { ProjectListArg, ProjectListPage } from '../../../src-shared/domain/project.ts';
import type { CoreGraph } from '../graph/core-graph.ts';
import { graphql } from '../graph/graphql.ts';

/** A page of projects by title; `after` is the previous page's `endCursor`. */
export const projectListDocument = graphql(`
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
`);

/**
 * One page of the organization's projects from the graph endpoint. `learn` hears every project
 * received, so the core can name a project offline (the stopwatch, the outbox labels).
 */
export async function listProjects(
  graph: CoreGraph,
  arg: ProjectListArg,
  learn: (project: { readonly id: string; readonly title: string; readonly code: string | null }) => void,
): Promise<ProjectListPage> {
  const data = await graph.query(projectListDocument, { first: arg.first, after: arg.after ?? null });
  const connection = data.projects;
  const items = connection.edges.map(({ node }) => ({
    id: node.id,
    title: node.title,
    code: node.code,
    active: node.active,
    billable: node.billable,
  }));
  for (const item of items) learn(item);
  return {
    items,
    hasNextPage: connection.pageInfo.hasNextPage,
    endCursor: connection.pageInfo.endCursor,
    totalCount: connection.totalCount,
  };
}
