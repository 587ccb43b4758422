import {
  decodeProjectCursor,
  encodeProjectCursor,
  getProject,
  listProjects,
  type ProjectRow,
} from '../domain/projects/project-store.ts';
import { tenantOf, type GraphContext } from './graph-context.ts';
import { graphError } from './graph-errors.ts';
import { pageSize } from './graph-limits.ts';

export interface ProjectConnection {
  readonly edges: readonly { cursor: string; node: ProjectRow }[];
  readonly pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  readonly totalCount: () => Promise<number>;
}

export async function projectsResolver(
  _root: unknown,
  args: { first?: number | null; after?: string | null },
  context: GraphContext,
): Promise<ProjectConnection> {
  const { scope, userId } = tenantOf(context);
  const first = pageSize.check(args.first);
  const after = args.after == null ? null : decodeProjectCursor(args.after);
  if (args.after != null && after === null)
    throw graphError('after is not a cursor of this list.', 'BAD_REQUEST');
  const page = await listProjects(scope, userId, { first, after });
  // Cursors only when a field asks for them: most pages are read without one, and encoding a
  // cursor per row cost more than the rest of the row's fields.
  const cursorOf = (node: ProjectRow | undefined): string | null =>
    node === undefined ? null : encodeProjectCursor(node);
  const edges = page.rows.map((node) => ({
    get cursor(): string {
      return encodeProjectCursor(node);
    },
    node,
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: after !== null,
      get startCursor() {
        return cursorOf(page.rows[0]);
      },
      get endCursor() {
        return cursorOf(page.rows.at(-1));
      },
    },
    totalCount: page.totalCount,
  };
}

export async function projectResolver(
  _root: unknown,
  args: { id: string },
  context: GraphContext,
): Promise<ProjectRow | null> {
  const { scope, userId } = tenantOf(context);
  return (await getProject(scope, userId, args.id)) ?? null;
}
