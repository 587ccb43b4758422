import { isApplicationKey } from '../../identity/application-keys.ts';
import { membershipOf } from '../../identity/memberships.ts';
import { keepHashCurrent } from '../../identity/password-upgrade.ts';
import { normalizeEmail, passwordHashFor, userById } from '../../identity/users.ts';
import { checkPassword } from '../../security/check-password.ts';
import type { Caller, V1Request, V1Result } from '../http/v1-context.ts';
import { V1Error } from '../wire/v1-error.ts';
import { WireDate } from '../wire/wire-values.ts';
import {
  issueTokens,
  refreshedTokenMs,
  secretKeyOwner,
  spendRefreshToken,
  tokenCaller,
  type IssuedTokens,
  type TokenOwner,
} from './v1-tokens.ts';

/** The `apikey` parameter must name a registered application key (login, refresh, registration). */
export async function requireApplicationKey(request: V1Request): Promise<void> {
  const key = request.query.get('apikey');
  if (key === null || !(await isApplicationKey(request.service.db, key))) {
    throw new V1Error('PE01-1001', 'The application key (apikey) is missing or unknown');
  }
}

export function requireAccount(request: V1Request): NonNullable<V1Request['account']> {
  if (request.account === null) {
    throw new V1Error('PE01-1003', 'Use the account address {public_url}/t/{account}/v1 for this resource');
  }
  return request.account;
}

/** `Authorization: Basic base64(user:password)`; the password may be empty (secret keys). */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=_-]{1,2048})\s*$/i.exec(header ?? '');
  if (m === null) return null;
  const text = Buffer.from(m[1] as string, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0
    ? { user: text, password: '' }
    : { user: text.slice(0, colon), password: text.slice(colon + 1) };
}

export function loginBody(tokens: IssuedTokens): V1Result {
  return {
    status: 200,
    body: {
      kind: 'data',
      root: 'login',
      value: {
        token: tokens.token,
        expiration: new WireDate(tokens.expiration),
        refreshToken: tokens.refreshToken,
        refreshExpiration: new WireDate(tokens.refreshExpiration),
      },
    },
  };
}

/** A user who may hold a session in the account: active, e-mail confirmed, with a live access. */
export async function mayUseAccount(
  request: V1Request,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  const user = await userById(request.service.db, userId);
  return (
    user !== undefined &&
    user.active &&
    user.emailVerified &&
    (await membershipOf(request.service.db, organizationId, userId)) !== undefined
  );
}

const refused = (): V1Error =>
  new V1Error('PE01-1001', 'The user name or password is wrong, or the user has no access to this account');

/**
 * `GET auth/login?apikey=`: Basic credentials (e-mail address and password), or a secret key as
 * the Basic user name with no password. Answers a token valid for the configured lifetime
 * (60 minutes by default) and a single-use refresh token.
 */
export async function login(request: V1Request): Promise<V1Result> {
  await requireApplicationKey(request);
  const account = requireAccount(request);
  const credentials = basicCredentials(request.req.headers.authorization);
  if (credentials === null)
    throw new V1Error('PE01-1001', 'Send the credentials as HTTP Basic authorization');
  const { db, config } = request.service;
  const now = request.service.now();
  let owner: TokenOwner;
  if (credentials.password === '') {
    const key = await secretKeyOwner(db, credentials.user, account.id);
    if (key === null || !(await mayUseAccount(request, account.id, key.userId))) throw refused();
    await db.run('UPDATE secret_keys SET last_used_at = ? WHERE id = ?', [now, key.id]);
    owner = { organizationId: account.id, userId: key.userId, secretKeyId: key.id };
  } else {
    // The hosted sign-in counts wrong passwords for the same address: guessing here gains nothing.
    const { loginThrottle } = request.service;
    const email = normalizeEmail(credentials.user);
    if (email.length > 254) throw refused();
    const attempt = await loginThrottle.begin(email, now);
    if (attempt === null) {
      throw new V1Error(
        'PE01-1001',
        'Too many failed attempts for this e-mail address; wait a few minutes, then try again',
      );
    }
    const stored = await passwordHashFor(db, email);
    const ok = await checkPassword(attempt, credentials.password, stored?.hash ?? null, request.service.now);
    if (!ok || stored === undefined) {
      await attempt.failed(request.service.now());
      throw refused();
    }
    await attempt.succeeded();
    await keepHashCurrent(db, stored, credentials.password);
    if (!(await mayUseAccount(request, account.id, stored.userId))) throw refused();
    owner = { organizationId: account.id, userId: stored.userId, secretKeyId: null };
  }
  return loginBody(await issueTokens(db, owner, config.v1TokenTtlSeconds * 1000, now));
}

/** `GET auth/refreshtoken?apikey=&refresh_token=`: a new pair; the old refresh token is spent. */
export async function refresh(request: V1Request): Promise<V1Result> {
  await requireApplicationKey(request);
  const account = requireAccount(request);
  const given = request.query.get('refresh_token');
  if (given === null || given === '') throw new V1Error('PE01-1011', 'refresh_token is missing');
  const now = request.service.now();
  const { db } = request.service;
  const owner = await db.transaction(async () => {
    const spent = await spendRefreshToken(db, given, account.id, now);
    if (spent === null || !(await mayUseAccount(request, account.id, spent.userId))) return null;
    return spent;
  });
  if (owner === null) throw new V1Error('PE01-1011', 'The refresh token is unknown, used or expired');
  return loginBody(await issueTokens(db, owner, refreshedTokenMs, now));
}

/**
 * The caller of a tenant request from its `token` parameter. A token of another account, an
 * expired one, or one whose user lost access is refused; so is a session begun with a secret key
 * that has since been deleted.
 */
export async function authenticate(request: V1Request): Promise<Caller> {
  const account = requireAccount(request);
  const token = request.query.get('token');
  if (token === null || token === '')
    throw new V1Error('PE01-1002', 'Pass the token from auth/login as the token parameter');
  const found = await tokenCaller(request.service.db, token, request.service.now());
  if (found === null) throw new V1Error('PE01-1010', 'The token is invalid or expired');
  const { owner, membership } = found;
  if (owner.organizationId !== account.id)
    throw new V1Error('PE01-1010', 'The token belongs to another account');
  if (membership === null || !found.active) {
    throw new V1Error('PE01-1010', "The token's user no longer has access to this account");
  }
  return {
    userId: owner.userId,
    organization: account,
    access: membership.access,
    owner: membership.owner,
    scope: request.service.tenantScope(account.id),
  };
}

/** Changing data needs full access (addendum A: READ members read only). */
export function requireFullAccess(caller: Caller): void {
  if (caller.access !== 'FULL') throw new V1Error('PE01-1008', 'Your access to this account is read only');
}

/** Managing the account, its users and accesses is for its owner. */
export function requireOwner(caller: Caller): void {
  if (!caller.owner) throw new V1Error('PE01-1008', 'Only the owner of the account may do this');
}
