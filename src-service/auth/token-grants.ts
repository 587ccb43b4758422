import type { Database } from 'better-sqlite3';
import { membershipOf, membershipsOfUser } from '../identity/memberships.ts';
import { organizationByAuthId } from '../identity/organizations.ts';
import { permissionsFor, roleFor } from '../identity/permissions.ts';
import { userById, type User } from '../identity/users.ts';
import type { ServiceContext } from '../service-context.ts';
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

function issueTokens(
  context: ServiceContext,
  session: Session,
  user: User,
  authOrganizationId: string | null,
): TokenResponse {
  const now = context.now();
  const refreshToken = issueRefreshToken(context.db, session, authOrganizationId, now);
  const organization =
    authOrganizationId === null ? undefined : organizationByAuthId(context.db, authOrganizationId);
  const membership =
    organization === undefined ? undefined : membershipOf(context.db, organization.id, user.id);
  const accessToken = signAccessToken(context.keys.signingKey(), {
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

function activeUser(db: Database, userId: string): User | undefined {
  const user = userById(db, userId);
  return user?.active === true ? user : undefined;
}

export function exchangeAuthorizationCode(
  context: ServiceContext,
  input: { clientId: string; code: string; codeVerifier: string; redirectUri: string | null },
): GrantResult {
  if (!publicClients.has(input.clientId)) return invalidGrant('Unknown client.');
  if (!isCodeVerifier(input.codeVerifier)) return invalidGrant('The code verifier is malformed.');
  const grant = context.db.transaction((): GrantResult => {
    const now = context.now();
    const redemption = redeemAuthorizationCode(context.db, input, now);
    if (redemption.kind === 'rejected') {
      if (redemption.replayedSessionId !== null) revokeSession(context.db, redemption.replayedSessionId, now);
      return invalidGrant(redemption.reason);
    }
    const { code } = redemption;
    const user = activeUser(context.db, code.userId);
    if (user === undefined) return invalidGrant('The account is not active.');
    const session = createSession(
      context.db,
      { userId: user.id, clientId: code.clientId, authOrganizationId: code.authOrganizationId },
      now,
    );
    attachSessionToCode(context.db, code.codeHash, session.id);
    return { status: 200, body: issueTokens(context, session, user, code.authOrganizationId) };
  });
  // IMMEDIATE: the grant always writes, and a read lock taken first could not become a write
  // lock while another instance writes (SQLITE_BUSY, which no busy timeout waits out).
  return grant.immediate();
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
export function refreshTokens(
  context: ServiceContext,
  input: { clientId: string; refreshToken: string; organizationId: string | null },
): GrantResult {
  if (!publicClients.has(input.clientId)) return invalidGrant('Unknown client.');
  const grant = context.db.transaction((): GrantResult => {
    const now = context.now();
    const found = lookUpRefreshToken(context.db, input.refreshToken, now);
    if (found.kind === 'unknown') return invalidGrant('The refresh token is not valid.');
    if (found.kind === 'replayed') {
      revokeSession(context.db, found.session.id, now);
      return invalidGrant('The refresh token was already used; sign in again.');
    }
    if (found.kind === 'expired') return invalidGrant('The session has ended; sign in again.');
    const { session } = found;
    if (session.clientId !== input.clientId)
      return invalidGrant('The refresh token was issued to another client.');
    const user = activeUser(context.db, session.userId);
    if (user === undefined) return invalidGrant('The account is not active.');

    let target = session.authOrganizationId;
    if (input.organizationId !== null) {
      const organization = organizationByAuthId(context.db, input.organizationId);
      if (organization !== undefined && membershipOf(context.db, organization.id, user.id) === undefined) {
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
      const memberships = membershipsOfUser(context.db, user.id);
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
    if (!spendRefreshToken(context.db, found.tokenHash, now))
      return invalidGrant('The refresh token was already used.');
    return { status: 200, body: issueTokens(context, session, user, target) };
  });
  // IMMEDIATE, as for the code grant: a spent refresh token must not answer SQLITE_BUSY.
  return grant.immediate();
}
