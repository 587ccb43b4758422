import { print } from 'graphql';
import { z } from 'zod';
import type {
  MembershipAccess,
  OrganizationSummary,
  SessionUser,
} from '../../../src-shared/domain/session.ts';
import type { GraphResult } from './graph-client.ts';
import { isMissingTenant } from './graph-errors.ts';
import { graphql } from './graphql.ts';

/** Who the credential belongs to and where: the current user and all their organizations. */
export const authenticationContextDocument = graphql(`
  query StintAuthenticationContext {
    authenticationContext {
      account {
        profile {
          firstName
          lastName
          email
        }
      }
      user {
        id
        access
        owner
      }
      organization {
        id
        authOrganizationId
        profile {
          title
        }
      }
      accesses(first: 100) {
        edges {
          node {
            organization {
              id
              authOrganizationId
              profile {
                title
              }
            }
          }
        }
      }
    }
  }
`);

/**
 * The same document as text: it is sent while signing in, before the typed client may run. The
 * answer is still checked with zod, since a remote deployment's schema is not shown in full.
 */
export const authenticationContextQuery = print(authenticationContextDocument);

const organizationSchema = z.object({
  id: z.string(),
  authOrganizationId: z.string(),
  profile: z.object({ title: z.string().nullish() }).nullish(),
});

const contextSchema = z.object({
  authenticationContext: z.object({
    account: z.object({
      profile: z.object({
        firstName: z.string().nullish(),
        lastName: z.string().nullish(),
        email: z.string().nullish(),
      }),
    }),
    user: z.object({ id: z.string(), access: z.string().nullish() }).nullish(),
    organization: organizationSchema.nullish(),
    accesses: z
      .object({
        edges: z.array(z.object({ node: z.object({ organization: organizationSchema.nullish() }) })),
      })
      .nullish(),
  }),
});

export interface AuthenticationContext {
  readonly user: SessionUser;
  /** The service's id of the signed-in person; null when the service did not say. */
  readonly userId: string | null;
  readonly access: MembershipAccess | null;
  readonly organization: OrganizationSummary | null;
  readonly organizations: readonly OrganizationSummary[];
}

export class AuthenticationContextError extends Error {
  readonly missingTenant: boolean;
  constructor(message: string, missingTenant: boolean) {
    super(message);
    this.name = 'AuthenticationContextError';
    this.missingTenant = missingTenant;
  }
}

function summary(organization: z.infer<typeof organizationSchema>): OrganizationSummary {
  const title = organization.profile?.title;
  return {
    id: organization.id,
    authOrganizationId: organization.authOrganizationId,
    title: title === undefined || title === null || title === '' ? 'Unnamed organization' : title,
  };
}

/** Reads the answer to `authenticationContextQuery`; a Missing tenant error is reported as such. */
export function parseAuthenticationContext(result: GraphResult): AuthenticationContext {
  const missingTenant = (result.errors ?? []).some(isMissingTenant);
  const parsed = contextSchema.safeParse(result.data);
  if (!parsed.success) {
    throw new AuthenticationContextError(
      result.errors?.[0]?.message ?? 'The service did not say who is signed in.',
      missingTenant,
    );
  }
  const context = parsed.data.authenticationContext;
  const profile = context.account.profile;
  const seen = new Set<string>();
  const organizations: OrganizationSummary[] = [];
  for (const edge of context.accesses?.edges ?? []) {
    const organization = edge.node.organization;
    if (organization == null || seen.has(organization.id)) continue;
    seen.add(organization.id);
    organizations.push(summary(organization));
  }
  organizations.sort((a, b) => a.title.localeCompare(b.title));
  const access = context.user?.access;
  const current = context.organization == null ? null : summary(context.organization);
  if (missingTenant && current === null) {
    throw new AuthenticationContextError('Missing tenant', true);
  }
  return {
    user: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      email: profile.email ?? '',
    },
    userId: context.user?.id ?? null,
    access: access === 'FULL' || access === 'READ' ? access : null,
    organization: current,
    organizations,
  };
}
