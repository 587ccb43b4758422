import type { IncomingHttpHeaders } from 'node:http';
import { findApiKey } from '../api-keys/api-keys.ts';
import { sessionById } from '../auth/sessions.ts';
import type { VerifiedTokenCache } from '../auth/tokens/verified-token-cache.ts';
import { membershipOf, type Membership } from '../identity/memberships.ts';
import { organizationByAuthId, organizationById, type Organization } from '../identity/organizations.ts';
import { userById, type User } from '../identity/users.ts';
import type { ServiceContext } from '../service-context.ts';
import { credentialErrors, type CredentialError } from './graph-errors.ts';

/** Who is calling, in which organization (null: a token issued without one). */
export interface Principal {
  readonly credential: 'access-token' | 'api-key';
  readonly user: User;
  readonly organization: Organization | null;
  readonly membership: Membership | null;
}

export type CredentialCheck =
  | { readonly ok: true; readonly principal: Principal }
  | { readonly ok: false; readonly error: CredentialError };

const fail = (error: CredentialError): CredentialCheck => ({ ok: false, error });

const bearer = /^Bearer +([^\s]+) *$/i;

async function fromAccessToken(
  context: ServiceContext,
  tokens: VerifiedTokenCache,
  header: string,
): Promise<CredentialCheck> {
  const match = bearer.exec(header);
  if (match?.[1] === undefined) return fail(credentialErrors.invalid);
  const now = context.now();
  const claims = await tokens.verify(match[1], now);
  if (claims === null) return fail(credentialErrors.invalid);
  const session = await sessionById(context.db, claims.sid);
  // A session ended by a replayed refresh token takes its access tokens with it.
  if (session === undefined || session.revokedAt !== null || session.userId !== claims.sub) {
    return fail(credentialErrors.invalid);
  }
  const user = await userById(context.db, claims.sub);
  if (user?.active !== true) return fail(credentialErrors.invalid);
  if (claims.org_id === undefined) return finish(user, null, null, 'access-token');
  const organization = await organizationByAuthId(context.db, claims.org_id);
  if (organization === undefined) return fail(credentialErrors.unknownOrganization);
  const membership = await membershipOf(context.db, organization.id, user.id);
  if (membership === undefined) return fail(credentialErrors.invalid);
  return finish(user, organization, membership, 'access-token');
}

async function fromApiKey(context: ServiceContext, key: string): Promise<CredentialCheck> {
  const owner = await findApiKey(context.db, key, context.now());
  if (owner === undefined) return fail(credentialErrors.invalid);
  const user = await userById(context.db, owner.userId);
  if (user?.active !== true) return fail(credentialErrors.invalid);
  const organization = await organizationById(context.db, owner.organizationId);
  if (organization === undefined) return fail(credentialErrors.unknownOrganization);
  // The key carries the membership's current access; without a membership it carries nothing.
  const membership = await membershipOf(context.db, organization.id, user.id);
  if (membership === undefined) return fail(credentialErrors.invalid);
  return finish(user, organization, membership, 'api-key');
}

function finish(
  user: User,
  organization: Organization | null,
  membership: Membership | null,
  credential: Principal['credential'],
): CredentialCheck {
  if (membership !== null && !membership.materialized) return fail(credentialErrors.notMaterialized);
  if (!user.emailVerified) return fail(credentialErrors.emailNotVerified);
  return { ok: true, principal: { credential, user, organization, membership } };
}

/**
 * The graph endpoint's credential check, before any query runs (graph document, Authentication):
 * an Authorization header (Bearer access token) wins over X-Api-Key whenever it is present, so a
 * stale token fails even next to a valid key; an API key sent as Bearer is not a JWT and fails.
 */
export async function checkGraphCredential(
  context: ServiceContext,
  tokens: VerifiedTokenCache,
  headers: IncomingHttpHeaders,
): Promise<CredentialCheck> {
  const authorization = headers.authorization;
  if (authorization !== undefined) return fromAccessToken(context, tokens, authorization);
  const key = headers['x-api-key'];
  if (typeof key === 'string' && key !== '') return fromApiKey(context, key.trim());
  return fail(credentialErrors.invalid);
}
