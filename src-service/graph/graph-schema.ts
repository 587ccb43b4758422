import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLNullableType,
} from 'graphql';
import type { Membership } from '../identity/memberships.ts';
import { membershipsOfUser } from '../identity/memberships.ts';
import type { Organization } from '../identity/organizations.ts';
import { permissionsFor } from '../identity/permissions.ts';
import type { ProjectRow } from '../domain/projects/project-store.ts';
import type { GraphContext } from './graph-context.ts';
import { graphError } from './graph-errors.ts';
import { pageSize } from './graph-limits.ts';
import { createProjectResolver, deleteProjectResolver, updateProjectResolver } from './project-mutations.ts';
import { projectResolver, projectsResolver, type ProjectConnection } from './project-queries.ts';
import type { Principal } from './graph-credentials.ts';

const nonNull = <T extends GraphQLNullableType>(type: T): GraphQLNonNull<T> => new GraphQLNonNull(type);
const iso = (ms: number): string => new Date(ms).toISOString();

const accessType = new GraphQLEnumType({
  name: 'Access',
  description: 'FULL may read and change data; READ may only read.',
  values: { FULL: { value: 'FULL' }, READ: { value: 'READ' } },
});

const pageInfoType = new GraphQLObjectType<{
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}>({
  name: 'PageInfo',
  fields: {
    hasNextPage: { type: nonNull(GraphQLBoolean) },
    hasPreviousPage: { type: nonNull(GraphQLBoolean) },
    startCursor: { type: GraphQLString },
    endCursor: { type: GraphQLString },
  },
});

const organizationProfileType = new GraphQLObjectType<Organization, GraphContext>({
  name: 'OrganizationProfile',
  fields: {
    title: { type: nonNull(GraphQLString) },
    accountUrl: { type: nonNull(GraphQLString), description: 'v1 address prefix: /t/{accountUrl}/v1/...' },
    timeZone: { type: nonNull(GraphQLString), description: 'IANA time zone of the organization.' },
    currency: { type: nonNull(GraphQLString), description: 'ISO 4217 currency of its prices.' },
  },
});

const organizationType = new GraphQLObjectType<Organization, GraphContext>({
  name: 'Organization',
  fields: {
    id: {
      type: nonNull(GraphQLID),
      description: 'Identifier in this service; use it wherever the API expects an organization.',
    },
    authOrganizationId: {
      type: nonNull(GraphQLString),
      description:
        'Identifier in the sign-in service; use it only as organization_id when requesting a token.',
    },
    profile: { type: nonNull(organizationProfileType), resolve: (organization) => organization },
  },
});

const accountType = new GraphQLObjectType<Principal, GraphContext>({
  name: 'Account',
  fields: {
    id: { type: nonNull(GraphQLID), resolve: (p) => p.user.id },
    profile: {
      type: nonNull(
        new GraphQLObjectType<Principal['user'], GraphContext>({
          name: 'AccountProfile',
          fields: {
            firstName: { type: nonNull(GraphQLString) },
            lastName: { type: nonNull(GraphQLString) },
            email: { type: nonNull(GraphQLString) },
          },
        }),
      ),
      resolve: (p) => p.user,
    },
  },
});

const userType = new GraphQLObjectType<Principal, GraphContext>({
  name: 'User',
  description: 'The caller as a member of the current organization (access and owner are null without one).',
  fields: {
    id: { type: nonNull(GraphQLID), resolve: (p) => p.user.id },
    access: { type: accessType, resolve: (p) => p.membership?.access ?? null },
    owner: { type: GraphQLBoolean, resolve: (p) => p.membership?.owner ?? null },
  },
});

const organizationAccessType = new GraphQLObjectType<
  { organization: Organization; membership: Membership },
  GraphContext
>({
  name: 'OrganizationAccess',
  fields: {
    organization: { type: nonNull(organizationType) },
    access: { type: nonNull(accessType), resolve: (a) => a.membership.access },
    owner: { type: nonNull(GraphQLBoolean), resolve: (a) => a.membership.owner },
  },
});

