import { randomUUID, sign, verify } from 'node:crypto';
import type { SigningKey, VerificationKeys } from './signing-keys.ts';

export interface AccessTokenClaims {
  readonly iss: string;
  /** The user id. */
  readonly sub: string;
  /** The sign-in session. */
  readonly sid: string;
  /** The selected organization's authOrganizationId; absent when none was chosen. */
  readonly org_id?: string;
  readonly role?: string;
  readonly permissions: readonly string[];
  readonly jti: string;
  readonly iat: number;
  readonly exp: number;
}

export interface NewAccessToken {
  readonly issuer: string;
  readonly userId: string;
  readonly sessionId: string;
  readonly authOrganizationId: string | null;
  readonly role: string | null;
  readonly permissions: readonly string[];
  readonly ttlSeconds: number;
  readonly now: number;
}

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** Signs an ES256 JWT with the given key (the active one of the ring). */
export function signAccessToken(key: SigningKey, input: NewAccessToken): string {
  const iat = Math.floor(input.now / 1000);
  const claims: AccessTokenClaims = {
    iss: input.issuer,
    sub: input.userId,
    sid: input.sessionId,
    ...(input.authOrganizationId === null ? {} : { org_id: input.authOrganizationId }),
    ...(input.role === null ? {} : { role: input.role }),
    permissions: input.permissions,
    jti: randomUUID(),
    iat,
    exp: iat + input.ttlSeconds,
  };
  const signingInput = `${encode({ alg: 'ES256', typ: 'JWT', kid: key.kid })}.${encode(claims)}`;
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${signingInput}.${signature.toString('base64url')}`;
}

const base64url = /^[A-Za-z0-9_-]+$/;
const maxTokenLength = 8192;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a compact JWT: exactly our header (ES256, the id of one of our keys), a valid P-256 signature, our
 * issuer, well-typed claims, not expired. Answers the claims or null; never rejects on bad input.
 * Waits only when the token names a key id this instance has not loaded (see SigningKeyRing).
 */
export async function verifyAccessToken(
  keys: VerificationKeys,
  token: string,
  expected: { readonly issuer: string; readonly now: number },
): Promise<AccessTokenClaims | null> {
  if (token.length > maxTokenLength) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (!base64url.test(header) || !base64url.test(payload) || !base64url.test(signature)) return null;
  const head = decodeJson(header);
  if (head === null || head['alg'] !== 'ES256' || typeof head['kid'] !== 'string' || 'crit' in head)
    return null;
  const sig = Buffer.from(signature, 'base64url');
  if (sig.length !== 64) return null;
  const key = await keys.verificationKey(head['kid']);
  if (key === undefined) return null;
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: key.publicKey, dsaEncoding: 'ieee-p1363' },
    sig,
  );
  if (!valid) return null;
  const claims = decodeJson(payload);
  if (claims === null) return null;
  const { iss, sub, sid, org_id: orgId, role, permissions, jti, iat, exp } = claims;
  if (iss !== expected.issuer) return null;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof jti !== 'string') return null;
  if (typeof iat !== 'number' || typeof exp !== 'number') return null;
  if (orgId !== undefined && typeof orgId !== 'string') return null;
  if (role !== undefined && typeof role !== 'string') return null;
  if (!Array.isArray(permissions) || !permissions.every((p) => typeof p === 'string')) return null;
  if (Math.floor(expected.now / 1000) >= exp) return null;
  return {
    iss,
    sub,
    sid,
    ...(orgId === undefined ? {} : { org_id: orgId }),
    ...(role === undefined ? {} : { role }),
    permissions,
    jti,
    iat,
    exp,
  };
}
