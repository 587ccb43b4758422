import type { IncomingHttpHeaders } from 'node:http';
import type { VerifiedTokenCache } from '../auth/tokens/verified-token-cache.ts';
import type { Membership } from '../identity/memberships.ts';
import type { Organization } from '../identity/organizations.ts';
import type { User } from '../identity/users.ts';
import type { ServiceContext } from '../service-context.ts';

/** What the credential check reads: the database and the clock. */
type CredentialContext = Pick<ServiceContext, 'db' | 'now'>;
import { credentialErrors, type CredentialError } from './graph-errors.ts';
import { apiKeyPrincipal, recordApiKeyUse, sessionPrincipal } from './principal-rows.ts';

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
  context: CredentialContext,
  tokens: VerifiedTokenCache,
  header: string,
): Promise<CredentialCheck> {
  const match = bearer.exec(header);
  if (match?.[1] === undefined) return fail(credentialErrors.invalid);
  const now = context.now();
  const claims = await tokens.verify(match[1], now);
  if (claims === null) return fail(credentialErrors.invalid);
  const orgId = claims.org_id ?? null;
  const found = await sessionPrincipal(context.db, claims.sid, claims.sub, orgId);
  // A session ended by a replayed refresh token takes its access tokens with it.
  if (found === undefined || found.revoked) return fail(credentialErrors.invalid);
  const { user, organization, membership } = found;
  if (user?.active !== true) return fail(credentialErrors.invalid);
  if (orgId === null) return finish(user, null, null, 'access-token');
  if (organization === null) return fail(credentialErrors.unknownOrganization);
  if (membership === null) return fail(credentialErrors.invalid);
  return finish(user, organization, membership, 'access-token');
}

async function fromApiKey(context: CredentialContext, key: string): Promise<CredentialCheck> {
  const found = await apiKeyPrincipal(context.db, key);
  if (found === undefined) return fail(credentialErrors.invalid);
  await recordApiKeyUse(context.db, found, context.now());
  const { user, organization, membership } = found;
  if (user?.active !== true) return fail(credentialErrors.invalid);
  if (organization === null) return fail(credentialErrors.unknownOrganization);
  // The key carries the membership's current access; without a membership it carries nothing.
  if (membership === null) return fail(credentialErrors.invalid);
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
  context: CredentialContext,
  tokens: VerifiedTokenCache,
  headers: IncomingHttpHeaders,
): Promise<CredentialCheck> {
  const authorization = headers.authorization;
  if (authorization !== undefined) return fromAccessToken(context, tokens, authorization);
  const key = headers['x-api-key'];
  if (typeof key === 'string' && key !== '') return fromApiKey(context, key.trim());
  return fail(credentialErrors.invalid);
}
