import type { IncomingHttpHeaders } from 'node:http';
import type { VerifiedTokenCache } from '../auth/tokens/verified-token-cache.ts';
import type { Membership } from '../identity/memberships.ts';
import type { Organization } from '../identity/organizations.ts';
import type { User } from '../identity/users.ts';
import type { ServiceContext } from '../service-context.ts';
import type { StampedCache } from '../storage/stamped-cache.ts';
import { credentialErrors, type CredentialError } from './graph-errors.ts';
import {
  apiKeyPrincipal,
  recordApiKeyUse,
  sessionPrincipal,
  type ApiKeyPrincipal,
} from './principal-rows.ts';

/** What the credential check reads: the database and the clock. */
type CredentialContext = Pick<ServiceContext, 'db' | 'now'>;

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

/** An accepted credential's principal, and for an API key the row its use is recorded on. */
export interface KeptPrincipal {
  readonly principal: Principal;
  readonly apiKey: ApiKeyPrincipal | null;
}

/**
 * Principals by credential, kept under the database's change stamp: a repeated request with
 * the same credential reads nothing until a session, user, organization, membership or key
 * changes. Only accepted credentials are kept (a refused one costs its query every time, so
 * guesses cannot crowd out the real ones).
 */
export type PrincipalCache = StampedCache<KeptPrincipal>;

/** Where the check may keep and find principals: the cache, and the stamp read before this request. */
export interface PrincipalMemo {
  readonly cache: PrincipalCache;
  readonly stamp: string | null;
}

/** A kept principal weighs about this much, for the cache's bound. */
const principalWeight = 2048;

const bearer = /^Bearer +([^\s]+) *$/i;

/**
 * The credential a request carries, as the check reads it (Authorization wins over X-Api-Key),
 * prefixed by its kind: the key of everything kept for it. Undefined when there is none.
 */
export function credentialKey(headers: IncomingHttpHeaders): string | undefined {
  const authorization = headers.authorization;
  if (authorization !== undefined) return `t:${authorization}`;
  const key = headers['x-api-key'];
  return typeof key === 'string' && key !== '' ? `k:${key.trim()}` : undefined;
}

function kept(memo: PrincipalMemo | undefined, key: string): KeptPrincipal | undefined {
  return memo === undefined || memo.stamp === null ? undefined : memo.cache.get(key, memo.stamp);
}

function keep(
  memo: PrincipalMemo | undefined,
  key: string,
  check: CredentialCheck,
  apiKey: ApiKeyPrincipal | null,
): void {
  if (memo === undefined || memo.stamp === null || !check.ok) return;
  memo.cache.set(key, memo.stamp, { principal: check.principal, apiKey }, principalWeight);
}

async function fromAccessToken(
  context: CredentialContext,
  tokens: VerifiedTokenCache,
  header: string,
  memo: PrincipalMemo | undefined,
): Promise<CredentialCheck> {
  const match = bearer.exec(header);
  if (match?.[1] === undefined) return fail(credentialErrors.invalid);
  const now = context.now();
  // Every time, kept principal or not: the signature is checked once (VerifiedTokenCache), but
  // the token's expiry is compared with the clock on each request.
  const claims = await tokens.verify(match[1], now);
  if (claims === null) return fail(credentialErrors.invalid);
  const key = `t:${header}`;
  const found = kept(memo, key);
  if (found !== undefined) return { ok: true, principal: found.principal };
  const check = await principalOfToken(context, claims);
  keep(memo, key, check, null);
  return check;
}

async function principalOfToken(
  context: CredentialContext,
  claims: { readonly sid: string; readonly sub: string; readonly org_id?: string | undefined },
): Promise<CredentialCheck> {
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

async function fromApiKey(
  context: CredentialContext,
  key: string,
  memo: PrincipalMemo | undefined,
): Promise<CredentialCheck> {
  const cacheKey = `k:${key}`;
  const known = kept(memo, cacheKey);
  if (known?.apiKey != null) {
    // Its last use is still recorded at most once a minute; recording it changes the stamp, so
    // the next request reads the key again.
    await recordApiKeyUse(context.db, known.apiKey, context.now());
    return { ok: true, principal: known.principal };
  }
  const found = await apiKeyPrincipal(context.db, key);
  if (found === undefined) return fail(credentialErrors.invalid);
  await recordApiKeyUse(context.db, found, context.now());
  const check = principalOfKey(found);
  keep(memo, cacheKey, check, found);
  return check;
}

function principalOfKey(found: ApiKeyPrincipal): CredentialCheck {
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
  memo?: PrincipalMemo,
): Promise<CredentialCheck> {
  const authorization = headers.authorization;
  if (authorization !== undefined) return fromAccessToken(context, tokens, authorization, memo);
  const key = headers['x-api-key'];
  if (typeof key === 'string' && key !== '') return fromApiKey(context, key.trim(), memo);
  return fail(credentialErrors.invalid);
}