interface AccessConnection {
  edges: { cursor: string; node: { organization: Organization; membership: Membership } }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

const accessConnectionType = new GraphQLObjectType<AccessConnection, GraphContext>({
  name: 'AccessConnection',
  fields: {
    edges: {
      type: nonNull(
        new GraphQLList(
          nonNull(
            new GraphQLObjectType({
              name: 'AccessEdge',
              fields: {
                cursor: { type: nonNull(GraphQLString) },
                node: { type: nonNull(organizationAccessType) },
              },
            }),
          ),
        ),
      ),
    },
    pageInfo: { type: nonNull(pageInfoType) },
    totalCount: { type: nonNull(GraphQLInt) },
  },
});

const connectionArgs = {
  first: { type: GraphQLInt, description: `Page size, 1 to ${pageSize.max} (default ${pageSize.default}).` },
  after: { type: GraphQLString, description: 'endCursor of the previous page.' },
};

const authenticationContextType = new GraphQLObjectType<Principal, GraphContext>({
  name: 'AuthenticationContext',
  fields: {
    account: { type: nonNull(accountType), resolve: (p) => p },
    user: { type: nonNull(userType), resolve: (p) => p },
    organization: { type: organizationType, resolve: (p) => p.organization },
    permissions: {
      type: nonNull(new GraphQLList(nonNull(GraphQLString))),
      resolve: (p) => (p.membership === null ? [] : permissionsFor(p.membership.access, p.membership.owner)),
    },
    accesses: {
      type: nonNull(accessConnectionType),
      description: 'Every organization the caller belongs to, by title.',
      args: connectionArgs,
      resolve: async (
        p,
        args: { first?: number | null; after?: string | null },
        context,
      ): Promise<AccessConnection> => {
        const first = pageSize.check(args.first);
        const all = await membershipsOfUser(context.service.db, p.user.id);
        let start = 0;
        if (args.after != null) {
          start = all.findIndex((m) => m.membership.id === args.after) + 1;
          if (start === 0) throw graphError('after is not a cursor of this list.', 'BAD_REQUEST');
        }
        const page = all.slice(start, start + first);
        const edges = page.map((m) => ({ cursor: m.membership.id, node: m }));
        return {
          edges,
          pageInfo: {
            hasNextPage: start + first < all.length,
            hasPreviousPage: start > 0,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
          totalCount: all.length,
        };
      },
    },
  },
});

const projectType = new GraphQLObjectType<ProjectRow, GraphContext>({
  name: 'Project',
  fields: {
    id: { type: nonNull(GraphQLID) },
    title: { type: nonNull(GraphQLString), resolve: (p) => p.name },
    code: { type: GraphQLString },
    note: { type: GraphQLString },
    active: { type: nonNull(GraphQLBoolean), resolve: (p) => p.active === 1 },
    billable: { type: nonNull(GraphQLBoolean), resolve: (p) => p.billable === 1 },
    personal: { type: nonNull(GraphQLBoolean), resolve: (p) => p.personal === 1 },
    version: {
      type: nonNull(GraphQLInt),
      description: 'Incremented on every change; pass it to updateProject.',
    },
    createdAt: {
      type: nonNull(GraphQLString),
      description: 'ISO 8601, UTC.',
      resolve: (p) => iso(p.created_at),
    },
    updatedAt: {
      type: nonNull(GraphQLString),
      description: 'ISO 8601, UTC.',
      resolve: (p) => iso(p.updated_at),
    },
  },
});

const projectConnectionType = new GraphQLObjectType<ProjectConnection, GraphContext>({
  name: 'ProjectConnection',
  fields: {
    edges: {
      type: nonNull(
        new GraphQLList(
          nonNull(
            new GraphQLObjectType({
              name: 'ProjectEdge',
              fields: { cursor: { type: nonNull(GraphQLString) }, node: { type: nonNull(projectType) } },
            }),
          ),
        ),
      ),
    },
    pageInfo: { type: nonNull(pageInfoType) },
    totalCount: { type: nonNull(GraphQLInt), resolve: (connection) => connection.totalCount() },
  },
});

const projectFields = {
  title: { type: GraphQLString },
  code: { type: GraphQLString, description: 'Up to 20 characters; null clears it.' },
  note: { type: GraphQLString },
  active: { type: GraphQLBoolean },
  billable: { type: GraphQLBoolean },
  personal: { type: GraphQLBoolean, description: 'Visible to its owner only.' },
};

const createProjectInput = new GraphQLInputObjectType({
  name: 'CreateProjectInput',
  fields: {
    id: {
      type: GraphQLID,
      description: 'Optional lowercase UUID chosen by the client (makes a retry idempotent).',
    },
    ...projectFields,
    title: { type: nonNull(GraphQLString) },
  },
});

const updateProjectInput = new GraphQLInputObjectType({
  name: 'UpdateProjectInput',
  fields: {
    id: { type: nonNull(GraphQLID) },
    version: {
      type: GraphQLInt,
      description: 'When given, the update applies only to this version (else CONFLICT).',
    },
    ...projectFields,
  },
});

const deleteProjectPayload = new GraphQLObjectType<{
  id: string;
  trashItemId: string;
  groupId: string;
  movedCount: number;
}>({
  name: 'DeleteProjectPayload',
  fields: {
    id: { type: nonNull(GraphQLID), description: 'The deleted project.' },
    trashItemId: {
      type: nonNull(GraphQLID),
      description: 'Its trash item (v1 /trash/{id}/$restore brings it back).',
    },
    groupId: {
      type: nonNull(GraphQLID),
      description: 'Shared by the project and the tasks and time records moved with it.',
    },
    movedCount: { type: nonNull(GraphQLInt), description: 'Rows moved to the trash, the project included.' },
  },
});

/** The graph endpoint's schema. Field lists of the graph document, plus project mutations. */
export const graphSchema = new GraphQLSchema({
  query: new GraphQLObjectType<unknown, GraphContext>({
    name: 'Query',
    fields: {
      authenticationContext: {
        type: nonNull(authenticationContextType),
        resolve: (_root, _args: Record<string, never>, context) => context.principal,
      },
      projects: {
        type: nonNull(projectConnectionType),
        description: 'Live projects of the current organization, by title.',
        args: connectionArgs,
        resolve: projectsResolver,
      },
      project: {
        type: projectType,
        args: { id: { type: nonNull(GraphQLID) } },
        resolve: projectResolver,
      },
    },
  }),
  mutation: new GraphQLObjectType<unknown, GraphContext>({
    name: 'Mutation',
    fields: {
      createProject: {
        type: nonNull(projectType),
        args: { input: { type: nonNull(createProjectInput) } },
        resolve: createProjectResolver,
      },
      updateProject: {
        type: nonNull(projectType),
        args: { input: { type: nonNull(updateProjectInput) } },
        resolve: updateProjectResolver,
      },
      deleteProject: {
        type: nonNull(deleteProjectPayload),
        description:
          'Moves the project, its tasks and its time records to the trash (one group), as v1 DELETE does.',
        args: { id: { type: nonNull(GraphQLID) } },
        resolve: deleteProjectResolver,
      },
    },
  }),
});
