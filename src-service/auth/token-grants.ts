import { membershipOf, membershipsOfUser } from '../identity/memberships.ts';
import { organizationByAuthId } from '../identity/organizations.ts';
import { permissionsFor, roleFor } from '../identity/permissions.ts';
import { userById, type User } from '../identity/users.ts';
import type { ServiceConfig } from '../service-config.ts';
import type { ServiceContext } from '../service-context.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { attachSessionToCode, isCodeVerifier, redeemAuthorizationCode } from './authorization-codes.ts';
import { publicClients } from './clients.ts';
import {
  createSession,
  issueRefreshToken,
  lookUpRefreshToken,
  revokeSession,
  spendRefreshToken,
  type Session,
} from './sessions.ts';
import { signAccessToken } from './tokens/access-tokens.ts';

/** The token response object (graph document; field list of addendum E). */
export interface TokenResponse {
  readonly user: {
    readonly id: string;
    readonly email: string;
    readonly first_name: string;
    readonly last_name: string;
    readonly email_verified: boolean;
  };
  /** The selected organization's authOrganizationId; absent when none was chosen. */
  readonly organization_id?: string;
  readonly access_token: string;
  readonly refresh_token: string;
  /** RFC 6749 section 5.1, for standard OAuth clients; the spec's fields above are unchanged. */
  readonly token_type: 'Bearer';
  /** Seconds from now until the access token's `exp`. */
  readonly expires_in: number;
}

export type GrantResult =
  | { readonly status: 200; readonly body: TokenResponse }
  | { readonly status: 400 | 401; readonly body: { error: string; error_description: string } }
  | {
      readonly status: 403;
      readonly body:
        | { error: string; error_description: string }
        | { code: string; message: string; organizations: { id: string; name: string }[] };
    };

export const oauthError = (error: string, description: string): GrantResult => ({
  status: 400,
  body: { error, error_description: description },
});

const invalidGrant = (description: string): GrantResult => oauthError('invalid_grant', description);

/** What the grants use of the service: storage, clock, keys and the token settings. */
export type GrantContext = Pick<ServiceContext, 'db' | 'now' | 'keys'> & {
  readonly config: Pick<ServiceConfig, 'issuer' | 'accessTokenTtlSeconds'>;
};

async function issueTokens(
  context: GrantContext,
  session: Session,
  user: User,
  authOrganizationId: string | null,
): Promise<TokenResponse> {
  const now = context.now();
  const refreshToken = await issueRefreshToken(context.db, session, authOrganizationId, now);
  const organization =
    authOrganizationId === null ? undefined : await organizationByAuthId(context.db, authOrganizationId);
  const membership =
    organization === undefined ? undefined : await membershipOf(context.db, organization.id, user.id);
  const accessToken = signAccessToken(await context.keys.signingKey(), {
    issuer: context.config.issuer,
    userId: user.id,
    sessionId: session.id,
    authOrganizationId,
    role: membership === undefined ? null : roleFor(membership.access, membership.owner),
    permissions: membership === undefined ? [] : permissionsFor(membership.access, membership.owner),
    ttlSeconds: context.config.accessTokenTtlSeconds,
    now,
  });
  return {
    user: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      email_verified: user.emailVerified,
    },
    ...(authOrganizationId === null ? {} : { organization_id: authOrganizationId }),
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    // The token's exp is its iat (now, in whole seconds) plus the lifetime.
    expires_in: context.config.accessTokenTtlSeconds,
  };
}

async function activeUser(db: SqlDatabase, userId: string): Promise<User | undefined> {
  const user = await userById(db, userId);
  return user?.active === true ? user : undefined;
}

export async function exchangeAuthorizationCode(
  context: GrantContext,
  input: { clientId: string; code: string; codeVerifier: string; redirectUri: string | null },
): Promise<GrantResult> {
  if (!publicClients.has(input.clientId)) return invalidGrant('Unknown client.');
  if (!isCodeVerifier(input.codeVerifier)) return invalidGrant('The code verifier is malformed.');
  // One transaction: a code spent by a request that then fails is not spent.
  return context.db.transaction(async (): Promise<GrantResult> => {
    const now = context.now();
    const redemption = await redeemAuthorizationCode(context.db, input, now);
    if (redemption.kind === 'rejected') {
      if (redemption.replayedSessionId !== null)
        await revokeSession(context.db, redemption.replayedSessionId, now);
      return invalidGrant(redemption.reason);
    }
    const { code } = redemption;
    const user = await activeUser(context.db, code.userId);
    if (user === undefined) return invalidGrant('The account is not active.');
    const session = await createSession(
      context.db,
      { userId: user.id, clientId: code.clientId, authOrganizationId: code.authOrganizationId },
      now,
    );
    await attachSessionToCode(context.db, code.codeHash, session.id);
    return { status: 200, body: await issueTokens(context, session, user, code.authOrganizationId) };
  });
}

/**
 * Refresh with rotation: the old refresh token is spent and a new one issued. A replayed (already
 * spent) refresh token ends its whole session. `organizationId` switches the organization:
 *   - an authOrganizationId of an organization the user belongs to: switched;
 *   - an authOrganizationId of an organization the user does not belong to: 403, nothing spent;
 *   - anything else (for example the graph `id`): accepted as the spec's rule 10 says; the new
 *     access token carries that value as `org_id` and the graph endpoint answers it with 401
 *     "Unknown organization in access token", so the client signs in again.
 * Without `organizationId` the session keeps its organization; a session without one takes the
 * user's only organization, or answers 403 organization_selection_required when there are several.
 */
export async function refreshTokens(
  context: GrantContext,
  input: { clientId: string; refreshToken: string; organizationId: string | null },
): Promise<GrantResult> {
  if (!publicClients.has(input.clientId)) return invalidGrant('Unknown client.');
  return context.db.transaction(async (): Promise<GrantResult> => {
    const now = context.now();
    const found = await lookUpRefreshToken(context.db, input.refreshToken, now);
    if (found.kind === 'unknown') return invalidGrant('The refresh token is not valid.');
    if (found.kind === 'replayed') {
      await revokeSession(context.db, found.session.id, now);
      return invalidGrant('The refresh token was already used; sign in again.');
    }
    if (found.kind === 'expired') return invalidGrant('The session has ended; sign in again.');
    const { session } = found;
    if (session.clientId !== input.clientId)
      return invalidGrant('The refresh token was issued to another client.');
    const user = await activeUser(context.db, session.userId);
    if (user === undefined) return invalidGrant('The account is not active.');

    let target = session.authOrganizationId;
    if (input.organizationId !== null) {
      const organization = await organizationByAuthId(context.db, input.organizationId);
      if (
        organization !== undefined &&
        (await membershipOf(context.db, organization.id, user.id)) === undefined
      ) {
        return {
          status: 403,
          body: {
            error: 'access_denied',
            error_description: 'The user is not a member of this organization.',
          },
        };
      }
      target = input.organizationId;
    } else if (target === null) {
      const memberships = await membershipsOfUser(context.db, user.id);
      if (memberships.length > 1) {
        return {
          status: 403,
          body: {
            code: 'organization_selection_required',
            message: 'The user belongs to several organizations; pass organization_id to choose one.',
            organizations: memberships.map((m) => ({
              id: m.organization.authOrganizationId,
              name: m.organization.title,
            })),
          },
        };
      }
      target = memberships[0]?.organization.authOrganizationId ?? null;
    }
    if (!(await spendRefreshToken(context.db, found.tokenHash, now)))
      return invalidGrant('The refresh token was already used.');
    return { status: 200, body: await issueTokens(context, session, user, target) };
  });
}
